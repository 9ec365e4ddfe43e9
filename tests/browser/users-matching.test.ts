import { databasePaths, successMessages } from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearMessages, sentRecipients } from '../backend/support/mail.ts';
import { loadThenBackfill } from '../backend/support/read-models.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { literalPattern } from '../backend/support/text-patterns.ts';
import {
  checkScreen,
  consolePageForSuite,
  expectProgressShown,
  recordShownTexts,
} from './support/browser.ts';

// More users whose name holds the term than one page shows (fifty) of each kind, three pages of them in all (the
// tests go to the second), and users whose name does not.
const matchingNormalUsers = 60;
const matchingBusinessUsers = 60;
const otherUsersOfEachKind = 20;
const term = 'matchterm';

function numbered(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(3, '0')}`);
}

const matchingNormalIds = numbered('matching-normal', matchingNormalUsers);
const matchingBusinessIds = numbered('matching-business', matchingBusinessUsers);
const otherNormalIds = numbered('other-normal', otherUsersOfEachKind);
const otherBusinessIds = numbered('other-business', otherUsersOfEachKind);

function email(id: string): string {
  return `${id}@example.com`;
}

// Names in several cases (the search is case-insensitive); the others hold "Match Term" apart, no match.
function username(id: string, index: number): string {
  if (id.startsWith('other')) return `Match Term ${id}`;
  return [`Matchterm ${id}`, `MATCHTERM ${id}`, `the matchTerm ${id}`][index % 3] as string;
}

function seededUsers(): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  [...matchingNormalIds, ...otherNormalIds].forEach((id, index) => {
    updates[`${databasePaths.normalUsers}/${id}`] = {
      username: username(id, index),
      email: email(id),
      userType: 'normal',
    };
  });
  [...matchingBusinessIds, ...otherBusinessIds].forEach((id, index) => {
    updates[`${databasePaths.businessUsers}/${id}`] = {
      username: username(id, index),
      email: email(id),
      userType: 'business',
      businessCertification: 'https://certificates.example.com/matching.pdf',
      isApproveUser: false,
    };
  });
  return updates;
}

describe('the users screen acting on all users that match', () => {
  const app = adminAppForSuite();
  const database = getDatabase(app);

  beforeAll(async () => {
    await loadThenBackfill(app, () => database.ref().update(seededUsers()));
    // The approval e-mail goes to the address of the user's sign-in account.
    const accounts = [...matchingBusinessIds, ...otherBusinessIds].map((uid) => ({ uid, email: email(uid) }));
    const imported = await getAuth(app).importUsers(accounts);
    expect(imported.errors).toEqual([]);
  }, 120_000);
  const consolePage = consolePageForSuite('/manage_user_dashboard');

  async function storedIds(collection: string, ids: readonly string[]): Promise<string[]> {
    const stored = await database.ref(collection).get();
    return ids.filter((id) => stored.hasChild(id));
  }

  async function approvedIds(ids: readonly string[]): Promise<string[]> {
    const stored = (await database.ref(databasePaths.businessUsers).get()).val() ?? {};
    return ids.filter((id) => stored[id]?.isApproveUser === true);
  }

  // The server streams how many it has done: at least its first report was shown, each of the whole count.
  function selectionSummary(page: Page) {
    return page.getByText(/selected/).first();
  }

  async function showMatches(page: Page, type: 'All' | 'Business User', count: number): Promise<void> {
    await page.locator('label', { hasText: new RegExp(`^${type}$`) }).click();
    await page.getByPlaceholder('Search by username...').fill(term);
    await page.getByText(`Showing 1–50 of ${count} users`, { exact: true }).waitFor();
  }

  // The header checkbox selects the page; the banner then offers every match, counted by the server.
  async function selectAllMatching(page: Page, count: number): Promise<void> {
    await page.getByRole('checkbox', { name: 'Select all users on this page' }).check();
    await page.getByText('All 50 users on this page are selected.', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Select all ${count} users that match` }).click();
    await page.getByText(`All ${count} users that match are selected.`, { exact: true }).waitFor();
    await expect
      .poll(() => selectionSummary(page).textContent())
      .toBe(`${count} users selected: all that match`);
  }

  it('selects the page, then all that match on every page; a new search or Clear selection leaves the mode', async () => {
    const page = consolePage();
    const count = matchingNormalUsers + matchingBusinessUsers;
    await showMatches(page, 'All', count);
    await page.getByRole('checkbox', { name: 'Select all users on this page' }).check();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('50 users selected, 50 on this page');
    await checkScreen(page, 'users-matching-banner');
    await page.getByRole('button', { name: `Select all ${count} users that match` }).click();
    await page.getByText(`All ${count} users that match are selected.`, { exact: true }).waitFor();
    await checkScreen(page, 'users-matching-all-selected');

    // Rows of other pages show as selected too.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`Showing 51–100 of ${count} users`, { exact: true }).waitFor();
    const rowBoxes = page.locator('tbody tr input[type="checkbox"]');
    expect(
      await rowBoxes.evaluateAll((boxes) => boxes.every((box) => (box as HTMLInputElement).checked)),
    ).toBe(true);
    // Unticking one row goes back to the rows of the page shown, but that one.
    await rowBoxes.first().uncheck();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('49 users selected, 49 on this page');

    await selectAllMatching(page, count);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('No users selected');

    await selectAllMatching(page, count);
    await page.getByPlaceholder('Search by username...').fill(`${term} `);
    await expect.poll(() => selectionSummary(page).textContent()).toBe('No users selected');
    await page.getByPlaceholder('Search by username...').fill(term);
    await page.getByText(`Showing 1–50 of ${count} users`, { exact: true }).waitFor();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('No users selected');
  });

  it('approves all business users that match after a confirmation that counts them, with progress', async () => {
    const page = consolePage();
    await clearMessages();
    await showMatches(page, 'Business User', matchingBusinessUsers);
    await selectAllMatching(page, matchingBusinessUsers);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve all business users that match?' });
    await dialog
      .getByText(
        `This approves the ${matchingBusinessUsers} business users whose name contains “${term}” and e-mails each one not approved before. Each is approved as the server finds it, including any change made after this screen showed it.`,
        { exact: true },
      )
      .waitFor();
    await checkScreen(page, 'users-matching-approve-confirm');
    const shownProgress = await recordShownTexts(page, /Approved \d+ of \d+ users…/);
    const shownNotices = await recordShownTexts(
      page,
      new RegExp(literalPattern(successMessages.usersApproved)),
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await checkScreen(page, 'users-matching-approve-running');

    // The approval waits up to a minute for its e-mails to leave the outbox before it answers (then reports the
    // rest as queued): the message may come that minute after the approvals themselves. It is recorded from the
    // click on, since it closes itself after 5 s, which a slow check of the running screen can outlast.
    await expect.poll(shownNotices, { timeout: 120_000 }).toEqual([successMessages.usersApproved]);
    await dialog.waitFor({ state: 'detached' });
    expectProgressShown(await shownProgress(), 'Approved', matchingBusinessUsers);
    await expect.poll(() => selectionSummary(page).textContent()).toBe('No users selected');
    expect(await approvedIds(matchingBusinessIds)).toEqual(matchingBusinessIds);
    expect(await approvedIds(otherBusinessIds)).toEqual([]);
    expect((await sentRecipients()).sort()).toEqual(matchingBusinessIds.map(email).sort());
    // The rows follow live, through the read models: after one trigger event per approved user, which on two cores
    // can take a minute or more.
    await expect
      .poll(() => page.locator('tbody tr').getByText('Waiting for approval').count(), { timeout: 120_000 })
      .toBe(0);
  }, 300_000);

  it('deletes all users that match after a confirmation that counts them, with progress, and no one else', async () => {
    const page = consolePage();
    const count = matchingNormalUsers + matchingBusinessUsers;
    await showMatches(page, 'All', count);
    await selectAllMatching(page, count);
    await page.getByRole('button', { name: 'Delete Selected Users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to delete all users?' });
    await dialog
      .getByText(
        `This moves the ${count} users whose name contains “${term}” to the trash and disables their sign-in accounts. Accounts of members of the team are never deleted.`,
        { exact: true },
      )
      .waitFor();
    await checkScreen(page, 'users-matching-delete-confirm');
    const shownProgress = await recordShownTexts(page, /Deleted \d+ of \d+ users…/);
    const shownNotices = await recordShownTexts(page, /Moved \d+ users to the trash: /);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await checkScreen(page, 'users-matching-delete-running');

    // Recorded from the click on, as the approval's message is.
    await expect.poll(shownNotices, { timeout: 120_000 }).toEqual([`Moved ${count} users to the trash: `]);
    expectProgressShown(await shownProgress(), 'Deleted', count);
    // Likewise one trigger event per deleted user.
    await page.getByText('No users match the search and filter.').waitFor({ timeout: 120_000 });
    expect(await storedIds(databasePaths.normalUsers, matchingNormalIds)).toEqual([]);
    expect(await storedIds(databasePaths.businessUsers, matchingBusinessIds)).toEqual([]);
    expect(await storedIds(databasePaths.normalUsers, otherNormalIds)).toEqual(otherNormalIds);
    expect(await storedIds(databasePaths.businessUsers, otherBusinessIds)).toEqual(otherBusinessIds);
  }, 300_000);

  it('gets them all back in two clicks: Activity, then Undo on the deletion', async () => {
    const page = consolePage();
    const count = matchingNormalUsers + matchingBusinessUsers;
    await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Activity' }).click();
    const deletion = page.locator('table[aria-label="Audit log"] tbody tr').first();
    await deletion.getByRole('button', { name: /^Undo delete users of / }).click();
    await page.getByText(`Restored ${count} users.`, { exact: true }).waitFor({ timeout: 60_000 });
    await checkScreen(page, 'users-matching-undo');
    expect(await storedIds(databasePaths.normalUsers, matchingNormalIds)).toEqual(matchingNormalIds);
    expect(await storedIds(databasePaths.businessUsers, matchingBusinessIds)).toEqual(matchingBusinessIds);
  }, 90_000);
});
