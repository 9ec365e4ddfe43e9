import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/server.ts';
import { encodePageToken } from './page-token.ts';
import type { SearchRequest } from './search-request.ts';
import { type ThumbnailKey, type ThumbnailSize, thumbnailSizes, thumbnailUrl } from './thumbnail.ts';
import type { CatalogVideo } from './video-catalog.ts';

export interface Thumbnail {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface SearchResult {
  readonly kind: 'youtube#searchResult';
  readonly etag: string;
  readonly id: { readonly kind: 'youtube#video'; readonly videoId: string };
  readonly snippet: {
    readonly publishedAt: string;
    readonly channelId: string;
    readonly title: string;
    readonly description: string;
    readonly thumbnails: Readonly<Record<ThumbnailKey, Thumbnail>>;
    readonly channelTitle: string;
    readonly liveBroadcastContent: 'none';
    readonly publishTime: string;
  };
}

export interface SearchListResponse {
  readonly kind: 'youtube#searchListResponse';
  readonly etag: string;
  readonly nextPageToken?: string;
  readonly prevPageToken?: string;
  readonly regionCode: string;
  readonly pageInfo: { readonly totalResults: number; readonly resultsPerPage: number };
  readonly items: readonly SearchResult[];
}

// Real etags are 27 characters of base64url: a SHA-1 digest.
function etag(...parts: readonly (string | number)[]): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('base64url');
}

function searchResult(video: CatalogVideo, baseUrl: string): SearchResult {
  const thumbnail = (size: ThumbnailSize): Thumbnail => ({
    url: thumbnailUrl(baseUrl, video.videoId, size),
    width: size.width,
    height: size.height,
  });
  return {
    kind: 'youtube#searchResult',
    etag: etag('video', video.videoId),
    id: { kind: 'youtube#video', videoId: video.videoId },
    // The real API answers these texts HTML-escaped (`&amp;`, `&#39;`), so clients must unescape them.
    snippet: {
      publishedAt: video.publishedAt,
      channelId: video.channelId,
      title: escapeHtml(video.title),
      description: escapeHtml(video.description),
      thumbnails: {
        default: thumbnail(thumbnailSizes.default),
        medium: thumbnail(thumbnailSizes.medium),
        high: thumbnail(thumbnailSizes.high),
      },
      channelTitle: escapeHtml(video.channelTitle),
      liveBroadcastContent: 'none',
      publishTime: video.publishedAt,
    },
  };
}

/** The page of `results` the request asks for, with tokens for the pages either side of it. */
export function searchListResponse(
  results: readonly CatalogVideo[],
  request: SearchRequest,
  baseUrl: string,
): SearchListResponse {
  const { maxResults, pageToken } = request;
  const boundary = pageToken?.offset ?? 0;
  const start = pageToken?.direction === 'backward' ? Math.max(0, boundary - maxResults) : boundary;
  const page = results.slice(start, start + maxResults);
  const end = start + page.length;
  // With maxResults=0 a next page would be the same empty page again, so there is none.
  const hasNext = maxResults > 0 && end < results.length;
  return {
    kind: 'youtube#searchListResponse',
    etag: etag('search', request.query, start, maxResults),
    ...(hasNext ? { nextPageToken: encodePageToken({ offset: end, direction: 'forward' }) } : {}),
    ...(start > 0 ? { prevPageToken: encodePageToken({ offset: start, direction: 'backward' }) } : {}),
    regionCode: 'US',
    pageInfo: { totalResults: results.length, resultsPerPage: maxResults },
    items: page.map((video) => searchResult(video, baseUrl)),
  };
}
