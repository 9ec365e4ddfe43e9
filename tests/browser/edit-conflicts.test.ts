import { databasePaths, successMessages } from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editor } from '../backend/support/clients.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages, submitLogin } from './support/browser.ts';

// Two members edit the same row in two browsers: the second Done does not write over the first.
const aboutUs = '/view_about_us/';
const description = `${databasePaths.productWebsite}/AboutUs/Main/Description`;

describe('two members editing the same row', () => {
  const app = adminAppForSuite();
  const { open, openSignedIn } = consolePages();

  async function editDescription(page: Page): Promise<void> {
    await page.getByRole('heading', { name: 'About Us (Product Website)', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit Main Description', exact: true }).click();
  }

  it('refuses the second Done, naming the first editor, shows both texts, and takes mine when asked', async () => {
    const stored = getDatabase(app).ref(description);
    const administratorPage = await openSignedIn(aboutUs);
    const editorPage = await open(aboutUs);
    await submitLogin(editorPage, editor);
    await editDescription(administratorPage);
    await editDescription(editorPage);

    await editorPage.getByLabel('Main Description', { exact: true }).fill('The editor’s text.');
    await editorPage.getByRole('button', { name: 'Done' }).click();
    await editorPage
      .getByRole('alert')
      .filter({ hasText: successMessages.headerDescriptionUpdated })
      .waitFor();

    await administratorPage.getByLabel('Main Description', { exact: true }).fill('The administrator’s text.');
    await administratorPage.getByRole('button', { name: 'Done' }).click();
    const conflict = administratorPage.getByText(
      new RegExp(`^Changed by ${editor.email.replace('.', '\\.')} at .+ since you opened it$`),
    );
    await conflict.waitFor();
    await administratorPage.getByText('The editor’s text.', { exact: true }).waitFor();
    expect((await stored.get()).val()).toBe('The editor’s text.');
    await checkScreen(administratorPage, 'edit-conflict');

    await administratorPage.getByRole('button', { name: 'Use mine' }).click();
    await administratorPage
      .getByRole('alert')
      .filter({ hasText: successMessages.headerDescriptionUpdated })
      .waitFor();
    expect((await stored.get()).val()).toBe('The administrator’s text.');
    // The editor's screen follows the live row.
    await editorPage.getByText('The administrator’s text.', { exact: true }).waitFor();
  });

  it('shows the others who has the row in edit mode, until that tab closes', async () => {
    const administratorPage = await openSignedIn(aboutUs);
    const editorPage = await open(aboutUs);
    await submitLogin(editorPage, editor);
    await administratorPage.getByRole('heading', { name: 'About Us (Product Website)', level: 1 }).waitFor();
    await editDescription(editorPage);
    const mark = administratorPage.getByRole('status').filter({ hasText: `${editor.email} is editing` });
    await mark.waitFor();
    await checkScreen(administratorPage, 'row edited by another member');
    // The editor's own screen does not name them.
    expect(await editorPage.getByText(`${editor.email} is editing`).count()).toBe(0);

    await editorPage.getByRole('button', { name: 'Cancel' }).click();
    await mark.waitFor({ state: 'hidden' });
    await editDescription(editorPage);
    await mark.waitFor();
    await editorPage.close();
    await mark.waitFor({ state: 'hidden' });
  });
});
