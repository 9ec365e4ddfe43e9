import { describe, expect, it } from 'vitest';
import type { SearchResult } from './index.ts';
import { useVideoService } from './test-support.ts';

const video = useVideoService();

async function firstResults(q: string, count: number): Promise<readonly SearchResult[]> {
  const { status, body } = await video.search({ q, maxResults: count });
  expect(status).toBe(200);
  return body.items;
}

async function fetchSvg(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  return response.text();
}

/** The text drawn on the picture, with the SVG's escapes undone. */
function drawnText(svg: string): string {
  return [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)]
    .map((match) => match[1] ?? '')
    .join(' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

const unescapeTitle = (title: string): string => drawnText(`<tspan>${title}</tspan>`);

describe('thumbnails', () => {
  it('serves an SVG of the advertised size for every thumbnail of a result', async () => {
    const [result] = await firstResults('squats', 1);
    if (!result) throw new Error('The search found nothing');
    // The three sizes YouTube answers with: a result without them would pass the loop below unchecked.
    expect(Object.keys(result.snippet.thumbnails).sort()).toEqual(['default', 'high', 'medium']);
    for (const thumbnail of Object.values(result.snippet.thumbnails)) {
      const svg = await fetchSvg(thumbnail.url);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${thumbnail.width}" height="${thumbnail.height}"`));
    }
  });

  it('draws the start of the title', async () => {
    const results = await firstResults('squats', 5);
    for (const result of results) {
      const svg = await fetchSvg(result.snippet.thumbnails.high.url);
      const drawn = drawnText(svg).replace(/…$/, '');
      expect(drawn.length).toBeGreaterThan(10);
      expect(unescapeTitle(result.snippet.title).startsWith(drawn)).toBe(true);
    }
  });

  it('escapes the title inside the SVG', async () => {
    const results = await firstResults('<script>&', 3);
    for (const result of results) {
      const svg = await fetchSvg(result.snippet.thumbnails.high.url);
      expect(svg).not.toContain('<script');
      expect(drawnText(svg)).toContain('<script>&');
    }
  });

  it('draws the same picture each time, in colours that differ between videos', async () => {
    const results = await firstResults('lunges', 10);
    const pictures = await Promise.all(
      results.map((result) => fetchSvg(result.snippet.thumbnails.medium.url)),
    );
    const again = await Promise.all(results.map((result) => fetchSvg(result.snippet.thumbnails.medium.url)));
    expect(again).toEqual(pictures);
    const backgrounds = pictures.map((svg) => /<rect [^>]*fill="([^"]+)"/.exec(svg)?.[1]);
    expect(backgrounds.every((fill) => fill?.startsWith('hsl('))).toBe(true);
    expect(new Set(backgrounds).size).toBeGreaterThan(5);
  });

  it('answers HEAD with the headers alone', async () => {
    const [result] = await firstResults('lunges', 1);
    const response = await fetch(result?.snippet.thumbnails.default.url ?? '', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('');
  });

  it('draws the id for a video it has not found in a search', async () => {
    const svg = await fetchSvg(`${video.url()}/vi/AAAAAAAAAAA/hqdefault.jpg`);
    expect(drawnText(svg)).toBe('AAAAAAAAAAA');
  });

  it.each([
    ['an id of the wrong length', '/vi/short/hqdefault.jpg'],
    ['an id with characters ids do not have', '/vi/AAAAAAAAAA!/hqdefault.jpg'],
    ['a size it does not serve', '/vi/AAAAAAAAAAA/maxresdefault.jpg'],
    ['another path', '/vi/AAAAAAAAAAA'],
  ])('answers 404 for %s', async (_case, path) => {
    expect((await fetch(`${video.url()}${path}`)).status).toBe(404);
  });

  it('answers 405 for another method', async () => {
    const response = await fetch(`${video.url()}/vi/AAAAAAAAAAA/default.jpg`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
