import { savedViewsPath } from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages } from './support/browser.ts';

// Saved views: a list's filters named, and found again in that list's menu, per member.
describe('saved views in the browser', () => {
  const app = adminAppForSuite();
  const pages = consolePages();

  beforeAll(async () => {
    await getDatabase(app).ref(savedViewsPath).remove();
  });

  async function openViews(page: Page) {
    await page.getByRole('button', { name: 'Views' }).click();
    return page.getByRole('menu');
  }

  async function saveViewAs(page: Page, name: string) {
    const menu = await openViews(page);
    await menu.getByRole('menuitem', { name: 'Save or delete views…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved views' });
    await dialog.getByLabel('Name of the filters shown now').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved the view ${name}.`).waitFor();
    return dialog;
  }

  it('saves the feedback filters under a name and opens them again from the menu', async () => {
    const page = await pages.openSignedIn('/manage_feedback?status=Live&rating=5');
    await expect.poll(() => page.getByLabel('Rating', { exact: true }).inputValue()).toBe('5');
    const dialog = await saveViewAs(page, 'Happy registered users');
    await checkScreen(page, 'saved-views-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel('Rating', { exact: true }).selectOption('All');
    await page.getByLabel('Status', { exact: true }).selectOption('All');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    const menu = await openViews(page);
    await menu.getByRole('menuitem', { name: 'Happy registered users' }).click();
    await expect.poll(() => page.getByLabel('Rating', { exact: true }).inputValue()).toBe('5');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('Live');
    expect(new URL(page.url()).searchParams.get('rating')).toBe('5');
  });

  it("keeps the users screen's search and type, and deletes a view", async () => {
    const page = await pages.openSignedIn('/manage_user_dashboard?search=an&type=Business+User');
    await page.getByText(/^Showing /).waitFor();
    const dialog = await saveViewAs(page, 'Gyms with an');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(page.url().replace(/\?.*$/, ''));
    const menu = await openViews(page);
    await menu.getByRole('menuitem', { name: 'Gyms with an' }).click();
    await expect.poll(() => page.getByPlaceholder('Search by username...').inputValue()).toBe('an');
    expect(new URL(page.url()).searchParams.get('type')).toBe('Business User');

    const views = await openViews(page);
    await views.getByRole('menuitem', { name: 'Save or delete views…' }).click();
    await page.getByRole('button', { name: 'Delete the view Gyms with an' }).click();
    await page.getByText('Deleted the view Gyms with an.').waitFor();
    await page.getByRole('dialog', { name: 'Saved views' }).getByText('No saved views yet.').waitFor();
  });
});
