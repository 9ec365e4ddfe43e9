import {
  accountCreationTimesPath,
  counterShardCount,
  counterShardOf,
  databasePaths,
  readModelPaths,
  signInBlocksPath,
  type UserKind,
  userReadModelsOf,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { mapWithBoundedConcurrency } from '../platform/bounded-concurrency.ts';
import type { AccountCreationLookup } from './account-creation.ts';
import { memberValue, shardRecounted, storedCounterShard } from './counter-shard.ts';
import { rebuildTotals } from './figure-totals.ts';
import type { ReadModelStore } from './read-model-store.ts';
import { searchGramCountChanges, userReadModelUpdate } from './user-read-model-update.ts';

const collections: ReadonlyArray<{ kind: UserKind; path: string }> = [
  { kind: 'normal', path: databasePaths.normalUsers },
  { kind: 'business', path: databasePaths.businessUsers },
];

const recountConcurrency = 16;

export interface BackfillProgress {
  kind: UserKind;
  users: number;
}

// A deployed app already has users: the read models are built from their records, a page at a time, each page one
// multi-path update. The counted figures are recounted from their members once at the end, one transaction per
// shard, instead of one transaction per user.
export async function backfillReadModels(
  database: Database,
  store: ReadModelStore,
  {
    pageSize = 500,
    onProgress,
    intoEmpty = false,
    lookUpAccountCreation,
  }: {
    pageSize?: number;
    onProgress?: (progress: BackfillProgress) => void;
    // The read models were just cleared and no trigger runs (the local demo seed): nothing is read back, and each
    // shard is written whole at the end instead of recounted in a transaction.
    intoEmpty?: boolean;
    // Where the creation times of accounts are found (Auth) for users whose time is not kept yet; without it,
    // only the times already kept count.
    lookUpAccountCreation?: AccountCreationLookup;
  } = {},
): Promise<{ users: number }> {
  let total = 0;
  const shardMembers = new Map<number, Record<string, string>>();
  for (const { kind, path } of collections) {
    let users = 0;
    // The next page is read while this one is indexed and written, so the database and this process work at once.
    let nextPage = recordsAfter(database, path, undefined, pageSize);
    for (;;) {
      const records = await nextPage;
      if (records.length === 0) break;
      nextPage = recordsAfter(database, path, records[records.length - 1]?.[0], pageSize);
      // Should this page's write fail, the error thrown is the write's; the read ahead must not crash the process.
      nextPage.catch(() => undefined);
      const changes: Record<string, unknown> = {};
      const gramCountChanges = new Map<string, number>();
      const [signInBlocks, creationTimes] = await Promise.all([
        childrenOfPage(database, signInBlocksPath, records),
        creationTimesOfPage(database, records, lookUpAccountCreation),
      ]);
      for (const [userId, created] of creationTimes.found) {
        changes[`${accountCreationTimesPath}/${userId}`] = created;
      }
      await Promise.all(
        records.map(async ([userId, record]) => {
          const models = userReadModelsOf(
            kind,
            userId,
            record,
            signInBlocks.get(userId),
            creationTimes.kept.get(userId) ?? creationTimes.found.get(userId),
          );
          const listedName = intoEmpty ? undefined : await store.readListedName(models.key);
          Object.assign(changes, userReadModelUpdate(models, listedName));
          for (const [gramKey, change] of searchGramCountChanges(models, listedName)) {
            gramCountChanges.set(gramKey, (gramCountChanges.get(gramKey) ?? 0) + change);
          }
          const shard = counterShardOf(models.key);
          const member = memberValue(models.metrics);
          if (intoEmpty) {
            if (member !== '') shardMembers.set(shard, { ...shardMembers.get(shard), [models.key]: member });
          } else {
            changes[`${readModelPaths.counterShards}/${shard}/members/${models.key}`] = member || null;
          }
        }),
      );
      await store.writeUserReadModels(changes, gramCountChanges);
      users += records.length;
      onProgress?.({ kind, users });
    }
    total += users;
  }
  if (intoEmpty) {
    await database.ref().update(wholeShards(shardMembers));
  } else {
    // Shards are independent: a few at a time keeps the database busy without flooding it.
    const shards = Array.from({ length: counterShardCount }, (_, shard) => shard);
    await mapWithBoundedConcurrency(shards, recountConcurrency, async (shard) => {
      await store.recountShard(shard);
      await store.republishShard(shard);
    });
  }
  await rebuildTotals(database);
  return { users: total };
}

async function recordsAfter(
  database: Database,
  path: string,
  lastKey: string | undefined,
  pageSize: number,
): Promise<Array<[string, unknown]>> {
  const ordered = database.ref(path).orderByKey();
  const page = await (lastKey === undefined ? ordered : ordered.startAfter(lastKey))
    .limitToFirst(pageSize)
    .get();
  const records: Array<[string, unknown]> = [];
  page.forEach((child) => {
    if (child.key !== null) records.push([child.key, child.val()]);
  });
  return records;
}

// What a list keyed by user id (sign-in blocks, creation times) holds for a page's users, in one query over the
// page's range of keys (the records' order): a user of the other collection in that range is never asked for.
async function childrenOfPage(
  database: Database,
  path: string,
  records: ReadonlyArray<[string, unknown]>,
): Promise<Map<string, unknown>> {
  const first = records[0]?.[0];
  const last = records[records.length - 1]?.[0];
  const children = new Map<string, unknown>();
  if (first === undefined || last === undefined) return children;
  const found = await database.ref(path).orderByKey().startAt(first).endAt(last).get();
  found.forEach((child) => {
    if (child.key !== null) children.set(child.key, child.val());
  });
  return children;
}

// The creation times kept for a page's users, and those looked up for the others (to be kept).
async function creationTimesOfPage(
  database: Database,
  records: ReadonlyArray<[string, unknown]>,
  lookUp: AccountCreationLookup | undefined,
): Promise<{ kept: Map<string, unknown>; found: Map<string, number> }> {
  const kept = await childrenOfPage(database, accountCreationTimesPath, records);
  const missing = records.map(([userId]) => userId).filter((userId) => !kept.has(userId));
  const found = lookUp && missing.length > 0 ? await lookUp(missing) : new Map<string, number>();
  return { kept, found };
}

// Every shard with members, written whole with its figures, and the copies of those figures.
function wholeShards(shardMembers: ReadonlyMap<number, Record<string, string>>): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const [shard, members] of shardMembers) {
    const counted = shardRecounted({ members, figures: {}, version: 0 });
    if (!counted) continue;
    update[`${readModelPaths.counterShards}/${shard}`] = storedCounterShard(counted);
    for (const [metric, figure] of Object.entries(counted.figures)) {
      update[`${readModelPaths.counts}/${metric}/${shard}`] = figure;
    }
  }
  return update;
}
