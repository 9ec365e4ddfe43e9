import {
  accountCreationTimesPath,
  counterShardOf,
  dayMetricParts,
  directoryKey,
  homeFigureMetrics,
  readModelPaths,
  searchGramKey,
  searchGramsOfName,
  searchListValue,
  signInBlockPath,
  standingSeries,
  sumOfShards,
  type UserKind,
  userCountMetrics,
  userReadModelsOf,
  userRecordPath,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { expect } from 'vitest';

async function value(database: Database, path: string): Promise<unknown> {
  return (await database.ref(path).get()).val();
}

/** A figure as the console reads it: the sum of its shards. */
export async function figure(database: Database, metric: string): Promise<number> {
  return sumOfShards(await value(database, `${readModelPaths.counts}/${metric}`));
}

export async function figures(
  database: Database,
  metrics: readonly string[],
): Promise<Record<string, number>> {
  return Object.fromEntries(
    await Promise.all(metrics.map(async (metric) => [metric, await figure(database, metric)] as const)),
  );
}

/**
 * Every read model of one user equals what its stored record says (and none is left where the record says none),
 * and the search lists of names it no longer has (`formerNames`, lower-cased or not) no longer hold it.
 */
export async function expectReadModelsOfRecord(
  database: Database,
  kind: UserKind,
  userId: string,
  formerNames: readonly string[] = [],
): Promise<void> {
  const [record, signInBlock, accountCreatedAt] = await Promise.all([
    value(database, userRecordPath(kind, userId)),
    value(database, signInBlockPath(userId)),
    value(database, `${accountCreationTimesPath}/${userId}`),
  ]);
  const models = userReadModelsOf(kind, userId, record, signInBlock, accountCreatedAt);
  const key = directoryKey(kind, userId);
  const json = (item: unknown) => (item === undefined ? null : JSON.parse(JSON.stringify(item)));
  expect(await value(database, `${readModelPaths.userDirectory}/${key}`)).toEqual(json(models.entry));
  if (kind === 'normal') {
    expect(await value(database, `${readModelPaths.feedbackQueue}/${userId}`)).toEqual(json(models.feedback));
  } else {
    expect(await value(database, `${readModelPaths.approvalEmailFailures}/${userId}`)).toEqual(
      json(models.approvalEmailFailure),
    );
  }
  for (const gram of models.grams) {
    expect(await value(database, `${readModelPaths.userSearch}/${searchGramKey(gram)}/${key}`)).toBe(
      models.entry && searchListValue(models.entry),
    );
  }
  for (const name of formerNames) {
    for (const gram of searchGramsOfName(name.toLowerCase())) {
      if (models.grams.has(gram)) continue;
      expect(await value(database, `${readModelPaths.userSearch}/${searchGramKey(gram)}/${key}`)).toBeNull();
    }
  }
  const member = await value(
    database,
    `${readModelPaths.counterShards}/${counterShardOf(key)}/members/${key}`,
  );
  expect(member).toBe(models.metrics.length > 0 ? models.metrics.join('/') : null);
  expect(await value(database, `${readModelPaths.refreshClaims}/${key}`)).toBeNull();
}

/**
 * The whole of the counted figures agrees with itself: every shard's figures are what its members say, every
 * published figure is its shard's, and the user figures equal the directory entries of each kind.
 */
export async function expectFiguresConsistent(database: Database): Promise<void> {
  const shards = ((await value(database, readModelPaths.counterShards)) ?? {}) as Record<
    string,
    { members?: Record<string, string>; counts?: { figures?: Record<string, number> } }
  >;
  const published = ((await value(database, readModelPaths.counts)) ?? {}) as Record<
    string,
    Record<string, number>
  >;
  const totals: Record<string, number> = {};
  // Keyed by shard number: read as an array once most shards are used, with null for the others.
  for (const [shard, stored] of Object.entries(shards)) {
    if (stored === null) continue;
    const counted: Record<string, number> = {};
    for (const member of Object.values(stored.members ?? {})) {
      for (const metric of member.split('/')) counted[metric] = (counted[metric] ?? 0) + 1;
    }
    const own = Object.fromEntries(Object.entries(stored.counts?.figures ?? {}).filter(([, n]) => n !== 0));
    expect(own, `figures of shard ${shard}`).toEqual(counted);
    for (const [metric, count] of Object.entries(counted)) {
      totals[metric] = (totals[metric] ?? 0) + count;
      expect(published[metric]?.[shard], `published ${metric} of shard ${shard}`).toBe(count);
    }
  }
  for (const [metric, byShard] of Object.entries(published)) {
    for (const [shard, count] of Object.entries(byShard)) {
      if (count !== null) expect(shards[shard], `shard ${shard} of published ${metric}`).toBeTruthy();
    }
    expect(sumOfShards(byShard), `published ${metric}`).toBe(totals[metric] ?? 0);
  }
  await expectTotalsOf(database, totals);
  const directory = ((await value(database, readModelPaths.userDirectory)) ?? {}) as Record<
    string,
    { kind: UserKind; status: string }
  >;
  const entries = Object.values(directory);
  expect(totals[userCountMetrics.normalUsers] ?? 0).toBe(
    entries.filter((entry) => entry.kind === 'normal').length,
  );
  expect(totals[userCountMetrics.businessUsers] ?? 0).toBe(
    entries.filter((entry) => entry.kind === 'business').length,
  );
}

// The home page's totals are the counted figures' (`totals`, summed over shards): each current figure, and each
// day's series, with no series of a day that nothing counts.
async function expectTotalsOf(database: Database, totals: Record<string, number>): Promise<void> {
  const homeFigures = ((await value(database, readModelPaths.homeFigures)) ?? {}) as Record<string, number>;
  for (const metric of homeFigureMetrics) {
    expect(homeFigures[metric] ?? 0, `home figure ${metric}`).toBe(totals[metric] ?? 0);
  }
  const chartDays = ((await value(database, readModelPaths.chartDays)) ?? {}) as Record<
    string,
    Record<string, number>
  >;
  const daySeries: Record<string, number> = {};
  for (const [metric, total] of Object.entries(totals)) {
    const parts = dayMetricParts(metric);
    if (parts && total > 0) daySeries[`${parts.day}/${parts.series}`] = total;
  }
  const storedSeries: Record<string, number> = {};
  for (const [day, series] of Object.entries(chartDays)) {
    for (const [name, total] of Object.entries(series)) {
      if (!standingSeries.has(name)) storedSeries[`${day}/${name}`] = total;
    }
  }
  expect(storedSeries).toEqual(daySeries);
}
