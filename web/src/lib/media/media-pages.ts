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
import {
  type KeysetOrdering,
  type KeysetPageView,
  keysetPageParams,
  keysetPageRange,
  movedKeysetPage,
  newestPage,
  readKeysetPageView,
} from '../list-screen/keyset-pages.ts';

// Twenty-four cards: whole rows of two, three or four columns.
export const mediaPerPage = 24;

// The library is read a page at a time from the image next to it (keyset-pages.ts), in the order of the filter's
// ordering key, which sorts as the upload time. There is no count to read, so the pager moves one page either way.

/** An image of the library with the key it is kept under. */
export interface MediaLibraryImage extends MediaImage {
  key: string;
}

export type MediaPageView = KeysetPageView;

export const newestMediaPage: MediaPageView = newestPage;

export type MediaPageMove = 'previous' | 'next';

function libraryOrdering(filter: MediaFilter): KeysetOrdering {
  return { path: mediaLibraryPath, field: mediaOrderField(filter), ...mediaOrderRange(filter) };
}

/** The range of `readModels/mediaLibrary` a page is: towards older images, one more than a page. */
export function mediaPageRange(
  filter: MediaFilter,
  view: MediaPageView,
  perPage = mediaPerPage,
): DatabaseRange | undefined {
  return keysetPageRange(libraryOrdering(filter), view, { perPage, lookAhead: true });
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

/** The page a move leads to from the one shown (its images newest first). */
export function movedMediaPage(
  filter: MediaFilter,
  view: MediaPageView,
  images: readonly MediaLibraryImage[],
  move: MediaPageMove,
): MediaPageView {
  return movedKeysetPage(
    { page: view.page, field: mediaOrderField(filter), rows: images, keyOf: (image) => image.key },
    move,
  );
}

export const mediaPageParams = keysetPageParams;

/** The page an address names under `filter`; the newest page when it names none, or nothing that makes sense. */
export function readMediaPageView(params: URLSearchParams, filter: MediaFilter): MediaPageView {
  return readKeysetPageView(params, mediaOrderRange(filter).start, { canJumpToOldest: false });
}
