import {
  accessMessages,
  accountCreationTimesPath,
  databasePaths,
  dayMs,
  loginMessages,
  type NormalUser,
  normalUserSchema,
  successMessages,
  teamAccountMessage,
  trashedUserPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callAs } from '../backend/support/callables.ts';
import { administrator } from '../backend/support/clients.ts';
import { type DemoUsers, pick, readDemoUsers } from '../backend/support/demo-users.ts';
import {
  clearFailure,
  clearFailures,
  clearMessages,
  failSendsTo,
  sentRecipients,
} from '../backend/support/mail.ts';
import { readModelsSettled } from '../backend/support/read-models.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages } from './support/browser.ts';

const normalUsersSchema = z.record(z.string(), normalUserSchema);
type DemoNormalUser = NormalUser & { id: string };

const listPath = '/manage_user_dashboard';

describe('the users screens in the browser', () => {
  const app = adminAppForSuite();
  let demo: DemoUsers;
  let normalUsers: DemoNormalUser[];
  const pages = consolePages();

  beforeAll(async () => {
    demo = await readDemoUsers(app);
    const stored = normalUsersSchema.parse(
      (await getDatabase(app).ref(databasePaths.normalUsers).get()).val(),
    );
    normalUsers = Object.entries(stored).map(([id, user]) => ({ id, ...user }));
    await clearFailures();
  });
  afterAll(async () => {
    await clearFailures();
  });

  async function openUserList(query = ''): Promise<Page> {
    const page = await pages.openSignedIn(`${listPath}${query}`);
    await page.getByRole('heading', { name: 'Manage User Dashboard' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    return page;
  }

  function rowOf(page: Page, username: string): Locator {
    return page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  }

  function shownRange(page: Page): Locator {
    return page.getByText(/^Showing /);
  }

  async function waitForRange(page: Page, count: number): Promise<void> {
    await page.getByText(`Showing 1–${Math.min(count, 50)} of ${count} users`, { exact: true }).waitFor();
  }

  function selectionSummary(page: Page): Locator {
    return page.getByText(/selected/).first();
  }

  async function chooseType(page: Page, type: 'All' | 'Normal User' | 'Business User'): Promise<void> {
    await page.locator('label', { hasText: new RegExp(`^${type}$`) }).click();
  }

  // The table's columns: a checkbox, User type, User name, Email, Joined, Status, Actions.
  const joinedColumn = 5;
  const statusColumn = 6;

  async function columnTexts(page: Page, column: number): Promise<string[]> {
    return page.locator(`tbody tr td:nth-child(${column})`).allTextContents();
  }

  async function storedRecord(path: string): Promise<unknown> {
    return (await getDatabase(app).ref(path).get()).val();
  }

  function registeredUser(): DemoNormalUser {
    const user = normalUsers.find((candidate) => candidate.registrationDetails);
    if (!user) throw new Error('The demo data has no registered normal user');
    return user;
  }

  function unregisteredUser(): DemoNormalUser {
    const user = normalUsers.find((candidate) => !candidate.registrationDetails);
    if (!user) throw new Error('The demo data has no unregistered normal user');
    return user;
  }

  it('lists both collections in one order over two pages, selects across them, and goes on to the Home Page figures and back', async () => {
    const page = await openUserList();
    const businessCount = demo.waiting.length + demo.approved.length;
    const total = normalUsers.length + businessCount;
    expect(total).toBeGreaterThan(50);
    await expect.poll(() => shownRange(page).textContent()).toBe(`Showing 1–50 of ${total} users`);
    expect(await page.locator('tbody tr').count()).toBe(50);
    // The status the server derived from each record: Live once the app stored the registration details.
    await expect(
      rowOf(page, registeredUser().username).getByText('Live', { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      rowOf(page, unregisteredUser().username).getByText('Unalive', { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await checkScreen(page, 'users-list');
    const firstPageNames = await columnTexts(page, 3);

    // Two rows, the page, then every user that matches, as the server counts them.
    const [first, second] = [pick(normalUsers, 0), pick(normalUsers, 1)];
    await page.getByRole('checkbox', { name: `Select ${first.username}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second.username}` }).check();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('2 users selected, 2 on this page');
    const selectAll = page.getByRole('checkbox', { name: 'Select all users on this page' });
    await selectAll.click();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('50 users selected, 50 on this page');
    await page.getByText('All 50 users on this page are selected.', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Select all ${total} users that match` }).click();
    await expect
      .poll(() => selectionSummary(page).textContent())
      .toBe(`${total} users selected: all that match`);

    // The second page, still all selected: both collections in one order, by the lower-cased name, across pages.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => shownRange(page).textContent()).toBe(`Showing 51–${total} of ${total} users`);
    await page.getByText('Page 2 of 2', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect(selectAll.isChecked()).resolves.toBe(true);
    const names = [...firstPageNames, ...(await columnTexts(page, 3))].map((name) => name.toLowerCase());
    expect(names).toHaveLength(total);
    expect(names).toEqual([...names].sort());
    await selectAll.click();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('No users selected');

    // The system's dark mode, and a reload, which stays on the page in the address.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.getByText(`Showing 51–${total} of ${total} users`, { exact: true }).waitFor();
    await checkScreen(page, 'users-list-dark');

    // Every business user fits one page: the selection counts those waiting, and there is nothing more to offer.
    await chooseType(page, 'Business User');
    await waitForRange(page, businessCount);
    await selectAll.click();
    await expect
      .poll(() => selectionSummary(page).textContent())
      .toBe(
        `${businessCount} users selected, ${businessCount} on this page, ${demo.waiting.length} waiting for approval`,
      );
    await expect(page.getByRole('button', { name: /^Select all .* that match$/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('No users selected');

    // The Home Page reads the same records into its figures; Back returns to the list as it was.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home Page' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const card = page.getByText('Users and App Performance').locator('..');
    await card.getByText(String(demo.normalUserIds.length), { exact: true }).waitFor();
    await card.getByText(String(businessCount), { exact: true }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Manage User Dashboard' }).waitFor();
    await waitForRange(page, businessCount);
    expect(new URL(page.url()).searchParams.get('type')).toBe('Business User');
  });

  it('finds users by search and type, opens their pages, goes back to the list as it was, and lists odd records by their collection', async () => {
    const page = await openUserList();
    const search = page.getByPlaceholder('Search by username...');
    const businessCount = demo.waiting.length + demo.approved.length;

    // Part of a name in capitals: the server's search lists find it in both collections, whatever the case.
    const term = 'ol';
    const matching = [...normalUsers, ...demo.waiting, ...demo.approved].filter((user) =>
      user.username.toLowerCase().includes(term),
    );
    expect(matching.length).toBeGreaterThan(1);
    await search.fill(term.toUpperCase());
    await waitForRange(page, matching.length);
    expect((await columnTexts(page, 3)).sort()).toEqual(matching.map((user) => user.username).sort());
    await checkScreen(page, 'users-search');

    // A registered normal user, found by name: their page, and its back arrow to the search left.
    const registered = registeredUser();
    await search.fill(registered.username);
    await rowOf(page, registered.username)
      .getByRole('link', { name: `View ${registered.username}` })
      .click();
    await page.getByRole('heading', { name: 'User information' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/view_user_dashboard/${registered.id}`);
    await page.locator('dl').first().getByText(registered.email, { exact: true }).waitFor();
    await checkScreen(page, 'view-user-normal');
    await page.getByRole('link', { name: 'Back to Manage User Dashboard' }).click();
    await page.getByRole('heading', { name: 'Manage User Dashboard' }).waitFor();
    await expect(search.inputValue()).resolves.toBe(registered.username);
    await rowOf(page, registered.username).waitFor();

    // Each type as the server counts it; Approve is offered under Business User alone.
    await search.fill('');
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    await chooseType(page, 'Normal User');
    await waitForRange(page, normalUsers.length);
    expect(new Set(await columnTexts(page, 2))).toEqual(new Set(['normal']));
    expect(await approve.count()).toBe(0);
    await chooseType(page, 'Business User');
    await waitForRange(page, businessCount);
    expect(new Set(await columnTexts(page, 2))).toEqual(new Set(['business']));
    await expect(approve.isDisabled()).resolves.toBe(true);
    await checkScreen(page, 'users-business-filter');

    // An approved business user's page: the certification the app stored, and no approval e-mail on record.
    const business = pick(demo.approved, 0);
    const certification = z
      .object({ businessCertification: z.string() })
      .parse(await storedRecord(`${databasePaths.businessUsers}/${business.id}`)).businessCertification;
    await rowOf(page, business.username)
      .getByRole('link', { name: `View ${business.username}` })
      .click();
    const link = page.getByRole('link', { name: 'Open the business certification' });
    await link.waitFor();
    await expect(link.getAttribute('href')).resolves.toBe(certification);
    await page.getByText(business.email, { exact: true }).waitFor();
    // Approved before the console's outbox: no e-mail is on record for it.
    await page.getByText('None owed: no approval through the console is on record.').waitFor();
    await checkScreen(page, 'view-user-business');
    await page.getByRole('link', { name: 'Back to Manage User Dashboard' }).click();
    await page.getByRole('heading', { name: 'Manage User Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(listPath);
    expect(new URL(page.url()).searchParams.get('type')).toBe('Business User');
    await waitForRange(page, businessCount);

    // Records the app writes oddly, while the list is open: the read models the server keeps go by the collection
    // each is in, not by what the record claims, and ignore a __proto__ child.
    const database = getDatabase(app);
    const posing = `${databasePaths.normalUsers}/zz-posing`;
    const polluted = `${databasePaths.businessUsers}/zz-polluted`;
    const changed = `${databasePaths.businessUsers}/zz-changed`;
    try {
      await database.ref(posing).set({
        username: 'Zz Posing Gym',
        email: 'posing@example.com',
        userType: 'business',
        isApproveUser: true,
      });
      // A `__proto__` child, written as the attack writes it: a multi-path update names it in a path.
      await database
        .ref(polluted)
        .set({ username: 'Zz Polluted Gym', email: 'polluted@example.com', userType: 'business' });
      await database.ref().update({ [`${polluted}/__proto__/isApproveUser`]: true });
      expect((await database.ref(`${polluted}/__proto__/isApproveUser`).get()).val()).toBe(true);
      await database.ref(changed).set({
        username: 'Zz Changed Gym',
        email: 'changed@example.com',
        userType: 'business',
        isApproveUser: false,
        approvalEmail: { status: 'sent', at: 1 },
      });
      // The triggers write the read models the list listens to: on a busy machine that takes longer than a poll.
      await readModelsSettled();
      await search.fill('Zz ');
      await expect.poll(() => columnTexts(page, 3)).toEqual(['Zz Changed Gym', 'Zz Polluted Gym']);
      await chooseType(page, 'All');
      await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
      expect(await approve.count()).toBe(0);
      await expect(
        rowOf(page, 'Zz Posing Gym').locator(`td:nth-child(${statusColumn})`).textContent(),
      ).resolves.toBe('Unalive');
      await expect(rowOf(page, 'Zz Posing Gym').getByText('Not normal').isVisible()).resolves.toBe(true);
      await expect(
        rowOf(page, 'Zz Polluted Gym').locator(`td:nth-child(${statusColumn})`).textContent(),
      ).resolves.toBe('Waiting for approval');
      await expect(
        rowOf(page, 'Zz Changed Gym').locator(`td:nth-child(${statusColumn})`).textContent(),
      ).resolves.toBe('Waiting for approvalChanged after approval');
    } finally {
      await Promise.all([posing, polluted, changed].map((path) => database.ref(path).remove()));
      // The next tests count the users: the read models must have let these go.
      await readModelsSettled();
    }
  });

  it('lists the users who joined on the days picked in the calendar, in the order they joined', async () => {
    const database = getDatabase(app);
    const joiners = ['Zz Calendar One', 'Zz Calendar Two'].map((username, index) => ({
      path: `${databasePaths.businessUsers}/zz-calendar-${index}`,
      record: {
        username,
        email: `zz.calendar.${index}@example.com`,
        userType: 'business',
        isApproveUser: false,
      },
    }));
    for (const { path, record } of joiners) await database.ref(path).set(record);
    try {
      await readModelsSettled();
      const page = await openUserList();
      const today = new Date().toISOString().slice(0, 10);
      const firstOfMonth = `${today.slice(0, 8)}01`;
      const dayLabel = (day: string) =>
        new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
          month: 'long',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        });
      await page.getByRole('button', { name: 'Joined any day' }).click();
      await page.getByRole('button', { name: dayLabel(firstOfMonth), exact: true }).click();
      await page.getByRole('button', { name: dayLabel(today), exact: true }).click();
      await page.waitForURL(
        new RegExp(`[?&]joined=${firstOfMonth === today ? today : `${firstOfMonth}\\.\\.${today}`}$`),
      );

      // Every user whose account the server keeps as created on those days, as the records and the kept times say.
      const created = ((await storedRecord(accountCreationTimesPath)) ?? {}) as Record<string, unknown>;
      const joinedIds = Object.entries(created)
        .filter(([, time]) => {
          const day = typeof time === 'number' ? new Date(time).toISOString().slice(0, 10) : '';
          return day >= firstOfMonth && day <= today;
        })
        .map(([id]) => id);
      const records = await Promise.all(
        [databasePaths.normalUsers, databasePaths.businessUsers].map(
          async (path) => ((await storedRecord(path)) ?? {}) as Record<string, { username: string }>,
        ),
      );
      const expected = records.flatMap((collection) =>
        joinedIds.flatMap((id) => (collection[id] ? [collection[id].username] : [])),
      );
      expect(expected).toEqual(expect.arrayContaining(joiners.map(({ record }) => record.username)));
      await waitForRange(page, expected.length);
      expect((await columnTexts(page, 3)).sort()).toEqual(expected.sort());
      const joinedDays = await columnTexts(page, joinedColumn);
      expect(joinedDays.every((day) => day >= firstOfMonth && day <= today)).toBe(true);
      expect(joinedDays).toEqual([...joinedDays].sort());
      await checkScreen(page, 'users-joined-calendar');
    } finally {
      await Promise.all(joiners.map(({ path }) => database.ref(path).remove()));
      await readModelsSettled();
    }
  });

  it("shows the user's sign-in account, and signs them out everywhere after a confirmation", async () => {
    const user = unregisteredUser();
    const page = await pages.openSignedIn(`/view_user_dashboard/${user.id}`);
    const account = page.getByRole('region', { name: 'Sign-in account' });
    await account.getByText('E-mail verified').waitFor();
    await account.getByText('Enabled', { exact: true }).waitFor();
    await checkScreen(page, 'view-user-sign-in-account');
    const before = Date.now();
    await account.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Signed out everywhere: the app asks this user', { exact: false }).waitFor();
    const { tokensValidAfterTime } = await getAuth(app).getUser(user.id);
    expect(Date.parse(tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);

    // The record as stored, for the app's developers: searched field by field.
    await page.getByRole('button', { name: `Show the record as stored (users/${user.id})` }).click();
    await page.getByText(`"username": "${user.username}"`, { exact: false }).waitFor();
    await page.getByLabel('Find in the record').fill('EMAIL');
    await page.getByText('1 field matches.').waitFor();
    await page.getByText(`email: "${user.email}"`, { exact: true }).waitFor();
    await checkScreen(page, 'view-user-raw-record');
  });

  it("disables a user's sign-in for a day with a reason, marks their row on the users screen, and enables it again", async () => {
    const user = registeredUser();
    const page = await pages.openSignedIn(`/view_user_dashboard/${user.id}`);
    const account = page.getByRole('region', { name: 'Sign-in account' });
    await account.getByRole('button', { name: 'Disable sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: "Disable this user's sign-in?" });
    // No reason, no disable.
    await expect(dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Reason').fill('Shared their account with a whole gym');
    await dialog.getByLabel('1 day').check();
    await checkScreen(page, 'disable-sign-in-dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Sign-in disabled: the user cannot sign in', { exact: false }).waitFor();
    const note = account.getByRole('alert').filter({ hasText: 'Sign-in disabled' });
    await note.getByText('Reason: Shared their account with a whole gym').waitFor();
    await note.getByText(`By ${administrator.email} on`, { exact: false }).waitFor();
    await account.getByText('Disabled', { exact: true }).waitFor();
    expect((await getAuth(app).getUser(user.id)).disabled).toBe(true);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Sign-in disabled', { exact: true }).waitFor();
    await timeline.getByText('Reason: Shared their account with a whole gym').waitFor();
    await timeline.getByText(`by ${administrator.email}`, { exact: false }).waitFor();
    await checkScreen(page, 'view-user-sign-in-disabled');

    const list = await openUserList();
    await list.getByPlaceholder('Search by username...').fill(user.username);
    await rowOf(list, user.username).getByText('Sign-in disabled', { exact: true }).waitFor();
    await checkScreen(list, 'users-sign-in-disabled');

    await rowOf(list, user.username)
      .getByRole('link', { name: /^View / })
      .click();
    const listedAccount = list.getByRole('region', { name: 'Sign-in account' });
    await listedAccount.getByRole('button', { name: 'Enable sign-in' }).click();
    await list.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const enabledNotice = list
      .getByRole('alert')
      .filter({ hasText: 'Sign-in enabled: the user can sign in again.' });
    await listedAccount.getByText('Enabled', { exact: true }).waitFor();
    await expect(listedAccount.getByRole('alert').count()).resolves.toBe(0);
    expect((await getAuth(app).getUser(user.id)).disabled).toBe(false);

    // Undo from the notification: the disable it ended is back, with its reason.
    await enabledNotice.getByRole('button', { name: 'Undo' }).click();
    await list.getByText('Sign-in disabled again, as before: the user cannot sign in.').waitFor();
    await listedAccount.getByText('Disabled', { exact: true }).waitFor();
    await listedAccount
      .getByRole('alert')
      .filter({ hasText: 'Sign-in disabled' })
      .getByText('Reason: Shared their account with a whole gym')
      .waitFor();
    expect((await getAuth(app).getUser(user.id)).disabled).toBe(true);
  });

  it("sends a password reset e-mail from the user's page, and shows where it stands", async () => {
    const user = pick(normalUsers, 5);
    await clearMessages();
    const page = await pages.openSignedIn(`/view_user_dashboard/${user.id}`);
    const account = page.getByRole('region', { name: 'Sign-in account' });
    await account.getByText('None sent from the console.').first().waitFor();
    await account.getByRole('button', { name: 'Send password reset e-mail' }).click();
    await page
      .getByRole('dialog', { name: 'Send a password reset e-mail?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page.getByText('Password reset e-mail queued', { exact: false }).waitFor();
    const { email } = await getAuth(app).getUser(user.id);
    await account.getByText(new RegExp(`^(Sent|Delivered) to ${email}`)).waitFor();
    expect(await sentRecipients()).toEqual([email?.toLowerCase()]);
    await checkScreen(page, 'view-user-password-reset-sent');
  });

  it('serves a support request end to end: finds the user, reads their timeline, sends a reset, disables sign-in for a day and undoes it from the notification', async () => {
    const user = pick(normalUsers, 7);
    const renamed = `${user.username} Jr`;
    // The app renamed the user earlier: the timeline shows it.
    await getDatabase(app).ref(`${databasePaths.normalUsers}/${user.id}/username`).set(renamed);
    const page = await openUserList();
    await page.getByPlaceholder('Search by username...').fill(renamed);
    await rowOf(page, renamed)
      .getByRole('link', { name: /^View / })
      .click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText(`Changed their username from “${user.username}” to “${renamed}”`).waitFor();

    const account = page.getByRole('region', { name: 'Sign-in account' });
    await account.getByRole('button', { name: 'Send password reset e-mail' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await timeline.getByText('Password reset e-mail sent', { exact: true }).waitFor();
    await timeline.getByText(/^(Sent|Delivered) to /).waitFor();

    await account.getByRole('button', { name: 'Disable sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: "Disable this user's sign-in?" });
    await dialog.getByLabel('Reason').fill('Asked us to pause their account');
    await dialog.getByLabel('1 day').check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Sign-in disabled: the user cannot sign in' });
    await checkScreen(page, 'disable-sign-in-undo-notice');
    await notice.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Sign-in enabled again: the user can sign in.').waitFor();
    await account.getByText('Enabled', { exact: true }).waitFor();
    expect((await getAuth(app).getUser(user.id)).disabled).toBe(false);
    await timeline.getByText('Sign-in enabled', { exact: true }).waitFor();
    await timeline.getByText('Reason: Asked us to pause their account').waitFor();
    await checkScreen(page, 'view-user-timeline');
  });

  it("links each action on a user's timeline to its Activity entry, whose Undo is the server's", async () => {
    const user = pick(normalUsers, 8);
    const page = await pages.openSignedIn(`/view_user_dashboard/${user.id}`);
    const account = page.getByRole('region', { name: 'Sign-in account' });
    await account.getByRole('button', { name: 'Disable sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: "Disable this user's sign-in?" });
    await dialog.getByLabel('Reason').fill('Chargeback under review');
    await dialog.getByLabel('7 days').check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByRole('link', { name: /^Activity entry: Sign-in disabled, / }).click();

    await page.getByRole('heading', { name: 'Activity entry', level: 1 }).waitFor();
    const entry = page.getByRole('table', { name: 'Activity entry' });
    await page.getByRole('heading', { name: 'Disable sign in' }).waitFor();
    await entry.getByText('Chargeback under review', { exact: true }).waitFor();
    await entry.getByText(administrator.email, { exact: true }).waitFor();
    await entry.getByText(`accounts/${user.id}`, { exact: true }).waitFor();
    await checkScreen(page, 'activity-entry');
    await page.getByRole('button', { name: /^Undo disable sign in of / }).click();
    await page.getByText('Sign-in enabled again: the user can sign in.').waitFor();
    expect((await getAuth(app).getUser(user.id)).disabled).toBe(false);
  });

  it('approves the selected business users: the e-mails go out and the status turns Approved live', async () => {
    const [first, second] = [pick(demo.waiting, 0), pick(demo.waiting, 1)];
    await clearMessages();
    const page = await openUserList('?type=Business+User');
    await page.getByRole('checkbox', { name: `Select ${first.username}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second.username}` }).check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();

    await page.getByText(successMessages.usersApproved, { exact: true }).waitFor();
    await rowOf(page, first.username).getByText('Approved', { exact: true }).waitFor();
    await rowOf(page, second.username).getByText('Approved', { exact: true }).waitFor();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('No users selected');
    expect((await sentRecipients()).sort()).toEqual([first.email, second.email].sort());
    await expect(storedRecord(`${databasePaths.businessUsers}/${first.id}/isApproveUser`)).resolves.toBe(
      true,
    );
    await checkScreen(page, 'users-approved');
  });

  it('names who did not get the e-mail, keeps the failure on screen, and retries it', async () => {
    const failing = pick(demo.waiting, 2);
    const delivered = pick(demo.waiting, 3);
    await clearMessages();
    // Refused for this recipient alone (400), as SendGrid refuses an address: the other e-mail still goes.
    await failSendsTo(failing.email, { status: 400 });
    const page = await openUserList('?type=Business+User');
    await page.getByRole('checkbox', { name: `Select ${failing.username}` }).check();
    await page.getByRole('checkbox', { name: `Select ${delivered.username}` }).check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();

    await page
      .getByText(`Failed to send email. Approved, but not e-mailed: ${failing.username} (${failing.email}).`)
      .waitFor();
    await page.getByText(successMessages.usersApproved, { exact: true }).waitFor();
    const failures = page.getByRole('region', { name: 'Failed to send email.' });
    await failures.getByText('Failed to send email.', { exact: true }).waitFor();
    await failures.getByText(`${failing.username} (${failing.email}):`, { exact: false }).waitFor();
    await rowOf(page, failing.username).getByText('Approved', { exact: true }).waitFor();
    expect(await sentRecipients()).toEqual([delivered.email]);
    await checkScreen(page, 'users-email-failed');

    await clearFailure(failing.email);
    await failures.getByRole('button', { name: 'Retry sending' }).click();
    await page.getByText(`Approval e-mail sent to ${failing.username}.`, { exact: true }).waitFor();
    await failures.waitFor({ state: 'detached' });
    expect((await sentRecipients()).sort()).toEqual([delivered.email, failing.email].sort());
    // The user's page says where its approval e-mail stands, from the outbox: in the record's Approval e-mail, and
    // on the timeline's row of the retry that sent it.
    const view = await pages.openSignedIn(`/view_user_dashboard/${failing.id}`);
    await view.locator('dl').getByText(`Sent to ${failing.email} on `, { exact: false }).waitFor();
    const timeline = view.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Approval e-mail sent again', { exact: true }).waitFor();
    await timeline.getByText(`Sent to ${failing.email} on `, { exact: false }).waitFor();
    await checkScreen(view, 'view-user-approval-email');
  });

  it("deletes one user from their row only after confirming: Cancel keeps them, Undo brings them back, and the team's own account is refused", async () => {
    const user = pick(normalUsers, 2);
    const page = await openUserList(`?search=${encodeURIComponent(user.username)}`);
    await page.getByRole('button', { name: `Delete ${user.username}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure to delete this user?').waitFor();
    await dialog.getByText(`${user.username} (${user.email})`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(storedRecord(`${databasePaths.normalUsers}/${user.id}`)).resolves.not.toBeNull();
    await expect(rowOf(page, user.username).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: `Delete ${user.username}` }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Moved 1 user to the trash: ${user.username}.`, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No users match the search and filter.').waitFor();
    await expect(storedRecord(`${databasePaths.normalUsers}/${user.id}`)).resolves.toBeNull();

    // The notification offers Undo for ten seconds: the user comes back from the trash.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Moved 1 user to the trash' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await page.getByText('Restored 1 user.', { exact: true }).waitFor();
    await rowOf(page, user.username).waitFor();
    await expect(storedRecord(`${databasePaths.normalUsers}/${user.id}`)).resolves.not.toBeNull();

    // The administrator's own account, which the app lists as a user too: the server refuses, and it stays.
    const own = await getAuth(app).getUserByEmail(administrator.email);
    const ownPath = `${databasePaths.normalUsers}/${own.uid}`;
    const database = getDatabase(app);
    try {
      await database
        .ref(ownPath)
        .set({ username: 'Demo Administrator', email: administrator.email, userType: 'normal' });
      await page.getByPlaceholder('Search by username...').fill('Demo Administrator');
      await page.getByRole('button', { name: 'Delete Demo Administrator' }).click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(teamAccountMessage, { exact: true }).waitFor();
      await expect(storedRecord(ownPath)).resolves.not.toBeNull();
      await expect(rowOf(page, 'Demo Administrator').isVisible()).resolves.toBe(true);
    } finally {
      await database.ref(ownPath).remove();
    }
  });

  it('moves the selected users to the trash after a popup that names them; the Trash screen restores one and deletes the other forever', async () => {
    const normal = pick(normalUsers, 3);
    const business = pick(demo.approved, 1);
    const storedNormal = await storedRecord(`${databasePaths.normalUsers}/${normal.id}`);
    const page = await openUserList();
    await page.getByPlaceholder('Search by username...').fill(normal.username);
    await page.getByRole('checkbox', { name: `Select ${normal.username}` }).check();
    await page.getByPlaceholder('Search by username...').fill(business.username);
    await page.getByRole('checkbox', { name: `Select ${business.username}` }).check();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('2 users selected, 1 on this page');

    await page.getByRole('button', { name: 'Delete Selected Users' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure to delete all users?').waitFor();
    await dialog
      .getByText('This moves these 2 users to the trash and disables their sign-in accounts:', {
        exact: true,
      })
      .waitFor();
    await dialog
      .getByText('Deleted users can be restored from the Trash for 30 days.', { exact: true })
      .waitFor();
    const listed = await dialog.locator('li').allTextContents();
    expect(listed.sort()).toEqual(
      [`${normal.username} (${normal.email})`, `${business.username} (${business.email})`].sort(),
    );
    await checkScreen(page, 'users-delete-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await page.getByText(/^Moved 2 users to the trash: /).waitFor();
    await expect.poll(() => selectionSummary(page).textContent()).toBe('No users selected');
    await expect(storedRecord(`${databasePaths.normalUsers}/${normal.id}`)).resolves.toBeNull();
    await expect(storedRecord(`${databasePaths.businessUsers}/${business.id}`)).resolves.toBeNull();
    expect((await getAuth(app).getUser(normal.id)).disabled).toBe(true);

    // The Trash screen, one click from the list: newest first, with who deleted them and until when.
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    await rowOf(page, normal.username).waitFor();
    await rowOf(page, business.username).waitFor();
    await expect(rowOf(page, normal.username).textContent()).resolves.toContain(`by ${administrator.email}`);
    await checkScreen(page, 'users-trash');

    await page.getByRole('button', { name: `Restore ${normal.username}` }).click();
    await page.getByText(`Restored 1 user: ${normal.username}.`, { exact: true }).waitFor();
    await rowOf(page, normal.username).waitFor({ state: 'detached' });
    await expect(storedRecord(`${databasePaths.normalUsers}/${normal.id}`)).resolves.toEqual(storedNormal);
    expect((await getAuth(app).getUser(normal.id)).disabled).toBe(false);

    // The page of a deleted user says where they are, and leads back to the trash.
    const view = await pages.openSignedIn(`/view_user_dashboard/${business.id}`);
    await view.getByText('This user is in the trash').waitFor();
    await view.getByText(`by ${administrator.email} and is deleted for good on `, { exact: false }).waitFor();
    await checkScreen(view, 'view-user-in-trash');
    await view.getByRole('link', { name: 'Open the Trash' }).click();
    await rowOf(view, business.username).waitFor();

    await page.getByRole('checkbox', { name: `Select ${business.username}` }).check();
    await page.getByRole('button', { name: 'Delete Selected Forever' }).click();
    const forever = page.getByRole('dialog', { name: 'Delete this user forever?' });
    await forever.getByText(`${business.username} (${business.email})`).waitFor();
    await forever.getByText('This cannot be undone.').waitFor();
    await forever.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Deleted 1 user forever: ${business.username}.`, { exact: true }).waitFor();
    await rowOf(page, business.username).waitFor({ state: 'detached' });
    await expect(getAuth(app).getUser(business.id)).rejects.toThrow();

    // Back to the page of the user deleted for good: no record is left, in the collections or the trash.
    await view.goBack();
    await view.getByText('User not found').waitFor();
    await view
      .getByText(`There is no user with the id “${business.id}”. They may have been deleted.`)
      .waitFor();
    await checkScreen(view, 'view-user-not-found');

    // Back to the list: the restored user is listed again.
    await page.getByRole('link', { name: 'Back to Manage User Dashboard' }).click();
    await page.getByPlaceholder('Search by username...').fill(normal.username);
    await rowOf(page, normal.username).waitFor();
  });

  it('asks for the password again before deleting forever with a sign-in older than 15 minutes', async () => {
    const user = pick(normalUsers, 4);
    await callAs(administrator, 'deleteUsers', { userIds: [user.id] });
    const page = await pages.openSignedIn('/manage_user_dashboard/trash');
    // The token the console signed in with, made 16 minutes older on its way to the server: the emulators accept
    // the Auth emulator's unsigned tokens, and a sign-in cannot be made in the past. A token taken after the
    // password is entered again passes unchanged.
    let signedInToken: string | undefined;
    await page.route('**/deleteUsersForever', async (route) => {
      const headers = route.request().headers();
      if (route.request().method() !== 'POST' || !headers.authorization) return route.continue();
      signedInToken ??= headers.authorization;
      if (headers.authorization !== signedInToken) return route.continue();
      return route.continue({
        headers: { ...headers, authorization: signedInMinutesEarlier(headers.authorization, 16) },
      });
    });

    async function deleteForever() {
      await page.getByRole('checkbox', { name: `Select ${user.username}` }).check();
      await page.getByRole('button', { name: 'Delete Selected Forever' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this user forever?' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      const passwordDialog = page.getByRole('dialog', { name: 'Confirm it is you' });
      await passwordDialog.getByText(accessMessages.recentSignInRequired).waitFor();
      return passwordDialog;
    }

    // Cancel: nothing is deleted, and nothing is reported.
    const cancelled = await deleteForever();
    await cancelled.getByRole('button', { name: 'Cancel' }).click();
    await cancelled.waitFor({ state: 'detached' });
    await rowOf(page, user.username).waitFor();
    expect(await storedRecord(trashedUserPath(user.id))).not.toBeNull();
    expect((await getAuth(app).getUser(user.id)).disabled).toBe(true);

    const passwordDialog = await deleteForever();
    await checkScreen(page, 'users-trash-password-again');
    await passwordDialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await passwordDialog.getByRole('button', { name: 'Confirm' }).click();
    await passwordDialog.getByText(loginMessages.wrongPassword).waitFor();
    await passwordDialog.getByLabel('Password', { exact: true }).fill(administrator.password);
    await passwordDialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Deleted 1 user forever: ${user.username}.`, { exact: true }).waitFor();
    await rowOf(page, user.username).waitFor({ state: 'detached' });
    await expect(getAuth(app).getUser(user.id)).rejects.toThrow();
  });

  it('keeps the page of the trash in the address: a reload shows it again, and Back returns to the newest', async () => {
    // Fifty-five deletions newer than any other: the newest page shows 54 to 5, the next one starts at 4.
    const inAWeek = Date.now() + 7 * dayMs;
    const trashed = Array.from({ length: 55 }, (_, index) => ({
      id: `zz-trash-page-${String(index).padStart(2, '0')}`,
      username: `Zz Trash Page ${String(index).padStart(2, '0')}`,
      deletedAt: inAWeek + index,
    }));
    await getDatabase(app)
      .ref()
      .update(
        Object.fromEntries(
          trashed.map(({ id, username, deletedAt }) => [
            trashedUserPath(id),
            {
              username,
              email: `${id}@example.com`,
              collections: [databasePaths.normalUsers],
              deletedAt,
              deletedBy: { uid: 'zz-admin' },
              account: 'none',
            },
          ]),
        ),
      );
    const page = await pages.openSignedIn('/manage_user_dashboard/trash');
    const firstRow = page.locator('tbody tr').first();
    await expect.poll(() => firstRow.textContent()).toContain('Zz Trash Page 54');
    await page.getByRole('button', { name: 'Older' }).click();
    await expect.poll(() => firstRow.textContent()).toContain('Zz Trash Page 04');
    expect(new URL(page.url()).searchParams.get('olderThan')).toBe(`${inAWeek + 5}:zz-trash-page-05`);
    await page.reload();
    await expect.poll(() => firstRow.textContent()).toContain('Zz Trash Page 04');
    await page.goBack();
    await expect.poll(() => firstRow.textContent()).toContain('Zz Trash Page 54');
    // The same from the command palette.
    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Command palette' }).fill('older deletions');
    await page.getByRole('button', { name: 'Show older deletions' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstRow.textContent()).toContain('Zz Trash Page 04');
  });
});

// An Auth emulator ID token (unsigned) as a `Bearer` header, with its sign-in moved `minutes` earlier.
function signedInMinutesEarlier(authorization: string, minutes: number): string {
  const [header = '', payload = ''] = authorization.replace(/^Bearer /, '').split('.');
  const claims = z
    .object({ auth_time: z.number() })
    .loose()
    .parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
  const aged = Buffer.from(
    JSON.stringify({ ...claims, auth_time: claims.auth_time - minutes * 60 }),
  ).toString('base64url');
  return `Bearer ${header}.${aged}.`;
}
