import { maxVideoSearchResults, type VideoSearchResult, videoIdSchema } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { unescapeHtml } from './html-text.ts';

export interface VideoServiceAccess {
  /** In place of https://www.googleapis.com, e.g. the local stand-in. */
  baseUrl: string;
  apiKey: string;
}

// The API's largest page. Every page costs quota (100 units of a default 10,000 a day), so paging stops at one
// page more than the results need, which covers a page that held a few channels or repeats.
const pageSize = 50;
const maxPages = Math.ceil(maxVideoSearchResults / pageSize) + 1;
const requestTimeoutMs = 10_000;

export const videoServiceMessages = {
  quotaUsedUp:
    'The daily video-search quota is used up. Searching works again once it resets at midnight Pacific Time.',
  keyNotValid:
    'The video service key is not valid. The project owner must set a valid YOUTUBE_API_KEY secret for the functions.',
  unreachable: 'The video service cannot be reached. Please try again later.',
  notAnswering: 'The video service is not answering right now. Please try again later.',
  unexpectedAnswer: 'The video service gave an answer this console does not understand.',
} as const;

const quotaReasons = new Set(['quotaExceeded', 'dailyLimitExceeded']);
// The real API answers a wrong key 400 badRequest with the detail API_KEY_INVALID; a missing key 403 forbidden.
const keyReasons = new Set([
  'forbidden',
  'keyInvalid',
  'keyExpired',
  'accessNotConfigured',
  'ipRefererBlocked',
  'API_KEY_INVALID',
  'API_KEY_EXPIRED',
  'API_KEY_SERVICE_BLOCKED',
  'SERVICE_DISABLED',
]);
const busyReasons = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'backendError']);

const googleErrorSchema = z.object({
  error: z.object({
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

const searchPageSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(z.unknown()),
});

const thumbnailSchema = z.object({ url: z.string() });

// Results can be channels or playlists (no videoId); those, and videos without a picture, are left out.
const videoItemSchema = z
  .object({
    id: z.object({ videoId: videoIdSchema }),
    snippet: z.object({
      title: z.string(),
      thumbnails: z.object({
        default: thumbnailSchema.optional(),
        medium: thumbnailSchema.optional(),
        high: thumbnailSchema.optional(),
      }),
    }),
  })
  .transform(({ id, snippet: { title, thumbnails } }) => ({
    videoId: id.videoId,
    title: unescapeHtml(title),
    thumbnailUrl: (thumbnails.medium ?? thumbnails.high ?? thumbnails.default)?.url,
  }))
  .pipe(z.object({ videoId: z.string(), title: z.string(), thumbnailUrl: z.string() }));

async function refusalReasons(response: Response): Promise<string[]> {
  const body = googleErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (!body.success) return [];
  const { errors = [], details = [] } = body.data.error;
  return [...errors, ...details].flatMap(({ reason }) => (reason === undefined ? [] : [reason]));
}

function refusal(status: number, reasons: readonly string[]): HttpsError {
  const hasReason = (known: ReadonlySet<string>) => reasons.some((reason) => known.has(reason));
  if (hasReason(quotaReasons)) return new HttpsError('failed-precondition', videoServiceMessages.quotaUsedUp);
  if (hasReason(keyReasons) || status === 401) {
    return new HttpsError('failed-precondition', videoServiceMessages.keyNotValid);
  }
  if (hasReason(busyReasons) || status === 429 || status >= 500) {
    return new HttpsError('unavailable', videoServiceMessages.notAnswering);
  }
  return new HttpsError('internal', videoServiceMessages.unexpectedAnswer);
}

function searchUrl(access: VideoServiceAccess, keyword: string, pageToken: string | undefined): URL {
  const url = new URL(`${access.baseUrl.replace(/\/+$/, '')}/youtube/v3/search`);
  url.search = new URLSearchParams({
    part: 'snippet',
    type: 'video',
    maxResults: String(pageSize),
    q: keyword,
    key: access.apiKey,
    ...(pageToken === undefined ? {} : { pageToken }),
  }).toString();
  return url;
}

// A refused connection's code (ECONNREFUSED) or the error's name (TimeoutError), never its message.
function failureKind(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const { cause } = error;
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return error.name;
}

// The URL carries the key, so neither it nor an error that could quote it is ever logged or answered.
async function requestPage(access: VideoServiceAccess, keyword: string, pageToken: string | undefined) {
  let response: Response;
  try {
    response = await fetch(searchUrl(access, keyword, pageToken), {
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    logger.warn('The video service could not be reached', { failure: failureKind(error) });
    throw new HttpsError('unavailable', videoServiceMessages.unreachable);
  }
  if (!response.ok) {
    const reasons = await refusalReasons(response);
    logger.warn('The video service refused a search', { status: response.status, reasons });
    throw refusal(response.status, reasons);
  }
  const page = searchPageSchema.safeParse(await response.json().catch(() => undefined));
  if (!page.success) {
    logger.error('The video service answered a search in an unexpected form', { issues: page.error.issues });
    throw new HttpsError('internal', videoServiceMessages.unexpectedAnswer);
  }
  return page.data;
}

/** Up to 100 videos for the keyword, in the service's order, each once, titles as plain text. */
export async function searchVideoService(
  access: VideoServiceAccess,
  keyword: string,
): Promise<VideoSearchResult[]> {
  const videos = new Map<string, VideoSearchResult>();
  let pageToken: string | undefined;
  for (let pageCount = 0; pageCount < maxPages && videos.size < maxVideoSearchResults; pageCount += 1) {
    const page = await requestPage(access, keyword, pageToken);
    for (const item of page.items) {
      const video = videoItemSchema.safeParse(item);
      if (video.success && !videos.has(video.data.videoId)) videos.set(video.data.videoId, video.data);
    }
    pageToken = page.nextPageToken;
    if (pageToken === undefined) break;
  }
  return [...videos.values()].slice(0, maxVideoSearchResults);
}
