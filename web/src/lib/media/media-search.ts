import {
  type MediaFilter,
  type MediaShow,
  mediaSearchListPath,
  mediaSearchValueMatches,
  mediaSearchValueParts,
  mediaWebsiteLabels,
  storageFolderLabels,
} from '@management-center/contract';
import type { DatabaseRange } from '../database/live-database.ts';
import { type CountedNoun, countedText, formatCount } from '../wording/counted-text.ts';
import { noMediaText } from './media-filters.ts';
import { type MediaPageMove, type MediaPageView, mediaPerPage, newestMediaPage } from './media-pages.ts';

// A search of the library (docs/product.md, Media Library) reads the newest `mediaSearchWindow` images of one search
// list (contract/src/media/media-search.ts), whatever the size of the library, and keeps those whose file name or
// alt text has the search and that the Website, Folder and Show filters show, from what each list's value holds.
// Every match is in the list, which is in upload order: the matches kept are the newest, all of them when the list
// ends within the window, and the newest of more ("more than N") when it does not. Narrowing the search narrows the
// list.
export const mediaSearchWindow = 1000;

/** The newest children of a list, one past the window: whether it comes says whether the list ends within it. */
export function mediaSearchRange(listKey: string): DatabaseRange {
  return { path: mediaSearchListPath(listKey), orderBy: 'value', limitToLast: mediaSearchWindow + 1 };
}

export interface MediaSearchMatches {
  // Image keys, newest first.
  keys: string[];
  // True when the list ended within the window: `keys` are all the matches.
  complete: boolean;
}

/**
 * The matches among the children read (oldest first, as the database gives a range): a search of up to three
 * characters is its own list, but the check still drops a child a late write left behind.
 */
export function mediaSearchMatches(
  children: ReadonlyArray<{ key: string; value: unknown }>,
  term: string,
  filter: MediaFilter,
): MediaSearchMatches {
  const newestFirst = [...children].reverse();
  const windowed = newestFirst.slice(0, mediaSearchWindow);
  const keys = windowed.flatMap(({ key, value }) => {
    const parts = mediaSearchValueParts(value);
    return parts && mediaSearchValueMatches(parts, term, filter) ? [key] : [];
  });
  return { keys, complete: newestFirst.length <= mediaSearchWindow };
}

export interface MediaSearchPage {
  // The image keys of the page, newest first.
  keys: string[];
  // 1-based positions of the page's first and last match among all found, and how many were found.
  first: number;
  last: number;
  total: number;
  complete: boolean;
  hasNewer: boolean;
  hasOlder: boolean;
}

/** One page of the matches: a search has them all in the browser, so its pages are numbers. */
export function mediaSearchPageOf(
  matches: MediaSearchMatches,
  page: number,
  perPage = mediaPerPage,
): MediaSearchPage {
  const start = (page - 1) * perPage;
  const keys = matches.keys.slice(start, start + perPage);
  return {
    keys,
    first: keys.length === 0 ? 0 : start + 1,
    last: start + keys.length,
    total: matches.keys.length,
    complete: matches.complete,
    hasNewer: page > 1,
    hasOlder: start + perPage < matches.keys.length,
  };
}

/** The page of a search a move leads to: the page numbered one more or one less. */
export function movedMediaSearchPage(view: MediaPageView, move: MediaPageMove): MediaPageView {
  const page = move === 'next' ? view.page + 1 : view.page - 1;
  return page > 1 ? { page, cursor: { kind: 'newest' } } : newestMediaPage;
}

// A search's page in an address is its number alone: `search=dana&page=2`.
export function readMediaSearchPageView(params: URLSearchParams): MediaPageView {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? { page, cursor: { kind: 'newest' } } : newestMediaPage;
}

export function mediaSearchPageParams(view: MediaPageView): Record<string, string> {
  return view.page > 1 ? { page: String(view.page) } : {};
}

const images: CountedNoun = { one: 'image', many: 'images' };

/** "Showing 1–24 of 37 images", or "of more than 1,000 images" past the window. */
export function mediaSearchRangeText(page: Pick<MediaSearchPage, 'first' | 'last' | 'total' | 'complete'>) {
  const total = countedText(page.total, images);
  return `Showing ${page.first}–${page.last} of ${page.complete ? '' : 'more than '}${total}`;
}

/** The note under a search past its window. */
export function mediaSearchWindowNote(total: number): string {
  return `A search lists its newest ${countedText(total, { one: 'match', many: 'matches' })}; type more to narrow it.`;
}

const showNouns: Record<MediaShow, string> = {
  all: 'images',
  unused: 'unused images',
  noAlt: 'images without alt text',
};

function scopeText(filter: MediaFilter): string {
  if (filter.folder !== 'all') return ` in “${storageFolderLabels[filter.folder]}”`;
  if (filter.website !== 'all') return ` of the ${mediaWebsiteLabels[filter.website]}`;
  return '';
}

/** What a search that found nothing says: that none matches, or none among the newest images it read. */
export function noMediaMatchesText(filter: MediaFilter, search: string, complete: boolean): string {
  const what = `${showNouns[filter.show]}${scopeText(filter)}`;
  if (complete) return `No ${what} match “${search}”.`;
  return `None of the newest ${formatCount(mediaSearchWindow)} images the search read matches “${search}” and the filters: type more to narrow it.`;
}

/** What an empty page says: the filter's sentence without a search, the search's with one. */
export function emptyMediaPageText(
  filter: MediaFilter,
  search: string,
  found: Pick<MediaSearchPage, 'complete'> | undefined,
): string {
  return search === '' ? noMediaText(filter) : noMediaMatchesText(filter, search, found?.complete ?? true);
}
