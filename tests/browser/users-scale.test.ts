import { databasePaths } from '@management-center/contract';
import { launchChromium } from '@management-center/emulators/shared/chromium';
import { getDatabase } from 'firebase-admin/database';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { administrator } from '../backend/support/clients.ts';
import { loadThenBackfill } from '../backend/support/read-models.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import {
  assertPagesKeptPolicy,
  checkScreen,
  expectProgressShown,
  openConsole,
  recordShownTexts,
  submitLogin,
} from './support/browser.ts';

const addedUsers = 5_000;
// Every fortieth added user is a "Batch Member": more than one chunk of the backend's bulk actions (BULK_CHUNK_SIZE,
// 50 in the test backends), deleted in one go.
const batchMemberEvery = 40;
const batchMembers = Math.ceil(addedUsers / batchMemberEvery);

function addedUserId(index: number): string {
  return `load-user-${String(index).padStart(5, '0')}`;
}

function isBatchMember(index: number): boolean {
  return index % batchMemberEvery === 0;
}

function addedUser(index: number) {
  const number = String(index).padStart(5, '0');
  const group = isBatchMember(index) ? 'Batch Member' : 'Load Tester';
  return {
    username: `${group} ${number}`,
    email: `load.${number}@example.com`,
    userType: 'normal',
    ...(index % 2 === 0 ? { registrationDetails: { age: 30, height: 170, weight: 70 } } : {}),
  };
}

// The users screen with 5,000 more users than the demo, a hundred pages of them: it must load, search, select
// and delete past one call's limit. How fast it does so, up to a million users, is measured by `npm run bench`.
describe('the users screen with five thousand users', () => {
  let browser: Browser;
  const app = adminAppForSuite();
  let page: Page;
  let total: number;

  beforeAll(async () => {
    browser = await launchChromium();
    const database = getDatabase(app);
    const normalUsers = database.ref(databasePaths.normalUsers);
    const users: Record<string, unknown> = (await normalUsers.get()).val() ?? {};
    for (let index = 0; index < addedUsers; index += 1) {
      users[addedUserId(index)] = addedUser(index);
    }
    // One write of the whole collection: the local database stand-in merges many paths far more slowly.
    await loadThenBackfill(app, () => normalUsers.set(users));
    const [normal, business] = await Promise.all([
      normalUsers.get(),
      database.ref(databasePaths.businessUsers).get(),
    ]);
    total = normal.numChildren() + business.numChildren();
  }, 300_000);

  afterEach(() => {
    if (page) assertPagesKeptPolicy([page]);
  });

  afterAll(async () => {
    await page?.context().close();
    await browser.close();
  }, 300_000);

  it('loads all users into pages of fifty', async () => {
    page = await openConsole(browser, '/manage_user_dashboard');
    await submitLogin(page, administrator);
    await page
      .getByText(`Showing 1–50 of ${total.toLocaleString('en-US')} users`, { exact: true })
      .waitFor({ timeout: 60_000 });
    expect(await page.locator('tbody tr').count()).toBe(50);
  }, 90_000);

  it('searches, pages and selects all matching users', async () => {
    await page.getByPlaceholder('Search by username...').fill('batch member');
    await page
      .getByText(`Showing 1–50 of ${batchMembers.toLocaleString('en-US')} users`, { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page
      .getByText(`Showing 51–100 of ${batchMembers.toLocaleString('en-US')} users`, { exact: true })
      .waitFor();
    await page.getByRole('checkbox', { name: 'Select all users on this page' }).click();
    await page.getByText('50 users selected, 50 on this page', { exact: true }).waitFor();
    await page
      .getByRole('button', { name: `Select all ${batchMembers.toLocaleString('en-US')} users that match` })
      .click();
    await page
      .getByText(`${batchMembers.toLocaleString('en-US')} users selected: all that match`, { exact: true })
      .waitFor();
    await checkScreen(page, 'users-five-thousand');
  });

  it('deletes all that match, more than one chunk of the server, with progress', async () => {
    expect(batchMembers).toBeGreaterThan(inject('backend').bulkChunkSize);
    await page.getByRole('button', { name: 'Delete Selected Users' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        `This moves the ${batchMembers.toLocaleString('en-US')} users whose name contains “batch member” to the trash and disables their sign-in accounts. Accounts of members of the team are never deleted.`,
      )
      .waitFor();
    // Recorded from the click on: with a quick run, a progress label or the message (which closes itself after
    // 5 s) can be gone before a locator looks for it.
    const shownProgress = await recordShownTexts(page, /Deleted \d+ of \d+ users…/);
    const shownNotices = await recordShownTexts(page, /Moved \d+ users to the trash: /);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(shownNotices, { timeout: 120_000 })
      .toEqual([`Moved ${batchMembers.toLocaleString('en-US')} users to the trash: `]);
    expectProgressShown(await shownProgress(), 'Deleted', batchMembers);
    // The search lists follow through the database triggers, one event per deleted user.
    await page.getByText('No users match the search and filter.').waitFor({ timeout: 120_000 });
    const remaining = await getDatabase(app).ref(databasePaths.normalUsers).get();
    const added = Array.from({ length: addedUsers }, (_, index) => index);
    expect(added.filter((index) => remaining.hasChild(addedUserId(index)) === isBatchMember(index))).toEqual(
      [],
    );
  }, 180_000);
});
