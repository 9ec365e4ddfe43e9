import {
  searchVideosOutputSchema,
  utcDayOfOrThrow,
  type VideoSearchResult,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { normalisedKeyword, videoSearchCachePath } from './video-search-day.ts';

// The database stores no empty list: an answer without videos comes back without `videos`.
const cachedSearchSchema = z.object({
  keyword: z.string(),
  videos: searchVideosOutputSchema.optional(),
  storedAt: z.number(),
});

/** The day's answer for the keyword (any case or spacing), or undefined when it has not been searched that day. */
export async function cachedVideoSearch(
  realtimeDatabase: Database,
  keyword: string,
  now: number,
): Promise<VideoSearchResult[] | undefined> {
  const path = videoSearchCachePath(utcDayOfOrThrow(now), keyword);
  const stored = (await realtimeDatabase.ref(path).get()).val();
  if (stored === null) return undefined;
  const cached = cachedSearchSchema.safeParse(stored);
  if (!cached.success) {
    logger.error('A cached video search is not in the expected form; searching again', { path });
    return undefined;
  }
  // A hash shared by two keywords is as good as impossible; comparing costs nothing and rules it out.
  if (cached.data.keyword !== normalisedKeyword(keyword)) return undefined;
  return cached.data.videos ?? [];
}

/** Keeps the service's answer for the rest of the UTC day: only what the console shows of each video. */
export async function cacheVideoSearch(
  realtimeDatabase: Database,
  keyword: string,
  videos: readonly VideoSearchResult[],
  now: number,
): Promise<void> {
  await realtimeDatabase.ref(videoSearchCachePath(utcDayOfOrThrow(now), keyword)).set({
    keyword: normalisedKeyword(keyword),
    videos: videos.map(({ videoId, title, thumbnailUrl }) => ({ videoId, title, thumbnailUrl })),
    storedAt: now,
  });
}
