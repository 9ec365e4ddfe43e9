import {
  dayMetricParts,
  homeFigureMetrics,
  isHomeFigure,
  readModelPaths,
  standingSeries,
  sumOfShards,
  trendMetrics,
  utcDayOf,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';

const trendMetricSet: ReadonlySet<string> = new Set(trendMetrics);

/**
 * Where the total of a figure is kept for the home page, and what is stored there: a day figure under its day (an
 * empty day is removed), a current figure under `homeFigures` and, for those drawn over time, under today too.
 */
export function totalsOf(metric: string, total: number, now: number): Record<string, number | null> {
  const day = dayMetricParts(metric);
  if (day) return { [`${readModelPaths.chartDays}/${day.day}/${day.series}`]: total || null };
  if (!isHomeFigure(metric)) return {};
  const totals: Record<string, number | null> = { [`${readModelPaths.homeFigures}/${metric}`]: total };
  const today = utcDayOf(now);
  if (today && trendMetricSet.has(metric)) totals[`${readModelPaths.chartDays}/${today}/${metric}`] = total;
  return totals;
}

function kept(metric: string): boolean {
  return Object.keys(totalsOf(metric, 0, 0)).length > 0;
}

async function sumsOf(database: Database, metrics: readonly string[]): Promise<Map<string, number>> {
  const sums = await Promise.all(
    metrics.map(
      async (metric) =>
        [
          metric,
          sumOfShards((await database.ref(`${readModelPaths.counts}/${metric}`).get()).val()),
        ] as const,
    ),
  );
  return new Map(sums);
}

/**
 * Writes the totals of the figures a shard just copied, summed over every shard's copy. Two shards may copy at
 * once, and a sum read before the other's copy could be written after the other's total, so the sums are read
 * again after writing and written once more where they moved: the last writer has read every copy before it.
 */
export async function publishTotals(database: Database, metrics: readonly string[]): Promise<void> {
  let pending = metrics.filter(kept);
  if (pending.length === 0) return;
  let sums = await sumsOf(database, pending);
  for (;;) {
    const now = Date.now();
    const update = Object.assign(
      {},
      ...pending.map((metric) => totalsOf(metric, sums.get(metric) ?? 0, now)),
    ) as Record<string, number | null>;
    await database.ref().update(update);
    const again = await sumsOf(database, pending);
    pending = pending.filter((metric) => again.get(metric) !== sums.get(metric));
    if (pending.length === 0) return;
    sums = again;
  }
}

function storedTotals(homeFigures: unknown, chartDays: unknown): Map<string, unknown> {
  const stored = new Map<string, unknown>();
  for (const [metric, total] of Object.entries((homeFigures ?? {}) as Record<string, unknown>)) {
    stored.set(`${readModelPaths.homeFigures}/${metric}`, total);
  }
  for (const [day, totals] of Object.entries((chartDays ?? {}) as Record<string, unknown>)) {
    for (const [series, total] of Object.entries((totals ?? {}) as Record<string, unknown>)) {
      stored.set(`${readModelPaths.chartDays}/${day}/${series}`, total);
    }
  }
  return stored;
}

/**
 * Every total again, from the copies as they are (after the backfill, and by the daily repair), and the current
 * figures kept for today. A day's series that no figure counts any more is removed; the current figures of past
 * days are what they were then, and stay. Answers how many totals differed (a dry run only counts them).
 */
export async function rebuildTotals(database: Database, { dryRun = false } = {}): Promise<number> {
  const [counts, homeFigures, chartDays] = await Promise.all(
    [readModelPaths.counts, readModelPaths.homeFigures, readModelPaths.chartDays].map(
      async (path) => (await database.ref(path).get()).val() as unknown,
    ),
  );
  const published = (counts ?? {}) as Record<string, unknown>;
  const stored = storedTotals(homeFigures, chartDays);
  const now = Date.now();
  const todayPrefix = `${readModelPaths.chartDays}/${utcDayOf(now)}/`;
  const differing = new Set<string>();
  const wanted = new Set<string>();
  for (const metric of new Set([...Object.keys(published), ...homeFigureMetrics])) {
    for (const [path, total] of Object.entries(totalsOf(metric, sumOfShards(published[metric]), now))) {
      wanted.add(path);
      // Today's copy of a current figure is written below whatever it holds: a new day has none yet.
      const keptForToday = trendMetricSet.has(metric) && path.startsWith(todayPrefix);
      if (!keptForToday && (stored.get(path) ?? null) !== total) differing.add(metric);
    }
  }
  const unused = [...stored.keys()].filter(
    (path) =>
      path.startsWith(readModelPaths.chartDays) &&
      !wanted.has(path) &&
      !standingSeries.has(path.slice(path.lastIndexOf('/') + 1)),
  );
  if (!dryRun) {
    if (unused.length > 0)
      await database.ref().update(Object.fromEntries(unused.map((path) => [path, null])));
    await publishTotals(database, [...new Set([...differing, ...trendMetrics])]);
  }
  return differing.size + unused.length;
}
