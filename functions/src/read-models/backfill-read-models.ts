import {
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
import { memberValue, shardRecounted, storedCounterShard } from './counter-shard.ts';
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
  }: {
    pageSize?: number;
    onProgress?: (progress: BackfillProgress) => void;
    // The read models were just cleared and no trigger runs (the local demo seed): nothing is read back, and each
    // shard is written whole at the end instead of recounted in a transaction.
    intoEmpty?: boolean;
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
      const signInBlocks = await signInBlocksOfPage(database, records);
      await Promise.all(
        records.map(async ([userId, record]) => {
          const models = userReadModelsOf(kind, userId, record, signInBlocks.get(userId));
          const previous = intoEmpty ? undefined : await store.readDirectoryEntry(models.key);
          Object.assign(changes, userReadModelUpdate(models, previous));
          for (const [gramKey, change] of searchGramCountChanges(models, previous)) {
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
    return { users: total };
  }
  // Shards are independent: a few at a time keeps the database busy without flooding it.
  const shards = Array.from({ length: counterShardCount }, (_, shard) => shard);
  await mapWithBoundedConcurrency(shards, recountConcurrency, async (shard) => {
    await store.recountShard(shard);
    await store.republishShard(shard);
  });
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

// The sign-in blocks of a page's users, in one query over the page's range of keys (the records' order): blocks
// are few, and a block in that range of a user of the other collection is never asked for.
async function signInBlocksOfPage(
  database: Database,
  records: ReadonlyArray<[string, unknown]>,
): Promise<Map<string, unknown>> {
  const first = records[0]?.[0];
  const last = records[records.length - 1]?.[0];
  const blocks = new Map<string, unknown>();
  if (first === undefined || last === undefined) return blocks;
  const found = await database.ref(signInBlocksPath).orderByKey().startAt(first).endAt(last).get();
  found.forEach((child) => {
    if (child.key !== null) blocks.set(child.key, child.val());
  });
  return blocks;
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
