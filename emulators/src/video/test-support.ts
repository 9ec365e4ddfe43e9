import { afterAll, beforeAll } from 'vitest';
import {
  type GoogleApiError,
  type RunningVideoService,
  type SearchListResponse,
  startVideoService,
  type VideoServiceOptions,
} from './index.ts';

interface Answer<T> {
  readonly status: number;
  readonly body: T;
}

/** Query parameters added to part=snippet and the right key; `null` leaves a parameter out. */
export type SearchParameters = Readonly<Record<string, string | number | null>>;

export interface VideoServiceClient {
  url(): string;
  apiKey(): string;
  search(parameters: SearchParameters): Promise<Answer<SearchListResponse>>;
  searchError(parameters: SearchParameters): Promise<Answer<GoogleApiError>>;
}

type ServiceAddress = Pick<RunningVideoService, 'url' | 'apiKey'>;

async function requestSearch(
  service: ServiceAddress,
  parameters: SearchParameters,
): Promise<Answer<unknown>> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ part: 'snippet', key: service.apiKey, ...parameters })) {
    if (value !== null) query.set(name, String(value));
  }
  const response = await fetch(`${service.url}/youtube/v3/search?${query}`);
  return { status: response.status, body: await response.json() };
}

// The JSON is typed as the test expects it; the assertions are what check it.
export function videoServiceClient(service: () => ServiceAddress): VideoServiceClient {
  return {
    url: () => service().url,
    apiKey: () => service().apiKey,
    search: async (parameters) => {
      const { status, body } = await requestSearch(service(), parameters);
      return { status, body: body as SearchListResponse };
    },
    searchError: async (parameters) => {
      const { status, body } = await requestSearch(service(), parameters);
      return { status, body: (body as { error: GoogleApiError }).error };
    },
  };
}

/** Starts a stand-in for the calling test file and stops it after the file. */
export function useVideoService(options: VideoServiceOptions = {}): VideoServiceClient {
  let running: RunningVideoService | undefined;
  beforeAll(async () => {
    running = await startVideoService(options);
  });
  afterAll(() => running?.stop());
  return videoServiceClient(() => {
    if (running === undefined) throw new Error('The video service has not started');
    return running;
  });
}
