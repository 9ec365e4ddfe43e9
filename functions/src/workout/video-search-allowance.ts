import type { Database } from 'firebase-admin/database';
import { z } from 'zod';
import { transactionAcrossReconnects } from '../platform/transaction.ts';
import { utcDayOf, videoSearchUsagePath } from './video-search-day.ts';

// An administrator's searches of one day that asked the video service: when each was made, by call id.
const daySearchesSchema = z.record(z.string(), z.number()).nullable();

export type DaySearches = Record<string, number>;

/**
 * The day's searches with this call's added, or undefined when `limit` are made already. Idempotent for a call: a
 * transaction run again after a dropped connection may find its own commit stored, which it keeps as it is.
 */
export function withSearchTaken(
  stored: unknown,
  search: { callId: string; at: number; limit: number },
): DaySearches | undefined {
  const searches = daySearchesSchema.parse(stored) ?? {};
  if (search.callId in searches) return searches;
  if (Object.keys(searches).length >= search.limit) return undefined;
  return { ...searches, [search.callId]: search.at };
}

/**
 * Takes one search of the administrator's allowance for the UTC day of `at`, in a transaction on their count, so
 * that searches made at once from several tabs never together go past the limit. False when it is used up.
 */
export async function takeVideoSearch(
  realtimeDatabase: Database,
  search: { uid: string; callId: string; at: number; limit: number },
): Promise<boolean> {
  if (!Number.isInteger(search.limit) || search.limit < 0) {
    throw new Error(
      `VIDEO_SEARCHES_PER_ADMIN_PER_DAY must be a whole number, at least 0; it is ${search.limit}`,
    );
  }
  const usage = realtimeDatabase.ref(videoSearchUsagePath(utcDayOf(search.at), search.uid));
  const { committed } = await transactionAcrossReconnects(usage, (stored) => withSearchTaken(stored, search));
  return committed;
}
