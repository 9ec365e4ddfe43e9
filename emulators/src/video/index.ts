import { listen } from '../http/server.ts';
import { VideoCatalog } from './video-catalog.ts';
import { createVideoRequestHandler } from './video-request-handler.ts';

export type { GoogleApiError, GoogleErrorDetail } from './google-error.ts';
export type { SearchListResponse, SearchResult, Thumbnail } from './search-response.ts';
export type { ReceivedSearch } from './video-request-handler.ts';

export const DEFAULT_API_KEY = 'local-youtube-key';

export interface VideoServiceOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** The only `key` searches are answered for; default `local-youtube-key`. */
  apiKey?: string;
}

export interface RunningVideoService {
  readonly host: string;
  readonly port: number;
  /** The base URL in place of https://www.googleapis.com, e.g. `http://127.0.0.1:8095`. */
  readonly url: string;
  readonly apiKey: string;
  stop(): Promise<void>;
}

/** Starts a local stand-in for the YouTube Data API v3 `search.list`, with thumbnails served alongside. */
export async function startVideoService(options: VideoServiceOptions = {}): Promise<RunningVideoService> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const handler = createVideoRequestHandler({
    apiKey,
    catalog: new VideoCatalog(),
    quotaExceeded: false,
    receivedSearches: [],
  });
  const server = await listen(handler, { host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  return { ...server, apiKey };
}
