import { callableNames, searchVideosInputSchema } from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { youtubeApiBaseUrl, youtubeApiKey } from '../platform/config.ts';
import { secretRecipientBaseUrl } from '../platform/secret-recipient-url.ts';
import { searchVideoService } from './video-service.ts';

// A callable rather than a browser request, so the video service's key stays a secret of the functions.
export const searchVideos = adminCallable(
  callableNames.searchVideos,
  searchVideosInputSchema,
  async ({ keyword }) => {
    const videos = await searchVideoService(
      { baseUrl: secretRecipientBaseUrl(youtubeApiBaseUrl), apiKey: youtubeApiKey.value() },
      keyword,
    );
    return { output: videos, targets: [] };
  },
  { secrets: [youtubeApiKey] },
);
