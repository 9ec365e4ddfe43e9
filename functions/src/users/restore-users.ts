import { isDeepStrictEqual } from 'node:util';
import {
  callableNames,
  type TrashedCollection,
  trashedCollections,
  trashedRecordsPath,
  trashedUserPath,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { database } from '../platform/firebase.ts';
import { hasPrototypeKey } from '../platform/prototype-key.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { storedTree } from './stored-tree.ts';
import { enableAccounts } from './trash-accounts.ts';

type KeptRecords = Partial<Record<TrashedCollection, unknown>>;

type RecordsOutcome = 'restored' | 'idInUse' | 'notInTrash';

async function keptRecords(realtimeDatabase: Database, userId: string): Promise<KeptRecords | undefined> {
  const [row, records] = await Promise.all([
    realtimeDatabase.ref(trashedUserPath(userId)).get(),
    realtimeDatabase.ref(trashedRecordsPath(userId)).get(),
  ]);
  if (!row.exists() || !records.exists()) return undefined;
  const kept: KeptRecords = {};
  for (const collection of trashedCollections) {
    const record = records.child(collection);
    if (record.exists()) kept[collection] = storedTree(record);
  }
  return kept;
}

// Stored exactly as kept: a restore cut short and done again finds its own records back, not a reused id.
async function storedAs(
  realtimeDatabase: Database,
  path: string,
  record: unknown,
): Promise<boolean | undefined> {
  const stored = await realtimeDatabase.ref(path).get();
  return stored.exists() ? isDeepStrictEqual(storedTree(stored), record) : undefined;
}

// Writes the record only into an empty place, by a transaction that always answers a value (an undefined on the
// SDK's cached, possibly stale, value would end it unasked) and decides by its last run. A transaction sends the
// SDK's export of what it writes, where a child named `__proto__` is lost; an update sends its payload as given,
// so such a record's children are written again by one, once the place is known to be the record's.
async function restoreInto(realtimeDatabase: Database, path: string, record: unknown): Promise<void> {
  const place = realtimeDatabase.ref(path);
  let written = false;
  await place.transaction((current: unknown) => {
    written = current === null;
    return written ? record : current;
  });
  if (written && hasPrototypeKey(record)) {
    const children = Object.entries(record as object).filter(([key]) => key !== '.priority');
    await place.update(Object.fromEntries(children));
  }
}

/**
 * Puts back every kept record of the user where none is stored now, each by a transaction that writes only into
 * an empty place: a record the app wrote meanwhile is never overwritten. Answers whether the user's records are
 * all back as they were.
 */
async function restoreRecords(realtimeDatabase: Database, userId: string): Promise<RecordsOutcome> {
  const kept = await keptRecords(realtimeDatabase, userId);
  if (!kept) return 'notInTrash';
  const places = Object.entries(kept).map(([collection, record]) => ({
    path: `${collection}/${userId}`,
    record,
  }));
  const before = await Promise.all(
    places.map(({ path, record }) => storedAs(realtimeDatabase, path, record)),
  );
  if (before.includes(false)) return 'idInUse';
  for (const { path, record } of places) await restoreInto(realtimeDatabase, path, record);
  const after = await Promise.all(places.map(({ path, record }) => storedAs(realtimeDatabase, path, record)));
  return after.every((restored) => restored === true) ? 'restored' : 'idInUse';
}

export const restoreUsers = teamCallable(callableNames.restoreUsers, async ({ userIds }) => {
  const realtimeDatabase = await database();
  const outcomes = await Promise.all(userIds.map((userId) => restoreRecords(realtimeDatabase, userId)));
  const withOutcome = (outcome: RecordsOutcome) => userIds.filter((_, index) => outcomes[index] === outcome);
  const back = withOutcome('restored');
  const accountFailures = await enableAccounts(back);
  // A user whose account could not be enabled stays in the trash too, so that restoring again retries it.
  const failed = new Set(accountFailures.map(({ userId }) => userId));
  const restored = back.filter((userId) => !failed.has(userId));
  if (restored.length > 0) {
    await realtimeDatabase.ref().update(
      Object.fromEntries(
        restored.flatMap((userId) => [
          [trashedUserPath(userId), null],
          [trashedRecordsPath(userId), null],
        ]),
      ),
    );
  }
  return {
    output: {
      restored,
      idInUse: withOutcome('idInUse'),
      notInTrash: withOutcome('notInTrash'),
      accountFailures,
    },
    targets: back.map(trashedUserPath),
  };
});
