import type { DatabaseRange } from '../database/live-database.ts';

// The long lists kept by the server (the feedback queue, the media library) are read a page at a time, in the
// database's order of one ordering key, whose values are a filter's prefix then a time key: the newest rows are the
// last of the filter's range. A page is found from the row next to it (its ordering key and, between rows of the
// same time, its key), so that moving one page reads one page, however long the list.

/** Where a page starts or ends: a row's ordering key and its key. */
export interface PageEdge {
  order: string;
  key: string;
}

export type KeysetCursor =
  | { kind: 'newest' }
  | { kind: 'olderThan' | 'newerThan'; edge: PageEdge }
  // The oldest rows: a list that knows its count can jump there.
  | { kind: 'oldest' };

export interface KeysetPageView {
  // 1-based, to say which page is shown; the newest is page 1. The oldest page's number follows the count instead.
  page: number;
  cursor: KeysetCursor;
}

export const newestPage: KeysetPageView = { page: 1, cursor: { kind: 'newest' } };

/** One filter's ordering of a list: the child ordered by and the range of its values the filter has. */
export interface KeysetOrdering {
  path: string;
  field: string;
  start: string;
  end: string;
}

export interface KeysetRead {
  perPage: number;
  // Read one row past a page towards older rows, for lists without a count: whether it comes says whether Next
  // leads anywhere.
  lookAhead?: boolean;
  // The size of the oldest page, once the count says it; the oldest page is not read before.
  oldestPageSize?: number;
}

/** The range of the list one page is, in the database's order (oldest first). */
export function keysetPageRange(
  ordering: KeysetOrdering,
  view: KeysetPageView,
  { perPage, lookAhead = false, oldestPageSize }: KeysetRead,
): DatabaseRange | undefined {
  const { path, field, start, end } = ordering;
  const base = { path, orderBy: { child: `order/${field}` } };
  const olderLimit = lookAhead ? perPage + 1 : perPage;
  const { cursor } = view;
  switch (cursor.kind) {
    case 'newest':
      return { ...base, startAt: [start], endAt: [end], limitToLast: olderLimit };
    case 'olderThan':
      return {
        ...base,
        startAt: [start],
        endBefore: [cursor.edge.order, cursor.edge.key],
        limitToLast: olderLimit,
      };
    case 'newerThan':
      return {
        ...base,
        startAfter: [cursor.edge.order, cursor.edge.key],
        endAt: [end],
        limitToFirst: perPage,
      };
    case 'oldest':
      return oldestPageSize === undefined
        ? undefined
        : { ...base, startAt: [start], endAt: [end], limitToFirst: oldestPageSize };
  }
}

type OrderedRow = { order: Readonly<Record<string, string>> };

/** The rows of a page as shown (newest first), with the ordering they were read in. */
export interface ShownKeysetPage<Row extends OrderedRow> {
  page: number;
  field: string;
  rows: readonly Row[];
  keyOf: (row: Row) => string;
}

function edgeOf<Row extends OrderedRow>(
  shown: ShownKeysetPage<Row>,
  row: Row | undefined,
): PageEdge | undefined {
  const order = row?.order[shown.field];
  return row && order !== undefined ? { order, key: shown.keyOf(row) } : undefined;
}

/**
 * The page Next or Previous leads to from the one shown. Back to the first page reads the newest rows again, not
 * those just newer than the second page, so that a row added meanwhile shows.
 */
export function movedKeysetPage<Row extends OrderedRow>(
  shown: ShownKeysetPage<Row>,
  move: 'previous' | 'next',
): KeysetPageView {
  const { page, rows } = shown;
  if (move === 'next') {
    const oldest = edgeOf(shown, rows[rows.length - 1]);
    return oldest ? { page: page + 1, cursor: { kind: 'olderThan', edge: oldest } } : newestPage;
  }
  const newest = page > 2 ? edgeOf(shown, rows[0]) : undefined;
  return newest ? { page: page - 1, cursor: { kind: 'newerThan', edge: newest } } : newestPage;
}

// The page in an address: `page=3&olderThan={time key}:{key}` (or `newerThan`), from the row next to it, or
// `page=last`; the newest page has none. The ordering key is the filter's prefix and the time key, so the address
// keeps the time key only: the filter's own parameters give the prefix back.
const cursorParams = ['olderThan', 'newerThan'] as const;
const lastPageParam = 'last';

export function keysetPageParams(view: KeysetPageView): Record<string, string> {
  const { cursor } = view;
  if (cursor.kind === 'newest') return {};
  if (cursor.kind === 'oldest') return { page: lastPageParam };
  const timeKey = cursor.edge.order.slice(cursor.edge.order.lastIndexOf('|') + 1);
  return { page: String(view.page), [cursor.kind]: `${timeKey}:${cursor.edge.key}` };
}

/**
 * The page an address names, under the filter whose ordering keys start with `prefix`; the newest page when it names
 * none, or nothing that makes sense (`page=last` too, for a list that cannot jump to its oldest rows).
 */
export function readKeysetPageView(
  params: URLSearchParams,
  prefix: string,
  { canJumpToOldest }: { canJumpToOldest: boolean },
): KeysetPageView {
  const page = params.get('page');
  if (page === lastPageParam) return canJumpToOldest ? { page: 1, cursor: { kind: 'oldest' } } : newestPage;
  const number = Number(page);
  if (!Number.isSafeInteger(number) || number < 2) return newestPage;
  for (const kind of cursorParams) {
    const value = params.get(kind) ?? '';
    const separator = value.indexOf(':');
    const key = value.slice(separator + 1);
    if (separator < 1 || key === '') continue;
    return { page: number, cursor: { kind, edge: { order: `${prefix}${value.slice(0, separator)}`, key } } };
  }
  return newestPage;
}
