// @vitest-environment happy-dom
import { type AuditEntry, databasePaths, type RestoreUsersOutput } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressBar } from '../../../test-support/address-bar.tsx';
import { callsSent } from '../../../test-support/callables.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { renderInConsole } from '../../../test-support/render.tsx';
import { invokeCallable, streamCallable } from '../../lib/callables/callables.ts';
import { ActivityPage } from './ActivityPage.tsx';
import { formatActivityTime } from './audit-log.ts';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/firebase/firebase-database.ts', () => import('../../../test-support/firebase-handles.ts'));
// The log is read through the SDK's queries (api/live-audit-log.ts): they answer from `storedData` as the database
// would, ordered by the child named and then by key, filtered by equalTo, the last `limitToLast` of them.
vi.mock('firebase/database', async () => {
  const { storedData } = await import('../../../test-support/live-database.ts');
  interface LogRead {
    path: string;
    child?: string;
    equalTo?: unknown;
    limit?: number;
  }
  type Child = [key: string, value: Record<string, unknown>];
  const order = (value: unknown) => (typeof value === 'number' ? value : Number.NEGATIVE_INFINITY);
  function childrenOf({ path, child = '', equalTo, limit }: LogRead): Child[] {
    const node = storedData.read(path);
    const children = Object.entries(typeof node === 'object' && node !== null ? node : {}) as Child[];
    return children
      .filter(([, value]) => equalTo === undefined || (value[child] ?? null) === equalTo)
      .sort(([firstKey, first], [secondKey, second]) => {
        return order(first[child]) - order(second[child]) || firstKey.localeCompare(secondKey);
      })
      .slice(limit === undefined ? 0 : -limit);
  }
  return {
    ref: (_database: unknown, path: string): LogRead => ({ path }),
    orderByChild: (child: string) => ({ child }),
    equalTo: (value: unknown) => ({ equalTo: value }),
    limitToLast: (limit: number) => ({ limit }),
    query: (log: LogRead, ...constraints: Partial<LogRead>[]): LogRead =>
      Object.assign({}, log, ...constraints),
    get: async (read: LogRead) => ({
      forEach: (visit: (child: { key: string; val: () => unknown }) => void) => {
        for (const [key, value] of childrenOf(read)) visit({ key, val: () => value });
      },
    }),
    onValue: () => () => undefined,
  };
});

const firstAt = Date.UTC(2026, 3, 1, 9);

// Entries a minute apart, keyed in the order they were made, as push ids are.
function storeLog(entries: Partial<AuditEntry>[]) {
  entries.forEach((entry, index) => {
    storedData.set(`${databasePaths.auditLog}/entry-${String(index).padStart(3, '0')}`, {
      actorUid: 'admin-1',
      actorEmail: 'admin@example.com',
      targets: [],
      outcome: 'succeeded',
      action: 'updateContent',
      at: firstAt + index * 60_000,
      ...entry,
    });
  });
}

// The address the screen shows, and the browser's Back.
async function renderActivity(at = '/activity') {
  const rendered = renderInConsole(
    <>
      <ActivityPage />
      <AddressBar />
    </>,
    { at },
  );
  await screen.findByRole('table', { name: 'Audit log' });
  return rendered;
}

function addressShown(): string {
  return screen.getByRole('status', { name: 'Address' }).textContent ?? '';
}

// The Action column of each entry listed, newest first.
function actionsShown(): string[] {
  const rows = within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

async function chooseView(user: UserEvent, label: 'Changes' | 'All calls') {
  await user.click(within(screen.getByRole('radiogroup', { name: 'Entries shown' })).getByLabelText(label));
}

const aSearchAndTwoChanges: Partial<AuditEntry>[] = [
  { action: 'deleteUsers', targets: [`${databasePaths.normalUsers}/u1`] },
  { action: 'searchUsers', changedNothing: true },
  { action: 'updateContent', outcome: 'failed', errorCode: 'internal' },
];

describe('the audit log', () => {
  it('lists the changes, newest first, and every call once chosen, kept in the address where Back returns', async () => {
    storeLog(aSearchAndTwoChanges);
    const { user } = await renderActivity();
    expect(actionsShown()).toEqual(['Update content', 'Delete users']);
    expect(addressShown()).toBe('');

    await chooseView(user, 'All calls');
    await screen.findByText('Search users');
    expect(actionsShown()).toEqual(['Update content', 'Search users', 'Delete users']);
    expect(addressShown()).toBe('?view=everything');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await expect.poll(actionsShown).toEqual(['Update content', 'Delete users']);
    expect(addressShown()).toBe('');
  });

  it('opens on the view a link names', async () => {
    storeLog(aSearchAndTwoChanges);
    await renderActivity('/activity?view=everything');
    await screen.findByText('Search users');
    expect(actionsShown()).toEqual(['Update content', 'Search users', 'Delete users']);
  });

  it('opens on the changes for a view the address does not know', async () => {
    storeLog(aSearchAndTwoChanges);
    await renderActivity('/activity?view=all');
    expect(actionsShown()).toEqual(['Update content', 'Delete users']);
  });

  it('shows older entries a page at a time, and another view starts again from its newest', async () => {
    storeLog(Array.from({ length: 30 }, () => ({ action: 'updateContent' })));
    const { user } = await renderActivity();
    screen.getByText('Showing the 25 most recent entries.');

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await screen.findByText('Showing the 30 most recent entries.');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();

    await chooseView(user, 'All calls');
    await screen.findByText('Showing the 25 most recent entries.');
  });

  it('undoes a deletion from its entry by restoring the users it moved to the trash', async () => {
    const restored: RestoreUsersOutput = {
      restored: ['u1', 'u2'],
      idInUse: [],
      notInTrash: [],
      accountFailures: [],
    };
    vi.mocked(invokeCallable).mockResolvedValue(restored);
    const { normalUsers, businessUsers } = databasePaths;
    // A deeper path is a part of a record, not a user the deletion moved.
    storeLog([
      {
        action: 'deleteUsers',
        targets: [`${normalUsers}/u1`, `${businessUsers}/u2`, `${normalUsers}/u1/feedback`],
      },
    ]);
    const { user } = await renderActivity();

    await user.click(
      screen.getByRole('button', { name: `Undo delete users of ${formatActivityTime(firstAt)}` }),
    );

    await screen.findByText('Restored 2 users.');
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      { name: 'restoreUsers', input: { userIds: ['u1', 'u2'] } },
    ]);
  });

  it('exports the entries of the view shown', async () => {
    vi.mocked(streamCallable).mockReturnValue(new Promise(() => undefined));
    storeLog(aSearchAndTwoChanges);
    const { user } = await renderActivity('/activity?view=everything');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV, for spreadsheets' }));
    expect(callsSent(vi.mocked(streamCallable))).toEqual([
      { name: 'exportActivity', input: { view: 'everything', format: 'csv' } },
    ]);
  });
});
