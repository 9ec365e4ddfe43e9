import { escapeHtml, listen, type RunningServer, sendJson } from '@management-center/emulators/http/server';
import { startVideoService } from '@management-center/emulators/video';
import { useVideoService } from '@management-center/emulators/video/test-support';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchVideoService, type VideoServiceAccess, videoServiceMessages } from './video-service.ts';

const video = useVideoService({ apiKey: 'unit-test-video-key' });

function standIn(apiKey = video.apiKey()): VideoServiceAccess {
  return { baseUrl: video.url(), apiKey };
}

async function searchFailure(access: VideoServiceAccess, keyword = 'core'): Promise<HttpsError> {
  const failure = await searchVideoService(access, keyword).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(failure instanceof HttpsError)) throw new Error(`Expected an HttpsError, got ${String(failure)}`);
  return failure;
}

// The address of a service that has stopped: nothing listens there any more.
async function unreachableBaseUrl(): Promise<string> {
  const stopped = await startVideoService();
  await stopped.stop();
  return stopped.url;
}

// A video service answering each search with the next canned answer, recording what it was asked.
interface ScriptedAnswer {
  status: number;
  body: unknown;
}

function scriptedService() {
  const answers: ScriptedAnswer[] = [];
  const requests: URL[] = [];
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await listen(
      async (_request, response, { url }) => {
        requests.push(url);
        const answer = answers.shift() ?? { status: 404, body: { error: { code: 404 } } };
        sendJson(response, answer.status, answer.body);
      },
      { host: '127.0.0.1', port: 0 },
    );
  });
  afterAll(() => server?.stop());
  afterEach(() => {
    answers.length = 0;
    requests.length = 0;
  });
  return {
    access: (): VideoServiceAccess => ({ baseUrl: server?.url ?? '', apiKey: 'scripted-key' }),
    answer: (...next: ScriptedAnswer[]) => answers.push(...next),
    requests,
  };
}

const scripted = scriptedService();

function item(videoId: string, title: string) {
  const thumbnail = (size: string) => ({ url: `https://i.ytimg.com/vi/${videoId}/${size}.jpg` });
  return {
    id: { kind: 'youtube#video', videoId },
    snippet: {
      title,
      thumbnails: {
        default: thumbnail('default'),
        medium: thumbnail('mqdefault'),
        high: thumbnail('hqdefault'),
      },
    },
  };
}

describe('searchVideoService against the video stand-in', () => {
  it('answers the first 100 videos of the search, in order, with plain-text titles', async () => {
    const first = await video.search({ q: 'Core & Cardio', maxResults: 50 });
    const nextPageToken = first.body.nextPageToken ?? '';
    const second = await video.search({ q: 'Core & Cardio', maxResults: 50, pageToken: nextPageToken });
    const served = [...first.body.items, ...second.body.items];

    const videos = await searchVideoService(standIn(), 'Core & Cardio');

    expect(videos).toHaveLength(100);
    expect(videos.map((found) => found.videoId)).toEqual(served.map((result) => result.id.videoId));
    expect(videos.map((found) => escapeHtml(found.title))).toEqual(
      served.map((result) => result.snippet.title),
    );
    expect(videos.map((found) => found.thumbnailUrl)).toEqual(
      served.map((result) => result.snippet.thumbnails.medium.url),
    );
    expect(served.some((result) => /&(amp|#39|quot);/.test(result.snippet.title))).toBe(true);
    expect(videos.some((found) => found.title.includes('&'))).toBe(true);
  });

  it.each([
    ['a wrong key', 'not-the-key'],
    ['an empty key', ''],
  ])('turns %s into failed-precondition about the key', async (_case, apiKey) => {
    const failure = await searchFailure(standIn(apiKey));
    expect(failure.code).toBe('failed-precondition');
    expect(failure.message).toBe(videoServiceMessages.keyNotValid);
  });

  it('turns an exceeded quota into failed-precondition about the daily quota', async () => {
    await fetch(`${video.url()}/control/quota-exceeded`, { method: 'PUT' });
    try {
      const failure = await searchFailure(standIn());
      expect(failure.code).toBe('failed-precondition');
      expect(failure.message).toBe(videoServiceMessages.quotaUsedUp);
    } finally {
      await fetch(`${video.url()}/control/quota-exceeded`, { method: 'DELETE' });
    }
  });

  it('turns a service that is not there into unavailable', async () => {
    const failure = await searchFailure({ baseUrl: await unreachableBaseUrl(), apiKey: video.apiKey() });
    expect(failure.code).toBe('unavailable');
    expect(failure.message).toBe(videoServiceMessages.unreachable);
  });
});

describe('searchVideoService against answers the stand-in does not give', () => {
  it('asks for pages of 50 videos, follows the page token, and leaves out channels and repeats', async () => {
    scripted.answer(
      {
        status: 200,
        body: {
          nextPageToken: 'CDIQAA',
          items: [
            item('aaaaaaaaaaa', 'Rock &amp; Roll'),
            {
              id: { kind: 'youtube#channel', channelId: 'UC123' },
              snippet: { title: 'A channel', thumbnails: {} },
            },
            item('bbbbbbbbbbb', 'Today&#39;s Plan'),
          ],
        },
      },
      {
        status: 200,
        body: { items: [item('bbbbbbbbbbb', 'Again'), item('ccccccccccc', '&quot;Quoted&quot;')] },
      },
    );

    const videos = await searchVideoService(scripted.access(), 'rock');

    expect(videos).toEqual([
      {
        videoId: 'aaaaaaaaaaa',
        title: 'Rock & Roll',
        thumbnailUrl: 'https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg',
      },
      {
        videoId: 'bbbbbbbbbbb',
        title: "Today's Plan",
        thumbnailUrl: 'https://i.ytimg.com/vi/bbbbbbbbbbb/mqdefault.jpg',
      },
      {
        videoId: 'ccccccccccc',
        title: '"Quoted"',
        thumbnailUrl: 'https://i.ytimg.com/vi/ccccccccccc/mqdefault.jpg',
      },
    ]);
    const [firstRequest, secondRequest] = scripted.requests;
    expect(scripted.requests).toHaveLength(2);
    expect(firstRequest?.pathname).toBe('/youtube/v3/search');
    expect(Object.fromEntries(firstRequest?.searchParams ?? [])).toEqual({
      part: 'snippet',
      type: 'video',
      maxResults: '50',
      q: 'rock',
      key: 'scripted-key',
    });
    expect(secondRequest?.searchParams.get('pageToken')).toBe('CDIQAA');
  });

  it("recognises the real API's answer to a wrong key (400 badRequest, API_KEY_INVALID)", async () => {
    scripted.answer({
      status: 400,
      body: {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          errors: [{ message: 'API key not valid.', domain: 'global', reason: 'badRequest' }],
          status: 'INVALID_ARGUMENT',
          details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
        },
      },
    });
    const failure = await searchFailure(scripted.access());
    expect(failure.code).toBe('failed-precondition');
    expect(failure.message).toBe(videoServiceMessages.keyNotValid);
  });

  it.each([500, 503])('turns a %i answer into unavailable', async (status) => {
    scripted.answer({ status, body: { error: { code: status, message: 'Backend Error' } } });
    const failure = await searchFailure(scripted.access());
    expect(failure.code).toBe('unavailable');
    expect(failure.message).toBe(videoServiceMessages.notAnswering);
  });

  it('turns an answer of the wrong shape into internal', async () => {
    scripted.answer({ status: 200, body: { items: 'none' } });
    const failure = await searchFailure(scripted.access());
    expect(failure.code).toBe('internal');
    expect(failure.message).toBe(videoServiceMessages.unexpectedAnswer);
  });

  it('never writes the key into a log line or an error', async () => {
    const warnings = vi.spyOn(logger, 'warn');
    try {
      scripted.answer(
        { status: 403, body: { error: { errors: [{ reason: 'quotaExceeded' }] } } },
        { status: 502, body: '<html>Bad Gateway</html>' },
      );
      const failures = [
        await searchFailure(scripted.access()),
        await searchFailure(scripted.access()),
        await searchFailure({ baseUrl: await unreachableBaseUrl(), apiKey: 'scripted-key' }),
      ];
      expect(failures.map((failure) => failure.code)).toEqual([
        'failed-precondition',
        'unavailable',
        'unavailable',
      ]);
      expect(warnings).toHaveBeenCalledTimes(3);
      const written = JSON.stringify([warnings.mock.calls, failures.map((failure) => failure.toJSON())]);
      expect(written).not.toContain('scripted-key');
    } finally {
      warnings.mockRestore();
    }
  });
});
