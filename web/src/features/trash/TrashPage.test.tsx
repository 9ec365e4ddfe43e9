// @vitest-environment happy-dom
import {
  type DeleteUsersForeverOutput,
  type RestoreUsersOutput,
  type Role,
  trashedUserPath,
  userTrashRetentionPath,
} from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressBar } from '../../../test-support/address-bar.tsx';
import { callsSent } from '../../../test-support/callables.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { renderInConsole } from '../../../test-support/render.tsx';
import { invokeCallable } from '../../lib/callables/callables.ts';
import { TrashPage } from './TrashPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));

const deletedAtFirst = Date.UTC(2026, 2, 1);

// Deleted users named "User 00" onwards, each deleted a minute after the one before.
function storeTrash(count: number) {
  storedData.set(userTrashRetentionPath, 30);
  for (let index = 0; index < count; index += 1) {
    const number = String(index).padStart(2, '0');
    storedData.set(trashedUserPath(`user-${number}`), {
      username: `User ${number}`,
      email: `user${number}@example.com`,
      collections: ['users'],
      deletedAt: deletedAtFirst + index * 60_000,
      deletedBy: { uid: 'admin-1', email: 'admin@example.com' },
      account: 'disabled',
    });
  }
}

// The address the screen shows, and the browser's Back.
async function renderTrash(count: number, role: Role = 'owner') {
  storeTrash(count);
  const rendered = renderInConsole(
    <>
      <TrashPage />
      <AddressBar />
    </>,
    { at: '/manage_user_dashboard/trash', role },
  );
  // The newest deletion heads the list.
  await screen.findByText(`User ${String(count - 1).padStart(2, '0')}`);
  return rendered;
}

function addressShown(): string {
  return screen.getByRole('status', { name: 'Address' }).textContent ?? '';
}

function rowsShown(): string[] {
  return screen
    .getAllByRole('checkbox', { name: /^Select User / })
    .map((checkbox) => checkbox.getAttribute('aria-label')?.replace('Select ', '') ?? '');
}

async function select(user: UserEvent, ...names: string[]) {
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
}

const nothingRestored: RestoreUsersOutput = {
  restored: [],
  idInUse: [],
  notInTrash: [],
  accountFailures: [],
};
const nothingDeleted: DeleteUsersForeverOutput = {
  deleted: [],
  accountKept: [],
  notInTrash: [],
  accountFailures: [],
};

describe('the trash', () => {
  it('lists the deletions newest first, and keeps the page moved to in the address, where Back returns', async () => {
    const { user } = await renderTrash(52);
    const newestPage = rowsShown();
    expect(newestPage).toHaveLength(50);
    expect(newestPage.slice(0, 2)).toEqual(['User 51', 'User 50']);
    expect(addressShown()).toBe('');
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('User 00');
    expect(rowsShown()).toEqual(['User 01', 'User 00']);
    expect(addressShown()).toBe(`?olderThan=${deletedAtFirst + 2 * 60_000}%3Auser-02`);
    expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByText('User 51');
    expect(rowsShown()).toEqual(newestPage);
    expect(addressShown()).toBe('');
  });

  it('restores the users selected on the page with one call, and unticks them', async () => {
    vi.mocked(invokeCallable).mockResolvedValue({ ...nothingRestored, restored: ['user-01', 'user-03'] });
    const { user } = await renderTrash(4);
    expect(screen.getByRole('button', { name: 'Restore Selected' })).toHaveProperty('disabled', true);
    await select(user, 'User 03', 'User 01');
    screen.getByText('2 users selected');

    await user.click(screen.getByRole('button', { name: 'Restore Selected' }));

    await screen.findByText('Restored 2 users: User 01 and User 03.');
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      { name: 'restoreUsers', input: { userIds: ['user-03', 'user-01'] } },
    ]);
    expect(screen.queryByText('2 users selected')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select User 03' })).toHaveProperty('checked', false);
  });

  it('deletes a user forever only once the popup that names them is confirmed', async () => {
    vi.mocked(invokeCallable).mockResolvedValue({ ...nothingDeleted, deleted: ['user-02'] });
    const { user } = await renderTrash(3);
    await user.click(screen.getByRole('button', { name: 'Delete forever: User 02' }));
    const question = screen.getByRole('dialog', { name: 'Delete this user forever?' });
    within(question).getByText('User 02 (user02@example.com)');
    expect(invokeCallable).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('button', { name: 'Confirm' }));

    await screen.findByText('Deleted 1 user forever: User 02.');
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      { name: 'deleteUsersForever', input: { userIds: ['user-02'] } },
    ]);
  });

  it('selects the whole page from the header, and starts with none on another page', async () => {
    const { user } = await renderTrash(51);
    await user.click(screen.getByRole('checkbox', { name: 'Select all deleted users on this page' }));
    screen.getByText('50 users selected');

    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('User 00');
    expect(screen.queryByText(/users? selected$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('User 50');
    expect(screen.queryByText(/users? selected$/)).toBeNull();
    expect(addressShown()).toBe(`?newerThan=${deletedAtFirst}%3Auser-00`);
  });

  it('only lists the trash for a role that may not delete users', async () => {
    await renderTrash(2, 'support');
    expect(rowsShown()).toEqual(['User 01', 'User 00']);
    expect(screen.queryByRole('button', { name: 'Restore Selected' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore User 01' })).toBeNull();
  });
});
