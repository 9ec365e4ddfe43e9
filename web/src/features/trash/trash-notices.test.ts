import { describe, expect, it } from 'vitest';
import { deleteForeverNotices, restoreNotices } from './trash-notices.ts';

const names: Record<string, string> = { a: 'Acme Gym', b: 'Blue Fit', c: 'Core Club' };
const nameOf = (id: string) => names[id] ?? id;

describe('restoreNotices', () => {
  it('names the users restored, those whose id the app reused, and accounts not enabled', () => {
    expect(
      restoreNotices(
        {
          restored: ['a', 'b'],
          idInUse: ['c'],
          notInTrash: [],
          accountFailures: [{ userId: 'b', message: 'Quota exceeded.' }],
        },
        nameOf,
      ),
    ).toEqual([
      { kind: 'success', message: 'Restored 2 users: Acme Gym and Blue Fit.' },
      {
        kind: 'failure',
        message:
          'Core Club was not restored: the app has written a new record under the same id since, and it is not overwritten.',
      },
      {
        kind: 'failure',
        message:
          'The records of Blue Fit are back, but the sign-in account could not be enabled: Quota exceeded. Restore again to retry.',
      },
    ]);
  });
});

describe('deleteForeverNotices', () => {
  it('names the users deleted forever, the accounts kept for a reused id, and those gone meanwhile', () => {
    expect(
      deleteForeverNotices(
        { deleted: ['a'], accountKept: ['b'], notInTrash: ['c'], accountFailures: [] },
        nameOf,
      ),
    ).toEqual([
      { kind: 'success', message: 'Deleted 1 user forever: Acme Gym.' },
      {
        kind: 'success',
        message:
          'Deleted the kept records of Blue Fit forever. The sign-in account is kept: a user of the app has the id again.',
      },
      { kind: 'success', message: 'Core Club is no longer in the trash.' },
    ]);
  });
});
