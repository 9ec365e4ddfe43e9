import {
  counterShardCount,
  counterShardOf,
  type DirectoryKey,
  databasePaths,
  directoryKey,
  parseDirectoryKey,
  type ReadModelRepairReport,
  readModelPaths,
  type UserKind,
  userReadModelsOf,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { mapWithBoundedConcurrency } from '../platform/bounded-concurrency.ts';
import { memberValue, readCounterShard, shardRecounted } from './counter-shard.ts';
import { rebuildTotals } from './figure-totals.ts';
import { type ReadModelStore, readStoredUser } from './read-model-store.ts';
import { refreshUserReadModels } from './refresh-user-read-models.ts';

// The triggers keep the read models; this is the net under them, run by the daily cleanup. It checks a sample of
// users, from both ends (directory entries, which may have lost their record, and records, which may have lost
// their entry), refreshes those whose read models differ from their record, checks every counter shard against its
// members and published copies, recounts and republishes those that differ, then the home page's totals.
export const repairSampleSize = 200;
const concurrentChecks = 10;

const collections: ReadonlyArray<{ kind: UserKind; path: string }> = [
  { kind: 'normal', path: databasePaths.normalUsers },
  { kind: 'business', path: databasePaths.businessUsers },
];

interface RepairOptions {
  dryRun: boolean;
  sampleSize?: number;
  // Where a sample starts: any text; keys from it on are read, then from the first key if too few follow.
  randomStart?: () => string;
}

function defaultRandomStart(): string {
  const alphabet = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 2 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

async function sampleKeys(database: Database, path: string, start: string, size: number): Promise<string[]> {
  const keys: string[] = [];
  const from = await database.ref(path).orderByKey().startAt(start).limitToFirst(size).get();
  from.forEach((child) => {
    if (child.key !== null) keys.push(child.key);
  });
  if (keys.length < size) {
    const wrapped = await database
      .ref(path)
      .orderByKey()
      .limitToFirst(size - keys.length)
      .get();
    wrapped.forEach((child) => {
      // A key read twice (few keys in all) is checked once: the caller keeps each user once.
      if (child.key !== null) keys.push(child.key);
    });
  }
  return keys;
}

async function value(database: Database, path: string): Promise<unknown> {
  return (await database.ref(path).get()).val();
}

// Compared as stored: the JSON of the derived read models, keys in the same order as they were written.
function asStored(item: unknown): unknown {
  return item === undefined ? null : JSON.parse(JSON.stringify(item));
}

function canonical(item: unknown): string {
  return JSON.stringify(item, (_, node) =>
    node && typeof node === 'object' && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => a.localeCompare(b)))
      : node,
  );
}

/** Whether one user's directory entry, queue or failure entry and figure membership say what the record says. */
async function drifted(database: Database, kind: UserKind, userId: string): Promise<boolean> {
  const { record, signInBlock, accountCreatedAt } = await readStoredUser(database, kind, userId);
  const models = userReadModelsOf(kind, userId, record, signInBlock, accountCreatedAt);
  const secondPath =
    kind === 'normal'
      ? `${readModelPaths.feedbackQueue}/${userId}`
      : `${readModelPaths.approvalEmailFailures}/${userId}`;
  const [entry, second, member] = await Promise.all([
    value(database, `${readModelPaths.userDirectory}/${models.key}`),
    value(database, secondPath),
    value(database, `${readModelPaths.counterShards}/${counterShardOf(models.key)}/members/${models.key}`),
  ]);
  const secondDerived = kind === 'normal' ? models.feedback : models.approvalEmailFailure;
  return (
    canonical(entry ?? null) !== canonical(asStored(models.entry)) ||
    canonical(second ?? null) !== canonical(asStored(secondDerived)) ||
    (member ?? null) !== (memberValue(models.metrics) || null)
  );
}

/** The shards whose own figures or published copies differ from what their members say, and every figure's name. */
async function shardsOff(database: Database): Promise<{ shards: number[]; metrics: string[] }> {
  const [shards, counts] = await Promise.all([
    value(database, readModelPaths.counterShards),
    value(database, readModelPaths.counts),
  ]);
  // Keyed by shard number: read as an array once most shards are used.
  const shardAt = (shard: number) => (shards as Record<number, unknown> | null)?.[shard];
  const published = (counts ?? {}) as Record<string, Record<number, unknown> | null>;
  const off: number[] = [];
  for (let shard = 0; shard < counterShardCount; shard += 1) {
    const stored = readCounterShard(shardAt(shard));
    const recounted = shardRecounted(stored);
    const figures = (recounted ?? stored).figures;
    const metrics = new Set([...Object.keys(figures), ...Object.keys(published)]);
    const wrongCopy = [...metrics].some(
      (metric) => (published[metric]?.[shard] ?? 0) !== (figures[metric] ?? 0),
    );
    if (recounted !== undefined || wrongCopy) off.push(shard);
  }
  return { shards: off, metrics: Object.keys(published) };
}

/** Checks a sample and every figure; unless this is a dry run, fixes what differs. Answers what it found. */
export async function repairReadModels(
  database: Database,
  store: ReadModelStore,
  { dryRun, sampleSize = repairSampleSize, randomStart = defaultRandomStart }: RepairOptions,
): Promise<ReadModelRepairReport> {
  const candidates = new Map<DirectoryKey, { kind: UserKind; userId: string }>();
  const kindStart = Math.random() < 0.5 ? 'normal:' : 'business:';
  for (const key of await sampleKeys(
    database,
    readModelPaths.userDirectory,
    `${kindStart}${randomStart()}`,
    sampleSize,
  )) {
    const parsed = parseDirectoryKey(key);
    if (parsed) candidates.set(directoryKey(parsed.kind, parsed.userId), parsed);
  }
  for (const { kind, path } of collections) {
    for (const userId of await sampleKeys(database, path, randomStart(), sampleSize)) {
      candidates.set(directoryKey(kind, userId), { kind, userId });
    }
  }
  const checked = await mapWithBoundedConcurrency([...candidates.values()], concurrentChecks, async (user) =>
    (await drifted(database, user.kind, user.userId)) ? user : undefined,
  );
  const toRefresh = checked.filter((user) => user !== undefined);
  // Every shard is checked; only those that differ are written (a user refreshed here fixes its own shard).
  const figures = await shardsOff(database);
  if (!dryRun) {
    const run = `repair-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    for (const { kind, userId } of toRefresh) await refreshUserReadModels(store, kind, userId, run);
    for (const shard of figures.shards) {
      await store.recountShard(shard);
      await store.republishShard(shard, figures.metrics);
    }
  }
  const totals = await rebuildTotals(database, { dryRun });
  return { users: toRefresh.length, figures: figures.shards.length, totals };
}
