// @vitest-environment happy-dom
import {
  certificationVersionOf,
  counterShardOf,
  type DeleteUsersOutput,
  dayMetricParts,
  type Role,
  readModelPaths,
  searchGramKey,
  searchListValue,
  successMessages,
  type UserKind,
  type UserTypeFilter,
  userReadModelsOf,
} from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressBar } from '../../../test-support/address-bar.tsx';
import { callsSent } from '../../../test-support/callables.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { showOnPhone } from '../../../test-support/phone-screen.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { invokeCallable, streamCallable } from '../../lib/callables/callables.ts';
import { countedFigurePath } from '../../lib/users/counted-figures.ts';
import { ManageUsersPage } from './ManageUsersPage.tsx';
import { searchWindow } from './search-window.ts';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/firebase/firebase-database.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));
vi.mock('firebase/database', () => import('../../../test-support/database-reads.ts'));

interface AppUser {
  kind: UserKind;
  id: string;
  record: Record<string, unknown>;
  // When the user's account was created, when known.
  createdAt?: number;
}

function normalUser(username: string, registered = true): AppUser {
  const id = username.toLowerCase();
  const registration = registered ? { registrationDetails: { age: 30, height: 180, weight: 75 } } : {};
  return {
    kind: 'normal',
    id,
    record: { username, email: `${id}@example.com`, userType: 'normal', ...registration },
  };
}

function businessUser(username: string, approved = false): AppUser {
  const id = username.toLowerCase();
  return {
    kind: 'business',
    id,
    record: {
      username,
      email: `${id}@example.com`,
      userType: 'business',
      isApproveUser: approved,
      businessCertification: certificationOf(id),
    },
  };
}

function certificationOf(id: string): string {
  return `https://certificates.example.com/${id}.pdf`;
}

// Three normal and three business users; Dana is approved, Anna and Bea wait, and Cole never registered.
const listedUsers = [
  normalUser('Abe'),
  businessUser('Anna'),
  businessUser('Bea'),
  normalUser('Cole', false),
  businessUser('Dana', true),
  normalUser('Hanna'),
];
const listedNames = ['Abe', 'Anna', 'Bea', 'Cole', 'Dana', 'Hanna'];

// Users counted but left out of the directory: the banner goes by the rows shown and the counts, and a page of
// fifty rows would make each of these tests many times slower.
const unlistedUsers = Array.from({ length: 50 }, (_, index) => normalUser(`Older${index}`));

function readModelsOf({ kind, id, record, createdAt }: AppUser) {
  return userReadModelsOf(kind, id, record, null, createdAt);
}

/**
 * The read models as the database triggers keep them: each user's directory entry and search lists, the size of
 * each search list, and the figures each user counts in, in the shard of its key (and the day figures' totals). `unlisted` users are counted only.
 */
function storeUsers(listed: readonly AppUser[], unlisted: readonly AppUser[] = []) {
  const tallies = new Map<string, number>();
  const tally = (path: string) => tallies.set(path, (tallies.get(path) ?? 0) + 1);
  for (const { key, entry, grams } of listed.map(readModelsOf)) {
    storedData.set(`${readModelPaths.userDirectory}/${key}`, entry);
    for (const gramKey of [...grams].map(searchGramKey)) {
      storedData.set(`${readModelPaths.userSearch}/${gramKey}/${key}`, entry && searchListValue(entry));
      tally(`${readModelPaths.searchGramCounts}/${gramKey}`);
    }
  }
  for (const { key, metrics } of [...listed, ...unlisted].map(readModelsOf)) {
    for (const metric of metrics) {
      tally(`${countedFigurePath(metric)}/${counterShardOf(key)}`);
      // A day figure's total, as the server publishes it for the charts.
      const day = dayMetricParts(metric);
      if (day) tally(`${readModelPaths.chartDays}/${day.day}/${day.series}`);
    }
  }
  for (const [path, count] of tallies) storedData.set(path, count);
}

async function renderUsers(
  listed: readonly AppUser[] = listedUsers,
  unlisted: readonly AppUser[] = [],
  role: Role = 'owner',
  at = '/',
) {
  storeUsers(listed, unlisted);
  const rendered = renderInConsole(
    <>
      <ManageUsersPage />
      <AddressBar />
    </>,
    { role, at },
  );
  await screen.findByRole('link', { name: 'View Abe' });
  return rendered;
}

function rowsShown(): string[] {
  return screen
    .getAllByRole('link', { name: /^View / })
    .map((link) => link.getAttribute('aria-label')?.replace('View ', '') ?? '');
}

// What each column of a user's row shows, by the user's name: the checkbox's cell is left out.
function rowCells(username: string): string[] {
  const row = screen.getByRole('link', { name: `View ${username}` }).closest('tr');
  if (!row) throw new Error(`No row of the table for ${username}`);
  return [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent ?? '');
}

function rowCheckbox(username: string): HTMLInputElement {
  return screen.getByRole('checkbox', { name: `Select ${username}` });
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name });
}

async function selectWholePage(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
}

async function chooseType(user: UserEvent, type: UserTypeFilter) {
  await user.click(screen.getByRole('radio', { name: type }));
}

async function chooseStatus(user: UserEvent, status: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), status);
}

async function search(user: UserEvent, text: string) {
  await replaceText(user, screen.getByRole('textbox', { name: 'Search by username' }), text);
}

function answerCount(count: number) {
  vi.mocked(invokeCallable).mockResolvedValue({ count });
}

function pageButtons(): Record<'first' | 'previous' | 'next' | 'last', boolean> {
  const disabled = (name: string) => button(name).disabled;
  return {
    first: disabled('First page'),
    previous: disabled('Previous page'),
    next: disabled('Next page'),
    last: disabled('Last page'),
  };
}

function deletionOf(deleted: string[]): DeleteUsersOutput {
  return { deleted, notFound: [], alreadyInTrash: [], accountFailures: [] };
}

describe('the users screen', () => {
  it('lists every user in name order with how many there are, none selected', async () => {
    await renderUsers();
    expect(rowsShown()).toEqual(listedNames);
    screen.getByText('Showing 1–6 of 6 users');
    screen.getByText('No users selected');
    expect(button('Delete Selected Users').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of users' })).toBeNull();
  });

  it("shows each user's type, name, e-mail, joined day and status under the table's columns", async () => {
    await renderUsers();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'User type',
      'User name',
      'Email',
      'Joined',
      'Status',
      'Actions',
    ]);
    // The status goes by the collection: Live once registered for a normal user, the approval for a business one.
    expect(rowCells('Abe')).toEqual(['normal', 'Abe', 'abe@example.com', 'Not known', 'Live', 'ViewDelete']);
    expect(rowCells('Cole')).toEqual([
      'normal',
      'Cole',
      'cole@example.com',
      'Not known',
      'Unalive',
      'ViewDelete',
    ]);
    expect(rowCells('Anna').slice(0, 2)).toEqual(['business', 'Anna']);
    expect(rowCells('Anna')[4]).toBe('Waiting for approval');
    expect(rowCells('Dana')[4]).toBe('Approved');
  });

  it('counts the rows ticked and the whole page, and Clear selection unticks them', async () => {
    const { user } = await renderUsers();
    await user.click(rowCheckbox('Abe'));
    await user.click(rowCheckbox('Cole'));
    screen.getByText('2 users selected, 2 on this page');
    expect(button('Delete Selected Users').disabled).toBe(false);
    await selectWholePage(user);
    screen.getByText('6 users selected, 6 on this page');
    // Every user is on this page: there are no more to offer.
    expect(screen.queryByText(/are selected\.$/)).toBeNull();

    await user.click(button('Clear selection'));
    screen.getByText('No users selected');
    expect(listedNames.some((name) => rowCheckbox(name).checked)).toBe(false);
    expect(button('Delete Selected Users').disabled).toBe(true);
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it('asks before Delete Selected Users, naming them, and deletes exactly those ids', async () => {
    vi.mocked(invokeCallable).mockResolvedValue(deletionOf(['abe', 'cole']));
    const { user } = await renderUsers();
    await user.click(rowCheckbox('Abe'));
    await user.click(rowCheckbox('Cole'));
    await user.click(button('Delete Selected Users'));

    const question = screen.getByRole('dialog', { name: 'Are you sure to delete all users?' });
    within(question).getByText('This moves these 2 users to the trash and disables their sign-in accounts:');
    expect(
      within(question)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Abe (abe@example.com)', 'Cole (cole@example.com)']);
    expect(invokeCallable).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));

    await screen.findByText('Moved 2 users to the trash: Abe and Cole.');
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      { name: 'deleteUsers', input: { userIds: ['abe', 'cole'] } },
    ]);
    screen.getByText('No users selected');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Approve under Business User only, and approves the ticked users not approved yet', async () => {
    vi.mocked(invokeCallable).mockResolvedValue({
      approved: ['anna', 'bea'],
      alreadyApproved: [],
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [],
      emailsQueued: [],
    });
    const { user } = await renderUsers();
    await chooseType(user, 'Business User');
    await screen.findByText('Showing 1–3 of 3 users');
    expect(rowsShown()).toEqual(['Anna', 'Bea', 'Dana']);
    expect(button('Approve').disabled).toBe(true);

    await user.click(rowCheckbox('Anna'));
    await user.click(rowCheckbox('Bea'));
    await user.click(rowCheckbox('Dana'));
    screen.getByText('3 users selected, 3 on this page, 2 waiting for approval');
    await user.click(button('Approve'));

    await screen.findByText(successMessages.usersApproved);
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      {
        name: 'approveBusinessUsers',
        // With the certification each row showed: one changed since is not approved.
        input: {
          userIds: ['anna', 'bea'],
          seen: ['anna', 'bea'].map((userId) => ({
            userId,
            version: certificationVersionOf(certificationOf(userId)),
          })),
        },
      },
    ]);
    // The approved leave the selection; Dana, approved before, stays ticked.
    screen.getByText('1 user selected, 1 on this page, 0 waiting for approval');
    expect(rowCheckbox('Dana').checked).toBe(true);
  });

  it('lists the users as cards on a phone, ticked by the same names, and approves those ticked', async () => {
    vi.mocked(invokeCallable).mockResolvedValue({
      approved: ['anna'],
      alreadyApproved: [],
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [],
      emailsQueued: [],
    });
    showOnPhone();
    const { user } = await renderUsers();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(cards).toHaveLength(listedNames.length);
    const [abe] = cards;
    if (!abe) throw new Error('No card for Abe');
    within(abe).getByText('abe@example.com');
    within(abe).getByRole('link', { name: 'View Abe' });
    within(abe).getByRole('button', { name: 'Delete Abe' });

    await chooseType(user, 'Business User');
    await screen.findByText('Showing 1–3 of 3 users');
    await user.click(rowCheckbox('Anna'));
    screen.getByText('1 user selected, 1 on this page, 1 waiting for approval');
    await user.click(button('Approve'));

    await screen.findByText(successMessages.usersApproved);
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      {
        name: 'approveBusinessUsers',
        input: {
          userIds: ['anna'],
          seen: [{ userId: 'anna', version: certificationVersionOf(certificationOf('anna')) }],
        },
      },
    ]);
  });

  it('shows a support member the users and their pages, without Approve or any Delete', async () => {
    const { user } = await renderUsers(listedUsers, [], 'support');
    await chooseType(user, 'Business User');
    await screen.findByText('Showing 1–3 of 3 users');
    expect(screen.getByRole('link', { name: 'View Anna' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Selected Users' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Anna' })).toBeNull();
  });

  it('offers every user that matches once the whole page is ticked, counted by the server', async () => {
    answerCount(56);
    const { user } = await renderUsers(listedUsers, unlistedUsers);
    await selectWholePage(user);
    screen.getByText('6 users selected, 6 on this page');
    screen.getByText('All 6 users on this page are selected.');

    await user.click(await screen.findByRole('button', { name: 'Select all 56 users that match' }));
    screen.getByText('56 users selected: all that match');
    screen.getByText('All 56 users that match are selected.');
    expect(listedNames.every((name) => rowCheckbox(name).checked)).toBe(true);
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      { name: 'countMatchingUsers', input: { matching: { search: '', type: 'All', status: 'All' } } },
    ]);
  });

  // The last page holds the six listed users (see the test of the pages below).
  it('keeps every user that matches selected on another page, where the header checkbox leaves them all', async () => {
    answerCount(56);
    const { user } = await renderUsers(listedUsers, unlistedUsers);
    await selectWholePage(user);
    await user.click(await screen.findByRole('button', { name: 'Select all 56 users that match' }));
    await user.click(button('Last page'));

    await screen.findByText('Page 2 of 2');
    screen.getByText('56 users selected: all that match');
    const wholePage = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Select all users on this page',
    });
    expect(wholePage.checked).toBe(true);
    await selectWholePage(user);
    screen.getByText('No users selected');
    expect(wholePage.checked).toBe(false);
    expect(listedNames.some((name) => rowCheckbox(name).checked)).toBe(false);
  });

  it("leaves every user that matches with the banner's Clear selection", async () => {
    answerCount(56);
    const { user } = await renderUsers(listedUsers, unlistedUsers);
    await selectWholePage(user);
    await user.click(await screen.findByRole('button', { name: 'Select all 56 users that match' }));
    await user.click(button('Clear selection'));

    screen.getByText('No users selected');
    expect(screen.queryByText(/are selected\.$/)).toBeNull();
    expect(listedNames.some((name) => rowCheckbox(name).checked)).toBe(false);
    expect(button('Delete Selected Users').disabled).toBe(true);
  });

  it('asks before deleting every user that matches, with a fresh count, and sends the search and filter', async () => {
    answerCount(56);
    vi.mocked(streamCallable).mockResolvedValue(
      deletionOf([...listedUsers, ...unlistedUsers].map(({ id }) => id)),
    );
    const { user } = await renderUsers(listedUsers, unlistedUsers);
    await selectWholePage(user);
    await user.click(await screen.findByRole('button', { name: 'Select all 56 users that match' }));
    await user.click(button('Delete Selected Users'));

    const question = screen.getByRole('dialog', { name: 'Are you sure to delete all users?' });
    await within(question).findByText(
      'This moves all 56 users to the trash and disables their sign-in accounts. Accounts of members of the team are never deleted.',
    );
    expect(streamCallable).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));

    // The answer names users by id: those of the page shown are named as the screen shows them.
    await screen.findByText('Moved 56 users to the trash: Abe, Anna, Bea, Cole, Dana and 51 more.');
    screen.getByText('No users selected');
    expect(callsSent(vi.mocked(streamCallable))).toEqual([
      { name: 'deleteUsers', input: { matching: { search: '', type: 'All', status: 'All' } } },
    ]);
    expect(callsSent(vi.mocked(invokeCallable)).map(({ name }) => name)).toEqual([
      'countMatchingUsers',
      'countMatchingUsers',
    ]);
  });

  it('lists the users whose name contains the search, keeping the selection made before', async () => {
    const { user } = await renderUsers();
    await user.click(rowCheckbox('Abe'));
    await search(user, 'AN');

    await screen.findByText('Showing 1–3 of 3 users');
    expect(rowsShown()).toEqual(['Anna', 'Dana', 'Hanna']);
    screen.getByText('1 user selected, 0 on this page');

    await chooseType(user, 'Business User');
    await screen.findByText('Showing 1–2 of 2 users');
    expect(rowsShown()).toEqual(['Anna', 'Dana']);
  });

  it('lists for a search longer than three characters only the names that contain all of it', async () => {
    // Donna and Joann are in the lists of some of the search's three-character parts, not in all.
    const { user } = await renderUsers([...listedUsers, normalUser('Donna'), normalUser('Joann')]);
    await search(user, 'anna');

    await screen.findByText('Showing 1–2 of 2 users');
    expect(rowsShown()).toEqual(['Anna', 'Hanna']);
  });

  it('lists the users of a status under the type of its collection, with how many the figures count', async () => {
    const { user } = await renderUsers();
    await chooseStatus(user, 'Waiting for approval');
    await screen.findByText('Showing 1–2 of 2 users');
    expect(rowsShown()).toEqual(['Anna', 'Bea']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Business User' }).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDefined();

    await chooseType(user, 'Normal User');
    await screen.findByText('Showing 1–3 of 3 users');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('All');
    expect(
      within(screen.getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any status', 'Live', 'Unalive']);
    await chooseStatus(user, 'Unalive');
    await screen.findByText('Showing 1–1 of 1 user');
    expect(rowsShown()).toEqual(['Cole']);

    await chooseStatus(user, 'Live');
    await search(user, 'a');
    await screen.findByText('Showing 1–2 of 2 users');
    expect(rowsShown()).toEqual(['Abe', 'Hanna']);
  });

  it('lists the users who joined on the days in the address in the order they joined, totalled by the day figures', async () => {
    const joinedOn = (user: AppUser, time: string): AppUser => ({ ...user, createdAt: Date.parse(time) });
    const [abe, anna, bea, cole, dana, hanna] = listedUsers;
    if (!abe || !anna || !bea || !cole || !dana || !hanna) throw new Error('the listed users changed');
    const joined = [
      joinedOn(cole, '2026-11-20T00:00:00Z'),
      joinedOn(bea, '2026-11-21T09:00:00Z'),
      joinedOn(abe, '2026-11-21T10:00:00Z'),
      joinedOn(anna, '2026-11-26T23:59:59.999Z'),
      joinedOn(hanna, '2026-11-27T00:00:00Z'),
      // Dana's creation time is not known: she joined on no day.
      dana,
    ];
    const { user } = await renderUsers(joined, [], 'owner', '/?joined=2026-11-20..2026-11-26');
    await screen.findByText('Showing 1–4 of 4 users');
    expect(rowsShown()).toEqual(['Cole', 'Bea', 'Abe', 'Anna']);
    expect(screen.getByRole('button', { name: /^Joined/ }).textContent).toBe('2026-11-20 – 2026-11-26');

    await chooseType(user, 'Business User');
    await screen.findByText('Showing 1–2 of 2 users');
    expect(rowsShown()).toEqual(['Bea', 'Anna']);
    await search(user, 'ann');
    await screen.findByText('Showing 1–1 of 1 user');
    expect(rowsShown()).toEqual(['Anna']);

    // A status filter lists the users of a status now, whatever day they joined: it drops the days.
    await search(user, '');
    await chooseStatus(user, 'Waiting for approval');
    await screen.findByText('Showing 1–2 of 2 users');
    expect(rowsShown()).toEqual(['Anna', 'Bea']);
    expect(screen.getByRole('button', { name: /^Joined/ }).textContent).toBe('Joined any day');
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '?type=Business+User&status=Waiting+for+approval',
    );
  });

  it('says that a search past its window found none of a status among the names it read, not that none match', async () => {
    const approvedGyms = Array.from({ length: searchWindow + 1 }, (_, index) =>
      businessUser(`Gym ${String(index).padStart(4, '0')}`, true),
    );
    const { user } = await renderUsers([...listedUsers, ...approvedGyms, businessUser('Zed Gym')]);
    await chooseStatus(user, 'Waiting for approval');
    await search(user, 'gym');
    await screen.findByText('No matches among the names read');
    screen.getByText(
      'None of the first 1,000 names of each collection the search read matches the filters: type more to narrow it.',
    );
    expect(screen.queryByText('No users match the search and filter.')).toBeNull();

    await search(user, 'zed gym');
    await screen.findByText('Showing 1–1 of 1 user');
    expect(rowsShown()).toEqual(['Zed Gym']);
  });

  it('says when nothing matches, and Show all users clears the search and the filter', async () => {
    const { user } = await renderUsers();
    await chooseType(user, 'Business User');
    await search(user, 'cole');

    await screen.findByText('No users match the search and filter.');
    screen.getByText('No matches among 3 users');
    expect(screen.queryByRole('link', { name: /^View / })).toBeNull();

    await user.click(button('Show all users'));
    await screen.findByText('Showing 1–6 of 6 users');
    expect(rowsShown()).toEqual(listedNames);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search by username' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'All' }).checked).toBe(true);
  });

  // With the fifty users left out of the directory the last page holds the six listed, which the first page shows
  // too: the rows of a page are not what this test is about.
  it('steps through the pages, each end disabling the moves past it', async () => {
    const { user } = await renderUsers(listedUsers, unlistedUsers);
    screen.getByText('Page 1 of 2');
    screen.getByText('Showing 1–6 of 56 users');
    expect(pageButtons()).toEqual({ first: true, previous: true, next: false, last: false });

    await user.click(button('Last page'));
    await screen.findByText('Page 2 of 2');
    screen.getByText('Showing 51–56 of 56 users');
    expect(pageButtons()).toEqual({ first: false, previous: false, next: true, last: true });

    await user.click(button('Previous page'));
    await screen.findByText('Page 1 of 2');
    screen.getByText('Showing 1–6 of 56 users');
  });
});
