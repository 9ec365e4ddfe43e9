import { z } from 'zod';
import { type FeedbackEntry, type FeedbackFilter, unfilteredFeedback } from '../feedback-list.ts';
import { userStatusLabels } from '../user-list.ts';
import { databaseKeyOf } from './database-key.ts';
import type { DirectoryEntry } from './directory-entry.ts';
import { feedbackFilterKey, feedbackFiltersOf } from './feedback-queue.ts';

// Counts are kept in shards (a user counts in the shard its directory key hashes to), each changed by one
// transaction that records the user's membership with it, so a repeated or late event can never count twice.
// `counts/{metric}/{shard}` holds each shard's figure; a figure is the sum of its shards.
export const counterShardCount = 256;

export const userCountMetrics = {
  normalUsers: 'normalUsers',
  // Normal users who registered their details (status Live).
  liveUsers: 'liveUsers',
  businessUsers: 'businessUsers',
  businessUsersWaiting: 'businessUsersWaiting',
} as const;

export function feedbackCountMetric(filter: FeedbackFilter): string {
  return databaseKeyOf(`feedback ${feedbackFilterKey(filter)}`);
}

export const pendingFeedbackMetric = feedbackCountMetric(unfilteredFeedback);

/** The figures one user adds one to. */
export function countMetricsOf(
  entry: DirectoryEntry | undefined,
  feedback: FeedbackEntry | undefined,
): string[] {
  const metrics: string[] = [];
  if (entry?.kind === 'normal') {
    metrics.push(userCountMetrics.normalUsers);
    if (entry.status === userStatusLabels.live) metrics.push(userCountMetrics.liveUsers);
  }
  if (entry?.kind === 'business') {
    metrics.push(userCountMetrics.businessUsers);
    if (entry.status === userStatusLabels.waitingForApproval)
      metrics.push(userCountMetrics.businessUsersWaiting);
  }
  if (feedback) metrics.push(...feedbackFiltersOf(feedback).map(feedbackCountMetric));
  return metrics;
}

// FNV-1a over the key's UTF-16 code units: stable across runtimes, spread evenly enough for counting.
export function counterShardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % counterShardCount;
}

// The database gives children keyed by small integers back as an array (holes as null) once most shards hold a
// figure: either form is read.
const shardFiguresSchema = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .nullable()
  .catch(null);

/** A figure from its shards as read at `counts/{metric}` (null when no user counts in it). */
export function sumOfShards(shards: unknown): number {
  const values = Object.values(shardFiguresSchema.parse(shards) ?? {});
  return values.reduce<number>((sum, value) => sum + (typeof value === 'number' ? value : 0), 0);
}
