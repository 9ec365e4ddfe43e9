import { describe, expect, it } from 'vitest';
import type { GoogleApiError } from './index.ts';
import { type SearchParameters, useVideoService } from './test-support.ts';

const video = useVideoService({ apiKey: 'test-key-123' });

interface ExpectedError {
  readonly code: number;
  readonly status: string;
  readonly reason: string;
  readonly domain: string;
  readonly location?: string;
}

function expectGoogleError(error: GoogleApiError, expected: ExpectedError): void {
  const detail = {
    message: error.message,
    domain: expected.domain,
    reason: expected.reason,
    ...(expected.location === undefined ? {} : { location: expected.location, locationType: 'parameter' }),
  };
  expect(error).toEqual({
    code: expected.code,
    message: expect.any(String),
    errors: [detail],
    status: expected.status,
  });
  expect(error.message.length).toBeGreaterThan(0);
}

const invalidArgument = (reason: string, location: string, domain = 'global'): ExpectedError => ({
  code: 400,
  status: 'INVALID_ARGUMENT',
  reason,
  domain,
  location,
});

describe('search errors', () => {
  it.each<[string, SearchParameters, ExpectedError]>([
    [
      'no key',
      { q: 'yoga', key: null },
      { code: 403, status: 'PERMISSION_DENIED', reason: 'forbidden', domain: 'global' },
    ],
    [
      'an empty key',
      { q: 'yoga', key: '' },
      { code: 403, status: 'PERMISSION_DENIED', reason: 'forbidden', domain: 'global' },
    ],
    [
      'a wrong key',
      { q: 'yoga', key: 'local-youtube-key' },
      { code: 403, status: 'PERMISSION_DENIED', reason: 'keyInvalid', domain: 'global' },
    ],
    ['no part', { q: 'yoga', part: null }, invalidArgument('required', 'part')],
    ['an empty part', { q: 'yoga', part: '' }, invalidArgument('required', 'part')],
    [
      'an unknown part',
      { q: 'yoga', part: 'snippet,statistics' },
      invalidArgument('unknownPart', 'part', 'youtube.part'),
    ],
    ['part=id alone', { q: 'yoga', part: 'id' }, invalidArgument('invalidParameter', 'part')],
    ['no q', {}, invalidArgument('required', 'q')],
    ['an empty q', { q: '' }, invalidArgument('required', 'q')],
    ['a blank q', { q: '   ' }, invalidArgument('required', 'q')],
    ['maxResults 51', { q: 'yoga', maxResults: 51 }, invalidArgument('invalidParameter', 'maxResults')],
    ['maxResults 1000', { q: 'yoga', maxResults: 1000 }, invalidArgument('invalidParameter', 'maxResults')],
    ['maxResults -1', { q: 'yoga', maxResults: -1 }, invalidArgument('invalidParameter', 'maxResults')],
    ['maxResults 2.5', { q: 'yoga', maxResults: '2.5' }, invalidArgument('invalidParameter', 'maxResults')],
    ['maxResults abc', { q: 'yoga', maxResults: 'abc' }, invalidArgument('invalidParameter', 'maxResults')],
    ['an empty maxResults', { q: 'yoga', maxResults: '' }, invalidArgument('invalidParameter', 'maxResults')],
    [
      'a made-up pageToken',
      { q: 'yoga', pageToken: 'next-please' },
      invalidArgument('invalidPageToken', 'pageToken', 'youtube.parameter'),
    ],
    [
      'a pageToken with extra bytes',
      { q: 'yoga', pageToken: 'CAUQAAA' },
      invalidArgument('invalidPageToken', 'pageToken', 'youtube.parameter'),
    ],
  ])("answers %s in Google's error shape", async (_case, parameters, expected) => {
    const { status, body } = await video.searchError(parameters);
    expect(status).toBe(expected.code);
    expectGoogleError(body, expected);
  });

  it('names the range in a maxResults error', async () => {
    const { body } = await video.searchError({ q: 'yoga', maxResults: 51 });
    expect(body.message).toBe("Invalid value '51'. Values must be within the range: [0, 50]");
  });

  it('names the missing parameter', async () => {
    expect((await video.searchError({})).body.message).toBe('Required parameter: q');
  });

  it('takes the key it was started with', async () => {
    expect(video.apiKey()).toBe('test-key-123');
    expect((await video.search({ q: 'yoga' })).status).toBe(200);
  });

  it('answers 404 for another path and 405 for another method', async () => {
    const missing = await fetch(`${video.url()}/youtube/v3/videos?part=snippet&key=test-key-123`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: GoogleApiError }).error.code).toBe(404);
    const posted = await fetch(`${video.url()}/youtube/v3/search?part=snippet&q=yoga&key=test-key-123`, {
      method: 'POST',
    });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET');
  });
});

describe('the record of searches', () => {
  async function receivedSearches(): Promise<unknown[]> {
    const response = await fetch(`${video.url()}/control/searches`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { searches: unknown[] }).searches;
  }

  it('lists each search request received, answered or refused, without its key', async () => {
    const before = await receivedSearches();
    const first = await video.search({ q: 'Recorded Stretch' });
    await video.search({ q: 'Recorded Stretch', pageToken: first.body.nextPageToken ?? null });
    await video.searchError({ q: 'recorded refusal', key: 'wrong' });
    const received = await receivedSearches();
    expect(received.slice(before.length)).toEqual([
      { q: 'Recorded Stretch', pageToken: null },
      { q: 'Recorded Stretch', pageToken: first.body.nextPageToken },
      { q: 'recorded refusal', pageToken: null },
    ]);
    expect(JSON.stringify(received)).not.toContain(video.apiKey());
  });
});

describe('quota exceeded mode', () => {
  const setQuotaExceeded = (method: 'PUT' | 'DELETE') =>
    fetch(`${video.url()}/control/quota-exceeded`, { method });

  it('answers every search 403 quotaExceeded until switched off', async () => {
    expect((await setQuotaExceeded('PUT')).status).toBe(204);
    try {
      for (const q of ['yoga', 'pilates']) {
        const { status, body } = await video.searchError({ q });
        expect(status).toBe(403);
        expectGoogleError(body, {
          code: 403,
          status: 'PERMISSION_DENIED',
          reason: 'quotaExceeded',
          domain: 'youtube.quota',
        });
        expect(body.message).toContain('exceeded your');
      }
    } finally {
      expect((await setQuotaExceeded('DELETE')).status).toBe(204);
    }
    expect((await video.search({ q: 'yoga' })).status).toBe(200);
  });

  it('still tells a wrong key apart', async () => {
    await setQuotaExceeded('PUT');
    try {
      expect((await video.searchError({ q: 'yoga', key: 'wrong' })).body.errors[0]?.reason).toBe(
        'keyInvalid',
      );
    } finally {
      await setQuotaExceeded('DELETE');
    }
  });

  it('answers 405 for another method on the switch', async () => {
    expect((await fetch(`${video.url()}/control/quota-exceeded`, { method: 'POST' })).status).toBe(405);
  });
});
