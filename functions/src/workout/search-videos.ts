import { callableNames, videoSearchMessages } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  videoSearchesPerMemberPerDay,
  videoSearchesPerProjectPerDay,
  youtubeApiBaseUrl,
  youtubeApiKey,
} from '../platform/config.ts';
import { database } from '../platform/firebase.ts';
import { secretRecipientBaseUrl } from '../platform/secret-recipient-url.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { takeVideoSearch } from './video-search-allowance.ts';
import { cachedVideoSearch, cacheVideoSearch } from './video-search-cache.ts';
import { searchVideoService } from './video-service.ts';

// A callable rather than a browser request, so the video service's key stays a secret of the functions. A keyword
// searched earlier the same UTC day is answered from the cache, free; any other search first takes one of the
// member's searches of the day and one of the team's, so that the service's daily quota is shared and never spent.
export const searchVideos = teamCallable(
  callableNames.searchVideos,
  async ({ keyword }, actor) => {
    const now = Date.now();
    const realtimeDatabase = await database();
    const cached = await cachedVideoSearch(realtimeDatabase, keyword, now);
    if (cached) return { output: cached, targets: [] };

    const memberLimit = videoSearchesPerMemberPerDay.value();
    const projectLimit = videoSearchesPerProjectPerDay.value();
    const usedUp = await takeVideoSearch(realtimeDatabase, {
      uid: actor.uid,
      callId: actor.callId,
      at: now,
      memberLimit,
      projectLimit,
    });
    if (usedUp === 'member') {
      throw new HttpsError('resource-exhausted', videoSearchMessages.dailySearchesUsed(memberLimit, now));
    }
    if (usedUp === 'project') {
      throw new HttpsError('resource-exhausted', videoSearchMessages.teamSearchesUsed(projectLimit, now));
    }

    const videos = await searchVideoService(
      { baseUrl: secretRecipientBaseUrl(youtubeApiBaseUrl), apiKey: youtubeApiKey.value() },
      keyword,
    );
    // The administrator has the answer either way; without the cache, the next search of it asks the service again.
    await cacheVideoSearch(realtimeDatabase, keyword, videos, now).catch((error: unknown) => {
      logger.warn('A video search was not cached', { error: String(error) });
    });
    return { output: videos, targets: [] };
  },
  { secrets: [youtubeApiKey] },
);
