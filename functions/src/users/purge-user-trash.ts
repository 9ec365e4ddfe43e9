import {
  trashPurgeTime,
  type UserTrashReport,
  userTrashPath,
  userTrashRetentionPath,
} from '@management-center/contract';
import type { Database, DataSnapshot } from 'firebase-admin/database';
import { disableTrashedAccounts } from './trash-accounts.ts';
import { deleteTrashedUsers } from './trash-removal.ts';

interface PurgeOptions {
  now: number;
  retentionDays: number;
  dryRun: boolean;
}

// A page stays within what one deletion may name (one Auth request deletes at most 1000 accounts).
const purgePageSize = 500;
// Accounts still to disable are left only by deletions cut short (a crash, an Auth outage): few at any time.
const owedDisablingLimit = 5000;

function keysOf(snapshot: DataSnapshot): string[] {
  const keys: string[] = [];
  snapshot.forEach((child) => {
    if (child.key !== null) keys.push(child.key);
  });
  return keys;
}

// A retention of 0 or less would empty the trash at once: a misconfiguration must stop the cleanup instead.
function purgeCutoff(now: number, retentionDays: number): number {
  if (!Number.isInteger(retentionDays) || retentionDays < 1) {
    throw new Error(
      `The user trash retention must be a whole number of days, at least 1; it is ${retentionDays}`,
    );
  }
  return now - trashPurgeTime(0, retentionDays);
}

/**
 * The users deleted before `cutoff`, a page at a time in the order of their deletion. The cursor moves past each
 * page, so a user whose account could not be deleted (left in the trash) is not read again in the same run.
 */
async function* expiredUserPages(realtimeDatabase: Database, cutoff: number): AsyncGenerator<string[]> {
  const rows = realtimeDatabase.ref(userTrashPath).orderByChild('deletedAt');
  // startAt(0) leaves out rows without a numeric `deletedAt`, which sort first: their age is unknown.
  let page = await rows.startAt(0).endBefore(cutoff).limitToFirst(purgePageSize).get();
  for (;;) {
    const keys = keysOf(page);
    if (keys.length === 0) return;
    yield keys;
    const lastKey = keys.at(-1) as string;
    const lastDeletedAt = page.child(lastKey).child('deletedAt').val() as number;
    page = await rows.startAfter(lastDeletedAt, lastKey).endBefore(cutoff).limitToFirst(purgePageSize).get();
  }
}

/**
 * The trash's part of the cleanup: deletes for good the users kept longer than the retention, and disables the
 * accounts a deletion cut short left enabled. A dry run counts them and changes nothing.
 */
export async function purgeUserTrash(
  realtimeDatabase: Database,
  options: PurgeOptions,
): Promise<UserTrashReport> {
  const { now, retentionDays, dryRun } = options;
  const cutoff = purgeCutoff(now, retentionDays);
  const owed = keysOf(
    await realtimeDatabase
      .ref(userTrashPath)
      .orderByChild('account')
      .equalTo('to-disable')
      .limitToFirst(owedDisablingLimit)
      .get(),
  );
  let deletedForever = 0;
  let accountsDisabled = owed.length;
  if (!dryRun) {
    await realtimeDatabase.ref(userTrashRetentionPath).set(retentionDays);
    accountsDisabled -= (await disableTrashedAccounts(owed)).length;
  }
  for await (const userIds of expiredUserPages(realtimeDatabase, cutoff)) {
    if (dryRun) deletedForever += userIds.length;
    else {
      const { deleted, accountKept } = await deleteTrashedUsers(realtimeDatabase, userIds);
      deletedForever += deleted.length + accountKept.length;
    }
  }
  return { deletedForever, accountsDisabled };
}
