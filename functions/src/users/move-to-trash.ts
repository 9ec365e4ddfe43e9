import {
  type DeleteUsersOutput,
  type TrashedCollection,
  type TrashedUser,
  trashedCollections,
  trashedRecordsPath,
  trashedUserPath,
  userTrashRetentionPath,
} from '@management-center/contract';
import { userTrashRetentionDays } from '../platform/config.ts';
import { database } from '../platform/firebase.ts';
import type { Actor, UseCaseResult } from '../platform/team-callable.ts';
import { storedTree } from './stored-tree.ts';
import { disableTrashedAccounts, idsWithAccount } from './trash-accounts.ts';

type MoveOutcomes = Omit<DeleteUsersOutput, 'teamAccountsSkipped'>;

// A user's records as stored, by the collection each was found in.
type StoredRecords = Partial<Record<TrashedCollection, unknown>>;

function textField(records: StoredRecords, field: string): string {
  for (const record of Object.values(records)) {
    const value = (record as Record<string, unknown> | null)?.[field];
    if (typeof value === 'string') return value;
  }
  return '';
}

async function readRecords(userId: string): Promise<StoredRecords> {
  const realtimeDatabase = await database();
  const snapshots = await Promise.all(
    trashedCollections.map((collection) => realtimeDatabase.ref(`${collection}/${userId}`).get()),
  );
  const records: StoredRecords = {};
  trashedCollections.forEach((collection, index) => {
    const snapshot = snapshots[index];
    if (snapshot?.exists()) records[collection] = storedTree(snapshot);
  });
  return records;
}

/**
 * Moves the records of `userIds` (at most maxIdsPerCall) from both collections to the trash, in one multi-path
 * update with their trash rows, then disables their sign-in accounts, and those the trash still owes from an
 * earlier deletion. An id the trash already holds keeps its record where it is: overwriting the kept one would
 * lose the records of the earlier deletion.
 */
export async function moveUsersToTrash(
  userIds: string[],
  actor: Actor,
): Promise<UseCaseResult<MoveOutcomes>> {
  const realtimeDatabase = await database();
  const [records, inTrash, withAccount] = await Promise.all([
    Promise.all(userIds.map(readRecords)),
    Promise.all(
      userIds.map(async (userId) => (await realtimeDatabase.ref(trashedUserPath(userId)).get()).exists()),
    ),
    idsWithAccount(userIds),
  ]);
  const deletedAt = Date.now();
  const deletedBy = actor.email === null ? { uid: actor.uid } : { uid: actor.uid, email: actor.email };
  const moved: string[] = [];
  const alreadyInTrash: string[] = [];
  const notFound: string[] = [];
  const targets: string[] = [];
  const update: Record<string, unknown> = {};
  userIds.forEach((userId, index) => {
    const found = records[index] ?? {};
    const collections = trashedCollections.filter((collection) => collection in found);
    if (collections.length === 0) notFound.push(userId);
    else if (inTrash[index]) alreadyInTrash.push(userId);
    else {
      moved.push(userId);
      const row: TrashedUser = {
        username: textField(found, 'username'),
        email: textField(found, 'email'),
        collections,
        deletedAt,
        deletedBy,
        account: withAccount.has(userId) ? 'to-disable' : 'none',
      };
      update[trashedUserPath(userId)] = row;
      update[trashedRecordsPath(userId)] = found;
      for (const collection of collections) {
        update[`${collection}/${userId}`] = null;
        targets.push(`${collection}/${userId}`);
      }
    }
  });
  if (moved.length > 0) {
    update[userTrashRetentionPath] = userTrashRetentionDays.value();
    await realtimeDatabase.ref().update(update);
  }
  // After the move: a failure is reported, and the cleanup disables what is still owed. A user the trash held
  // before is owed it still when an earlier deletion stopped short (a crash, an outage): calling again finishes it.
  const inTrashAfter = userIds.filter((userId, index) => moved.includes(userId) || inTrash[index]);
  const accountFailures = await disableTrashedAccounts(
    inTrashAfter.filter((userId) => withAccount.has(userId)),
  );
  return { output: { deleted: moved, notFound, alreadyInTrash, accountFailures }, targets };
}
