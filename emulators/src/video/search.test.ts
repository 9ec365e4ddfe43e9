import { describe, expect, it } from 'vitest';
import { type SearchListResponse, type SearchResult, startVideoService } from './index.ts';
import {
  type SearchParameters,
  useVideoService,
  type VideoServiceClient,
  videoServiceClient,
} from './test-support.ts';

const video = useVideoService();

const etagPattern = /^[A-Za-z0-9_-]{27}$/;
const videoIdPattern = /^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/;
const timestampPattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

async function searchOk(
  parameters: SearchParameters,
  client: VideoServiceClient = video,
): Promise<SearchListResponse> {
  const { status, body } = await client.search(parameters);
  expect(status).toBe(200);
  return body;
}

/** Every result for `q`, following nextPageToken from the first page. */
async function allPages(q: string, maxResults: number): Promise<SearchListResponse[]> {
  const pages = [await searchOk({ q, maxResults })];
  for (let token = pages[0]?.nextPageToken; token !== undefined; token = pages.at(-1)?.nextPageToken) {
    pages.push(await searchOk({ q, maxResults, pageToken: token }));
  }
  return pages;
}

const videoIds = (items: readonly SearchResult[]): string[] => items.map((item) => item.id.videoId);

describe('GET /youtube/v3/search', () => {
  it("answers search.list's response shape", async () => {
    const response = await searchOk({ q: 'yoga', maxResults: 10 });
    expect(response).toEqual({
      kind: 'youtube#searchListResponse',
      etag: expect.stringMatching(etagPattern),
      nextPageToken: 'CAoQAA',
      regionCode: 'US',
      pageInfo: { totalResults: expect.any(Number), resultsPerPage: 10 },
      items: expect.any(Array),
    });
    expect(response.items).toHaveLength(10);
    for (const item of response.items) {
      const { videoId } = item.id;
      const thumbnail = (file: string, width: number, height: number) => ({
        url: `${video.url()}/vi/${videoId}/${file}.jpg`,
        width,
        height,
      });
      expect(item).toEqual({
        kind: 'youtube#searchResult',
        etag: expect.stringMatching(etagPattern),
        id: { kind: 'youtube#video', videoId: expect.stringMatching(videoIdPattern) },
        snippet: {
          publishedAt: expect.stringMatching(timestampPattern),
          channelId: expect.stringMatching(/^UC[A-Za-z0-9_-]{22}$/),
          title: expect.stringContaining('Yoga'),
          description: expect.any(String),
          thumbnails: {
            default: thumbnail('default', 120, 90),
            medium: thumbnail('mqdefault', 320, 180),
            high: thumbnail('hqdefault', 480, 360),
          },
          channelTitle: expect.any(String),
          liveBroadcastContent: 'none',
          publishTime: item.snippet.publishedAt,
        },
      });
      expect(item.snippet.title.length).toBeLessThanOrEqual(100);
      expect(item.snippet.description.length).toBeGreaterThan(20);
    }
  });

  it('returns 5 results when maxResults is not given', async () => {
    const response = await searchOk({ q: 'pilates' });
    expect(response.items).toHaveLength(5);
    expect(response.pageInfo.resultsPerPage).toBe(5);
  });

  it('honours maxResults 0 and 50', async () => {
    const none = await searchOk({ q: 'pilates', maxResults: 0 });
    expect(none.items).toEqual([]);
    expect(none.pageInfo.resultsPerPage).toBe(0);
    expect(none.nextPageToken).toBeUndefined();
    expect((await searchOk({ q: 'pilates', maxResults: 50 })).items).toHaveLength(50);
  });

  it('accepts part=id,snippet and ignores parameters it does not use', async () => {
    const plain = await searchOk({ q: 'boxing' });
    const withExtras = await searchOk({ q: 'boxing', part: 'id,snippet', type: 'video', order: 'relevance' });
    expect(withExtras).toEqual(plain);
  });

  it('has between 120 and 200 results for any keyword', async () => {
    const keywords = ['yoga', 'hiit', 'kettlebell swings', 'zumba', 'a', '7', 'ãüé 健身', 'x'.repeat(300)];
    const totals = await Promise.all(
      keywords.map(async (q) => (await searchOk({ q, maxResults: 0 })).pageInfo.totalResults),
    );
    for (const total of totals) {
      expect(total).toBeGreaterThanOrEqual(120);
      expect(total).toBeLessThanOrEqual(200);
    }
    expect(new Set(totals).size).toBeGreaterThan(1);
  });

  it('answers HTML-escaped titles, as the real API does', async () => {
    const { items } = await searchOk({ q: `tom & jerry's <b>`, maxResults: 50 });
    for (const { snippet } of items) {
      expect(snippet.title).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;');
      expect(`${snippet.title} ${snippet.description} ${snippet.channelTitle}`).not.toMatch(
        /[<>'"]|&(?!amp;|lt;|gt;|quot;|#39;)/,
      );
    }
  });
});

describe('determinism', () => {
  it('answers the same results every time', async () => {
    expect(await searchOk({ q: 'core workout', maxResults: 50 })).toEqual(
      await searchOk({ q: 'core workout', maxResults: 50 }),
    );
  });

  it('answers the same results from another server', async () => {
    const other = await startVideoService();
    try {
      const here = await searchOk({ q: 'core workout', maxResults: 50 });
      const there = await searchOk(
        { q: 'core workout', maxResults: 50 },
        videoServiceClient(() => other),
      );
      expect(JSON.stringify(there).replaceAll(other.url, video.url())).toBe(JSON.stringify(here));
    } finally {
      await other.stop();
    }
  });

  it('finds the same videos whatever the case or spacing of the keyword', async () => {
    const lower = await searchOk({ q: 'hiit cardio', maxResults: 50 });
    const other = await searchOk({ q: '  HIIT   Cardio ', maxResults: 50 });
    expect(videoIds(other.items)).toEqual(videoIds(lower.items));
    expect(other.items[0]?.snippet.title).toContain('HIIT Cardio');
  });

  it('finds different videos for different keywords', async () => {
    const yoga = videoIds((await searchOk({ q: 'yoga', maxResults: 50 })).items);
    const rowing = videoIds((await searchOk({ q: 'rowing', maxResults: 50 })).items);
    expect(yoga.filter((id) => rowing.includes(id))).toEqual([]);
  });
});

describe('paging', () => {
  it('pages through every result once, with totals that add up', async () => {
    const pages = await allPages('strength training', 50);
    const total = pages[0]?.pageInfo.totalResults ?? 0;
    const ids = pages.flatMap((page) => videoIds(page.items));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(pages).toHaveLength(Math.ceil(total / 50));
    expect(pages.slice(0, -1).every((page) => page.items.length === 50)).toBe(true);
    expect(pages.at(-1)?.nextPageToken).toBeUndefined();
    expect(pages[0]?.prevPageToken).toBeUndefined();
    expect(pages.slice(1).every((page) => page.prevPageToken !== undefined)).toBe(true);
    expect(pages.every((page) => page.pageInfo.totalResults === total)).toBe(true);
  });

  it('keeps the same order whatever the page size', async () => {
    const byFifty = (await allPages('stretching', 50)).flatMap((page) => videoIds(page.items));
    const bySeven = (await allPages('stretching', 7)).flatMap((page) => videoIds(page.items));
    expect(bySeven).toEqual(byFifty);
  });

  it('goes back a page with prevPageToken', async () => {
    const first = await searchOk({ q: 'running', maxResults: 10 });
    const second = await searchOk({ q: 'running', maxResults: 10, pageToken: first.nextPageToken ?? '' });
    const third = await searchOk({ q: 'running', maxResults: 10, pageToken: second.nextPageToken ?? '' });
    const back = await searchOk({ q: 'running', maxResults: 10, pageToken: third.prevPageToken ?? '' });
    expect(back.items).toEqual(second.items);
    expect(back.prevPageToken).toBe(second.prevPageToken);
    expect(back.nextPageToken).toBe(second.nextPageToken);
    const start = await searchOk({ q: 'running', maxResults: 10, pageToken: back.prevPageToken ?? '' });
    expect(start.items).toEqual(first.items);
    expect(start.prevPageToken).toBeUndefined();
  });

  it('uses tokens shaped like the real ones', async () => {
    const first = await searchOk({ q: 'running', maxResults: 5 });
    expect(first.nextPageToken).toBe('CAUQAA');
    const second = await searchOk({ q: 'running', maxResults: 5, pageToken: 'CAUQAA' });
    expect(second.prevPageToken).toBe('CAUQAQ');
    expect(second.nextPageToken).toBe('CAoQAA');
  });

  it('answers an empty page past the end', async () => {
    const far = await searchOk({ q: 'running', maxResults: 5, pageToken: 'CNAPEAA' });
    expect(far.items).toEqual([]);
    expect(far.nextPageToken).toBeUndefined();
  });
});
