import {
  counterShardCount,
  counterShardOf,
  databasePaths,
  readModelPaths,
  type UserKind,
  userReadModelsOf,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { mapWithBoundedConcurrency } from '../platform/bounded-concurrency.ts';
import { memberValue } from './counter-shard.ts';
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
  }: { pageSize?: number; onProgress?: (progress: BackfillProgress) => void } = {},
): Promise<{ users: number }> {
  let total = 0;
  for (const { kind, path } of collections) {
    let users = 0;
    let lastKey: string | undefined;
    for (;;) {
      const ordered = database.ref(path).orderByKey();
      const page = await (lastKey === undefined ? ordered : ordered.startAfter(lastKey))
        .limitToFirst(pageSize)
        .get();
      const records: Array<[string, unknown]> = [];
      page.forEach((child) => {
        if (child.key !== null) records.push([child.key, child.val()]);
      });
      if (records.length === 0) break;
      const changes: Record<string, unknown> = {};
      const gramCountChanges = new Map<string, number>();
      await Promise.all(
        records.map(async ([userId, record]) => {
          const models = userReadModelsOf(kind, userId, record);
          const previous = await store.readDirectoryEntry(models.key);
          Object.assign(changes, userReadModelUpdate(models, previous));
          for (const [gramKey, change] of searchGramCountChanges(models, previous)) {
            gramCountChanges.set(gramKey, (gramCountChanges.get(gramKey) ?? 0) + change);
          }
          changes[`${readModelPaths.counterShards}/${counterShardOf(models.key)}/members/${models.key}`] =
            memberValue(models.metrics) || null;
        }),
      );
      await store.writeUserReadModels(changes, gramCountChanges);
      users += records.length;
      lastKey = records[records.length - 1]?.[0];
      onProgress?.({ kind, users });
    }
    total += users;
  }
  // Shards are independent: a few at a time keeps the database busy without flooding it.
  const shards = Array.from({ length: counterShardCount }, (_, shard) => shard);
  await mapWithBoundedConcurrency(shards, recountConcurrency, async (shard) => {
    await store.recountShard(shard);
    await store.republishShard(shard);
  });
  return { users: total };
}
