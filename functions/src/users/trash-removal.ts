import {
  accountCreationTimesPath,
  type DeleteUsersForeverOutput,
  signInBlockPath,
  trashedCollections,
  trashedRecordsPath,
  trashedUserPath,
  userTimelineOf,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { deleteAccounts } from './trash-accounts.ts';

type TrashState = 'notInTrash' | 'idInUse' | 'unused';

async function trashState(realtimeDatabase: Database, userId: string): Promise<TrashState> {
  const [row, ...records] = await Promise.all([
    realtimeDatabase.ref(trashedUserPath(userId)).get(),
    ...trashedCollections.map((collection) => realtimeDatabase.ref(`${collection}/${userId}`).get()),
  ]);
  if (!row.exists()) return 'notInTrash';
  return records.some((record) => record.exists()) ? 'idInUse' : 'unused';
}

/**
 * Deletes for good what the trash keeps of the users, and their sign-in accounts: the accounts first, so that a
 * run cut short leaves the users in the trash and running again finishes it. An account is left when a user of
 * the app holds the id again (a reused id, or a restore): it is theirs now.
 */
export async function deleteTrashedUsers(
  realtimeDatabase: Database,
  userIds: readonly string[],
): Promise<DeleteUsersForeverOutput> {
  const states = await Promise.all(userIds.map((userId) => trashState(realtimeDatabase, userId)));
  const withState = (state: TrashState) => userIds.filter((_, index) => states[index] === state);
  const accountKept = withState('idInUse');
  const accountFailures = await deleteAccounts(withState('unused'));
  const failed = new Set(accountFailures.map(({ userId }) => userId));
  const deleted = withState('unused').filter((userId) => !failed.has(userId));
  const removed = [...deleted, ...accountKept];
  // The block, the timeline and the creation time of a deleted account go with it; a kept account keeps its own.
  if (removed.length > 0) {
    await realtimeDatabase.ref().update(
      Object.fromEntries([
        ...removed.flatMap((userId) => [
          [trashedUserPath(userId), null],
          [trashedRecordsPath(userId), null],
        ]),
        ...deleted.flatMap((userId) => [
          [signInBlockPath(userId), null],
          [userTimelineOf(userId), null],
          [`${accountCreationTimesPath}/${userId}`, null],
        ]),
      ]),
    );
  }
  return { deleted, accountKept, notInTrash: withState('notInTrash'), accountFailures };
}
