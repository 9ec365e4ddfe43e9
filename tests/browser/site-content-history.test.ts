import {
  contentHistoryMessages,
  databasePaths,
  siteContentPath,
  successMessages,
} from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages } from './support/browser.ts';

const titlePath = `${siteContentPath('productKeyFeatureMain')}/Title`;
const benefits = `${databasePaths.businessUserWebsite}/BenefitOfPartnership/Benefits`;

describe('the website content history in the browser', () => {
  const app = adminAppForSuite();
  const { openSignedIn } = consolePages();

  function notification(page: Page, message: string): Locator {
    return page.getByRole('alert').filter({ hasText: message });
  }

  async function stored(path: string): Promise<unknown> {
    return (await getDatabase(app).ref(path).get()).val();
  }

  it('shows the earlier versions of a row, newest first, and restores one, which can be undone the same way', async () => {
    const original = String(await stored(titlePath));
    const page = await openSignedIn('/view_about_feature/');
    await page.getByRole('button', { name: 'Edit Main Title', exact: true }).click();
    await page.getByLabel('Main Title', { exact: true }).fill('A title for a day');
    await page.getByRole('button', { name: 'Done' }).click();
    await notification(page, successMessages.titleUpdated).waitFor();

    await page.getByRole('button', { name: 'History of Main Title' }).click();
    const history = page.getByRole('dialog', { name: 'History of Main Title' });
    const before = history.getByRole('article').first();
    await before.getByText('Changed by admin@example.com on').waitFor();
    // What restoring it changes, against the live title: the day's words go, the original's come back.
    await before.locator('del').filter({ hasText: 'day' }).waitFor();
    expect((await before.locator('ins').allTextContents()).join(' ')).toContain(original.split(' ')[0]);
    await checkScreen(page, 'site-content-history');
    await before.getByRole('button', { name: 'Restore' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Restore this version?' });
    await confirmation.locator('del').filter({ hasText: 'day' }).waitFor();
    await checkScreen(page, 'site-content-restore-confirmation');
    expect(await stored(titlePath)).toBe('A title for a day');
    await confirmation.getByRole('button', { name: 'Confirm' }).click();
    await notification(page, contentHistoryMessages.versionRestored).waitFor();
    await expect.poll(() => stored(titlePath)).toBe(original);
    await page.getByText(original, { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'History of Main Title' }).click();
    const versions = history.getByRole('article');
    await expect.poll(() => versions.count()).toBe(2);
    await versions.first().locator('ins').filter({ hasText: 'day' }).waitFor();
    await versions.first().getByRole('button', { name: 'Restore' }).click();
    await confirmation.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => stored(titlePath)).toBe('A title for a day');
  });

  it('lists a deleted benefit under Recently deleted and brings it back with its image', async () => {
    const [id, benefit] =
      Object.entries((await stored(benefits)) as Record<string, { description: string }>)[0] ?? [];
    if (!id || !benefit) throw new Error('The demo data has no benefit');
    const page = await openSignedIn('/view_partnership/');
    const recentlyDeleted = page.getByRole('region', { name: 'Recently deleted' });
    await recentlyDeleted.getByText('No deleted benefit is kept.').waitFor();

    await page.getByRole('button', { name: `Delete benefit: ${benefit.description}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this benefit?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await notification(page, successMessages.benefitsDeleted).waitFor();
    await expect.poll(() => stored(`${benefits}/${id}`)).toBeNull();

    const deleted = recentlyDeleted.getByRole('article').first();
    await deleted.getByText('Deleted by admin@example.com on').waitFor();

    await deleted.getByRole('img', { name: 'Deleted benefit: Image after' }).waitFor();
    await checkScreen(page, 'site-content-recently-deleted');
    await deleted.getByRole('button', { name: 'Restore' }).click();
    await page
      .getByRole('dialog', { name: 'Restore this version?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await notification(page, contentHistoryMessages.itemRestored('benefit')).waitFor();
    await expect.poll(() => stored(`${benefits}/${id}`)).toEqual(benefit);
    await page.getByRole('button', { name: `Delete benefit: ${benefit.description}` }).waitFor();
    await recentlyDeleted.getByText('No deleted benefit is kept.').waitFor();
  });
});
