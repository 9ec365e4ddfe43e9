import {
  type MediaFilter,
  type MediaImage,
  mediaImageSchema,
  mediaLibraryPath,
  mediaOrderField,
  mediaOrderRange,
} from '@management-center/contract';
import { z } from 'zod';
import type { DatabaseRange } from '../database/live-database.ts';

// Twenty-four cards: whole rows of two, three or four columns.
export const mediaPerPage = 24;

// The library is read a page at a time, in the database's order of the filter's ordering key, which sorts as the
// upload time: the newest images are the last of the range. A page is found from the image next to it (its
// ordering key and, between images of the same millisecond, its key), so that a page costs one page to read,
// however large the library. There is no count to read, so the pager moves one page either way.

/** An image of the library with the key it is kept under. */
export interface MediaLibraryImage extends MediaImage {
  key: string;
}

interface PageEdge {
  order: string;
  key: string;
}

export type MediaPageCursor = { kind: 'newest' } | { kind: 'olderThan' | 'newerThan'; edge: PageEdge };

export interface MediaPageView {
  // 1-based, to say which page is shown; the newest is page 1.
  page: number;
  cursor: MediaPageCursor;
}

export const newestMediaPage: MediaPageView = { page: 1, cursor: { kind: 'newest' } };

export type MediaPageMove = 'previous' | 'next';

/**
 * The range of `readModels/mediaLibrary` a page is, in the database's order (oldest first). Reading towards older
 * images takes one more than a page: whether it comes says whether Next leads anywhere.
 */
export function mediaPageRange(
  filter: MediaFilter,
  view: MediaPageView,
  perPage = mediaPerPage,
): DatabaseRange {
  const { start, end } = mediaOrderRange(filter);
  const base = { path: mediaLibraryPath, orderBy: { child: `order/${mediaOrderField(filter)}` } };
  const { cursor } = view;
  switch (cursor.kind) {
    case 'newest':
      return { ...base, startAt: [start], endAt: [end], limitToLast: perPage + 1 };
    case 'olderThan':
      return {
        ...base,
        startAt: [start],
        endBefore: [cursor.edge.order, cursor.edge.key],
        limitToLast: perPage + 1,
      };
    case 'newerThan':
      return {
        ...base,
        startAfter: [cursor.edge.order, cursor.edge.key],
        endAt: [end],
        limitToFirst: perPage,
      };
  }
}

const libraryChildSchema = z.object({ key: z.string(), value: mediaImageSchema });

// The children as the database gives them, oldest first; `mediaPageOf` makes them a page.
export const mediaRangeSchema = z
  .array(libraryChildSchema)
  .transform((children): MediaLibraryImage[] => children.map(({ key, value }) => ({ ...value, key })));

export interface MediaPage {
  // Newest first.
  images: MediaLibraryImage[];
  hasNewer: boolean;
  hasOlder: boolean;
  // Under a search: where the page's images sit among the matches found (media-search.ts), and whether those are
  // all the matches.
  found?: { first: number; last: number; total: number; complete: boolean };
}

/** The page a range read gives: newest first, without the one image read beyond it. */
export function mediaPageOf(
  view: MediaPageView,
  read: readonly MediaLibraryImage[],
  perPage = mediaPerPage,
): MediaPage {
  const newestFirst = [...read].reverse();
  // A page newer than another was reached from that older one, which is still there to go back to.
  const hasOlder = view.cursor.kind === 'newerThan' || newestFirst.length > perPage;
  return { images: newestFirst.slice(0, perPage), hasNewer: view.page > 1, hasOlder };
}

function edgeOf(filter: MediaFilter, image: MediaLibraryImage | undefined): PageEdge | undefined {
  const order = image?.order[mediaOrderField(filter)];
  return image && order !== undefined ? { order, key: image.key } : undefined;
}

/**
 * The page a move leads to from the one shown. Back to the first page reads the newest images again, not those
 * just newer than the second page, so that an image uploaded meanwhile shows.
 */
export function movedMediaPage(
  filter: MediaFilter,
  view: MediaPageView,
  images: readonly MediaLibraryImage[],
  move: MediaPageMove,
): MediaPageView {
  if (move === 'next') {
    const oldest = edgeOf(filter, images[images.length - 1]);
    return oldest ? { page: view.page + 1, cursor: { kind: 'olderThan', edge: oldest } } : newestMediaPage;
  }
  if (view.page > 2) {
    const newest = edgeOf(filter, images[0]);
    return newest ? { page: view.page - 1, cursor: { kind: 'newerThan', edge: newest } } : newestMediaPage;
  }
  return newestMediaPage;
}

// The page in an address: `page=3&olderThan={time key}:{image key}` (or `newerThan`), from the image next to it;
// the newest page has none. The ordering key is the filter's prefix and the time key, so the address keeps the time
// key only: the filter gives the prefix back.
const cursorKinds = ['olderThan', 'newerThan'] as const;

export function mediaPageParams(view: MediaPageView): Record<string, string> {
  const { cursor } = view;
  if (cursor.kind === 'newest') return {};
  const timeKey = cursor.edge.order.slice(cursor.edge.order.lastIndexOf('|') + 1);
  return { page: String(view.page), [cursor.kind]: `${timeKey}:${cursor.edge.key}` };
}

/** The page an address names under `filter`; the newest page when it names none, or nothing that makes sense. */
export function readMediaPageView(params: URLSearchParams, filter: MediaFilter): MediaPageView {
  const page = Number(params.get('page'));
  if (!Number.isSafeInteger(page) || page < 2) return newestMediaPage;
  for (const kind of cursorKinds) {
    const value = params.get(kind) ?? '';
    const separator = value.indexOf(':');
    const key = value.slice(separator + 1);
    if (separator < 1 || key === '') continue;
    const order = `${mediaOrderRange(filter).start}${value.slice(0, separator)}`;
    return { page, cursor: { kind, edge: { order, key } } };
  }
  return newestMediaPage;
}
