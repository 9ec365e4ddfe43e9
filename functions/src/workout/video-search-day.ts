import { createHash } from 'node:crypto';
import { databasePaths } from '@management-center/contract';

/** A keyword as the cache compares it: trimmed, whitespace collapsed, case-folded. */
export function normalisedKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

// A keyword may hold characters a database key may not ('.', '#', '$', '/', '[', ']'): the key is its hash,
// in base64url, whose characters all are allowed.
export function videoSearchCachePath(day: string, keyword: string): string {
  const key = createHash('sha256').update(normalisedKeyword(keyword)).digest('base64url');
  return `${databasePaths.videoSearchCache}/${day}/${key}`;
}

// The searches of the day, by member: one transaction on it keeps both the member's and the project's count.
export function videoSearchDayPath(day: string): string {
  return `${databasePaths.videoSearchUsage}/${day}`;
}
