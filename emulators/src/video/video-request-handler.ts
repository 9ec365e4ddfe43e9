import type { ServerResponse } from 'node:http';
import { byMethod, type RequestHandler, sendBody, sendEmpty, sendJson } from '../http/server.ts';
import {
  type GoogleApiError,
  invalidApiKey,
  methodNotAllowed,
  missingApiKey,
  notFound,
  quotaExceeded,
} from './google-error.ts';
import { parseSearchRequest } from './search-request.ts';
import { searchListResponse } from './search-response.ts';
import { renderThumbnail, thumbnailSizeOf, videoIdPattern } from './thumbnail.ts';
import type { VideoCatalog } from './video-catalog.ts';

/** A search request as the stand-in received it, whatever it answered; the key is left out. */
export interface ReceivedSearch {
  readonly q: string | null;
  readonly pageToken: string | null;
}

/**
 * What one running stand-in knows; `quotaExceeded` is switched by the control endpoint, `receivedSearches` (the
 * latest, oldest first) is read there.
 */
interface VideoState {
  readonly apiKey: string;
  readonly catalog: VideoCatalog;
  quotaExceeded: boolean;
  readonly receivedSearches: ReceivedSearch[];
}

// Enough for a test to tell whether its searches reached the service, bounded for a long `npm start`.
const receivedSearchesKept = 1000;

function recordSearch(url: URL, state: VideoState): void {
  state.receivedSearches.push({ q: url.searchParams.get('q'), pageToken: url.searchParams.get('pageToken') });
  state.receivedSearches.splice(0, state.receivedSearches.length - receivedSearchesKept);
}

const thumbnailPath = /^\/vi\/([^/]+)\/([^/]+)$/;

function sendGoogleError(
  response: ServerResponse,
  error: GoogleApiError,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendJson(response, error.code, { error }, headers);
}

/** Refusals that come before the parameters are looked at: the caller is not let in at all. */
function accessError(key: string | null, state: VideoState): GoogleApiError | undefined {
  if (key === null || key === '') return missingApiKey();
  if (key !== state.apiKey) return invalidApiKey();
  if (state.quotaExceeded) return quotaExceeded();
  return undefined;
}

function search(response: ServerResponse, url: URL, baseUrl: string, state: VideoState): void {
  recordSearch(url, state);
  const refusal = accessError(url.searchParams.get('key'), state);
  if (refusal) {
    sendGoogleError(response, refusal);
    return;
  }
  const parsed = parseSearchRequest(url.searchParams);
  if (!parsed.ok) {
    sendGoogleError(response, parsed.error);
    return;
  }
  const results = state.catalog.search(parsed.request.query);
  sendJson(response, 200, searchListResponse(results, parsed.request, baseUrl));
}

function setQuotaExceeded(response: ServerResponse, state: VideoState, exceeded: boolean): void {
  state.quotaExceeded = exceeded;
  sendEmpty(response, 204);
}

/** Routes the search endpoint, the thumbnail host's paths, the quota switch and the record of searches. */
export function createVideoRequestHandler(state: VideoState): RequestHandler {
  return async (request, response, context) => {
    const { url } = context;
    const notAllowed = (allow: string): void =>
      sendGoogleError(response, methodNotAllowed(), { Allow: allow });

    if (url.pathname === '/youtube/v3/search') {
      return byMethod(request, { GET: () => search(response, url, context.baseUrl, state) }, notAllowed);
    }
    if (url.pathname === '/control/quota-exceeded') {
      const handlers = {
        PUT: () => setQuotaExceeded(response, state, true),
        DELETE: () => setQuotaExceeded(response, state, false),
      };
      return byMethod(request, handlers, notAllowed);
    }
    if (url.pathname === '/control/searches') {
      const sendSearches = (): void => sendJson(response, 200, { searches: state.receivedSearches });
      return byMethod(request, { GET: sendSearches }, notAllowed);
    }
    const [, videoId = '', file = ''] = thumbnailPath.exec(url.pathname) ?? [];
    const size = thumbnailSizeOf(file);
    if (size === undefined || !videoIdPattern.test(videoId)) {
      sendGoogleError(response, notFound());
      return;
    }
    const sendThumbnail = (): void => {
      const picture = renderThumbnail(videoId, state.catalog.find(videoId)?.title, size);
      sendBody(response, 200, 'image/svg+xml', picture);
    };
    return byMethod(request, { GET: sendThumbnail, HEAD: sendThumbnail }, notAllowed);
  };
}
