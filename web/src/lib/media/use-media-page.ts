import {
  type MediaFilter,
  mediaImagePath,
  mediaImageSchema,
  mediaSearchGramCountPath,
  mediaSearchGramKeys,
  mediaSearchListToRead,
  mediaSearchTerm,
} from '@management-center/contract';
import { useMemo, useRef } from 'react';
import { z } from 'zod';
import { useLiveDatabaseRange, useLiveDatabaseValues } from '../database/live-database.ts';
import {
  type MediaLibraryImage,
  type MediaPage,
  type MediaPageMove,
  type MediaPageView,
  mediaPageOf,
  mediaPageRange,
  mediaRangeSchema,
  movedMediaPage,
} from './media-pages.ts';
import {
  mediaSearchMatches,
  mediaSearchPageOf,
  mediaSearchRange,
  movedMediaSearchPage,
} from './media-search.ts';

const sizeSchema = z.number().nullable();
const listSchema = z.array(z.object({ key: z.string(), value: z.unknown() }));
const entrySchema = mediaImageSchema.nullable();

/** The page of a search: its images read by key, and where they sit among the matches found. */
function useMediaSearchPage(filter: MediaFilter, view: MediaPageView, term: string) {
  const searching = term !== '';
  const gramKeys = searching ? mediaSearchGramKeys(term) : [];
  // A search longer than a gram reads the shortest of its strings' lists: their sizes choose it.
  const sizes = useLiveDatabaseValues(
    gramKeys.length > 1 ? gramKeys.map(mediaSearchGramCountPath) : [],
    sizeSchema,
  );
  const listKey = sizes.data && mediaSearchListToRead(gramKeys, sizes.data);
  const list = useLiveDatabaseRange(
    listKey === undefined ? undefined : mediaSearchRange(listKey),
    listSchema,
  );
  const found = useMemo(
    () => (list.data ? mediaSearchPageOf(mediaSearchMatches(list.data, term, filter), view.page) : undefined),
    [list.data, term, filter, view.page],
  );
  const entries = useLiveDatabaseValues((found?.keys ?? []).map(mediaImagePath), entrySchema);
  const page = useMemo((): MediaPage | undefined => {
    if (!found || !entries.data) return undefined;
    // An image deleted since the list was read is left out.
    const images = entries.data.flatMap((image, index): MediaLibraryImage[] => {
      const key = found.keys[index];
      return image && key !== undefined ? [{ ...image, key }] : [];
    });
    const { first, last, total, complete } = found;
    return {
      images,
      hasNewer: found.hasNewer,
      hasOlder: found.hasOlder,
      found: { first, last, total, complete },
    };
  }, [found, entries.data]);
  return { page, error: sizes.error ?? list.error ?? entries.error };
}

/**
 * One page of the media library under a filter and a search, live: an image uploaded, described, used or deleted
 * elsewhere shows at once, and a page costs the same to read whatever the library's size (a search: the sizes of
 * its lists, one window of a list and the page's images). While a search's next page is read, the page shown
 * before stays, marked as updating, rather than a loading state at every keystroke.
 */
export function useMediaPage(
  filter: MediaFilter,
  view: MediaPageView,
  search = '',
): {
  page?: MediaPage;
  updating: boolean;
  error: Error | null;
  // The page a move leads to from the one shown.
  moved: (move: MediaPageMove) => MediaPageView;
} {
  const term = mediaSearchTerm(search);
  const searching = term !== '';
  const read = useLiveDatabaseRange(searching ? undefined : mediaPageRange(filter, view), mediaRangeSchema);
  const searched = useMediaSearchPage(filter, view, term);
  const page = searching ? searched.page : read.data && mediaPageOf(view, read.data);
  const lastSearched = useRef<MediaPage | undefined>(undefined);
  if (!searching) lastSearched.current = undefined;
  else if (page) lastSearched.current = page;
  const shown = page ?? (searching ? lastSearched.current : undefined);
  return {
    ...(shown ? { page: shown } : {}),
    updating: page === undefined && shown !== undefined,
    error: searching ? searched.error : read.error,
    moved: (move) =>
      searching ? movedMediaSearchPage(view, move) : movedMediaPage(filter, view, shown?.images ?? [], move),
  };
}
