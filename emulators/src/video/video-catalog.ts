import { createHash } from 'node:crypto';
import { createSeededRandom, type SeededRandom } from '../shared/seeded-random.ts';
import {
  adjectives,
  audiences,
  channels,
  descriptionTemplates,
  equipment,
  focuses,
  formats,
  levels,
  minuteChoices,
  titleTemplates,
  type VideoWords,
} from './fitness-vocabulary.ts';

/** One generated video, in plain text; the search response escapes it as the real API does. */
export interface CatalogVideo {
  readonly videoId: string;
  readonly title: string;
  readonly description: string;
  readonly channelId: string;
  readonly channelTitle: string;
  readonly publishedAt: string;
}

const MIN_RESULTS = 120;
const MAX_RESULTS = 200;
// Limits of the real snippet: titles up to 100 characters, descriptions cut short in search results.
const TITLE_LIMIT = 100;
const DESCRIPTION_LIMIT = 160;
const KEYWORD_LIMIT = 40;
// A fixed window keeps the dates the same whatever day the tests run.
const OLDEST_PUBLISHED = Date.parse('2014-01-01T00:00:00Z');
const NEWEST_PUBLISHED = Date.parse('2025-06-30T00:00:00Z');
const CACHED_KEYWORDS = 100;

function collapseSpaces(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

function displayKeyword(query: string): string {
  return collapseSpaces(query)
    .slice(0, KEYWORD_LIMIT)
    .replace(/(^|\s)(\S)/g, (_match, space: string, first: string) => space + first.toUpperCase());
}

function truncate(text: string, limit: number, ellipsis: string): string {
  return text.length <= limit ? text : `${text.slice(0, limit - ellipsis.length).trimEnd()}${ellipsis}`;
}

// Channel ids are 'UC' plus 22 characters, the base64url form of 16 bytes, like the real ones.
function channelId(channel: string): string {
  return `UC${createHash('sha256').update(`channel:${channel}`).digest().subarray(0, 16).toString('base64url')}`;
}

// Real video ids are 8 random bytes in base64url: 11 characters, the last one from a 16-letter subset.
function uniqueVideoId(random: SeededRandom, taken: Set<string>): string {
  for (;;) {
    const videoId = random.bytes(8).toString('base64url');
    if (!taken.has(videoId)) {
      taken.add(videoId);
      return videoId;
    }
  }
}

function generateVideo(random: SeededRandom, keyword: string, takenIds: Set<string>): CatalogVideo {
  const channel = random.pick(channels);
  const words: VideoWords = {
    keyword,
    minutes: random.pick(minuteChoices),
    level: random.pick(levels),
    format: random.pick(formats),
    focus: random.pick(focuses),
    otherFocus: random.pick(focuses),
    equipment: random.pick(equipment),
    audience: random.pick(audiences),
    adjective: random.pick(adjectives),
    count: 3 + random.int(13),
    day: 1 + random.int(30),
    channel,
  };
  const published = new Date(
    OLDEST_PUBLISHED + random.int((NEWEST_PUBLISHED - OLDEST_PUBLISHED) / 1000) * 1000,
  );
  return {
    videoId: uniqueVideoId(random, takenIds),
    title: truncate(random.pick(titleTemplates)(words), TITLE_LIMIT, '…'),
    description: truncate(random.pick(descriptionTemplates)(words), DESCRIPTION_LIMIT, '...'),
    channelId: channelId(channel),
    channelTitle: channel,
    publishedAt: published.toISOString().replace('.000Z', 'Z'),
  };
}

// Seeded from the lower-cased text, so any case or spacing finds the same videos; titles keep the typed case.
function generateResults(query: string): CatalogVideo[] {
  const random = createSeededRandom(`search:${collapseSpaces(query).toLowerCase()}`);
  const count = MIN_RESULTS + random.int(MAX_RESULTS - MIN_RESULTS + 1);
  const keyword = displayKeyword(query);
  const takenIds = new Set<string>();
  return Array.from({ length: count }, () => generateVideo(random, keyword, takenIds));
}

/**
 * The generated result sets of recent searches. Results are a pure function of the keyword; keeping recent ones
 * avoids regenerating them for every page and lets thumbnails show the title of a video that was found.
 */
export class VideoCatalog {
  readonly #results = new Map<string, readonly CatalogVideo[]>();

  search(query: string): readonly CatalogVideo[] {
    const key = collapseSpaces(query);
    const cached = this.#results.get(key);
    // Re-inserting keeps the map in least-recently-used order, so the oldest entry is the first one.
    this.#results.delete(key);
    const results = cached ?? generateResults(query);
    this.#results.set(key, results);
    for (const oldest of this.#results.keys()) {
      if (this.#results.size <= CACHED_KEYWORDS) break;
      this.#results.delete(oldest);
    }
    return results;
  }

  find(videoId: string): CatalogVideo | undefined {
    for (const results of this.#results.values()) {
      const video = results.find((candidate) => candidate.videoId === videoId);
      if (video) return video;
    }
    return undefined;
  }
}
