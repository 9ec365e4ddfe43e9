import { utcDayOfOrThrow } from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { z } from 'zod';
import { transactionAcrossReconnects } from '../platform/transaction.ts';
import { videoSearchDayPath } from './video-search-day.ts';

// The searches of one UTC day that asked the video service: by member, when each was made, by call id.
const daySearchesSchema = z.record(z.string(), z.record(z.string(), z.number())).nullable();

export type DaySearches = Record<string, Record<string, number>>;

export interface SearchRequest {
  uid: string;
  callId: string;
  at: number;
  // Searches each member may make in the day, and the whole team together.
  memberLimit: number;
  projectLimit: number;
}

// Which allowance a refused search found used up.
export type UsedAllowance = 'member' | 'project';

/**
 * The day's searches with this call's added, or the allowance that is used up. Idempotent for a call: a
 * transaction run again after a dropped connection may find its own commit stored, which it keeps as it is.
 */
export function withSearchTaken(stored: unknown, search: SearchRequest): DaySearches | UsedAllowance {
  const searches = daySearchesSchema.parse(stored) ?? {};
  const own = searches[search.uid] ?? {};
  if (search.callId in own) return searches;
  if (Object.keys(own).length >= search.memberLimit) return 'member';
  const made = Object.values(searches).reduce((total, member) => total + Object.keys(member).length, 0);
  if (made >= search.projectLimit) return 'project';
  return { ...searches, [search.uid]: { ...own, [search.callId]: search.at } };
}

function requireLimit(name: string, limit: number): void {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error(`${name} must be a whole number, at least 0; it is ${limit}`);
  }
}

/**
 * Takes one search of the member's allowance and of the project's for the UTC day of `at`, in one transaction on
 * the day's searches, so that searches made at once from several tabs or by several members never together go past
 * either limit. Answers the allowance that is used up, or null when the search was taken.
 */
export async function takeVideoSearch(
  realtimeDatabase: Database,
  search: SearchRequest,
): Promise<UsedAllowance | null> {
  requireLimit('VIDEO_SEARCHES_PER_ADMIN_PER_DAY', search.memberLimit);
  requireLimit('VIDEO_SEARCHES_PER_PROJECT_PER_DAY', search.projectLimit);
  const day = realtimeDatabase.ref(videoSearchDayPath(utcDayOfOrThrow(search.at)));
  let usedUp: UsedAllowance | null = null;
  await transactionAcrossReconnects(day, (stored) => {
    const taken = withSearchTaken(stored, search);
    usedUp = typeof taken === 'string' ? taken : null;
    return typeof taken === 'string' ? undefined : taken;
  });
  return usedUp;
}
