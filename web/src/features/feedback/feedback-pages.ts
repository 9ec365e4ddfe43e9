import {
  type FeedbackFilter,
  type FeedbackQueueEntry,
  feedbackOrderField,
  feedbackOrderRange,
  feedbackQueueEntrySchema,
  readModelPaths,
} from '@management-center/contract';
import { z } from 'zod';
import type { DatabaseRange } from '../../lib/database/live-database.ts';
import { pageCount } from '../../lib/list-screen/page-count.ts';
import type { ListViewCodec } from '../../lib/list-screen/use-list-address.ts';
import { formatCount } from '../../lib/wording/counted-text.ts';
import { countFeedbackEntries } from '../../lib/wording/feedback-entries.ts';
import { feedbackFilterParams, readFeedbackFilter } from './filter-options.ts';

// Fifty rows, as on the users screen: quick to render and to scan, whatever the length of the queue.
export const feedbackPerPage = 50;

// The queue is read a page at a time, in the database's order of one filter's ordering keys, which sort as the
// feedback's time: the newest entries are the last of the range. A page is found from a row of the page next to it
// (its ordering key and, between entries of the same time, its key), so moving one page reads one page.
interface QueueRow {
  order: string;
  userId: string;
}

type FeedbackPageCursor =
  | { kind: 'newest' }
  | { kind: 'olderThan'; row: QueueRow }
  | { kind: 'newerThan'; row: QueueRow }
  | { kind: 'oldest' };

export interface FeedbackPageView {
  // 1-based; the oldest page's number follows the count instead.
  page: number;
  cursor: FeedbackPageCursor;
}

export const newestFeedbackPage: FeedbackPageView = { page: 1, cursor: { kind: 'newest' } };

export type FeedbackPageMove = 'first' | 'previous' | 'next' | 'last';

// The page in the address: `?page=3&olderThan={time key}:{user id}` (or `newerThan`), from the row next to it, or
// `?page=last`; the newest page has none. The row's ordering key is the filter's prefix and its time key, so the
// address keeps the time key only: the filter's own parameters give the prefix back.
const cursorParams = ['olderThan', 'newerThan'] as const;
const lastPageParam = 'last';

export function feedbackPageParams(view: FeedbackPageView): Record<string, string> {
  const { cursor } = view;
  if (cursor.kind === 'newest') return {};
  if (cursor.kind === 'oldest') return { page: lastPageParam };
  const timeKey = cursor.row.order.slice(cursor.row.order.lastIndexOf('|') + 1);
  return { page: String(view.page), [cursor.kind]: `${timeKey}:${cursor.row.userId}` };
}

/** The page the address names under `filter`; the newest page when it names none, or nothing that makes sense. */
export function readFeedbackPageView(params: URLSearchParams, filter: FeedbackFilter): FeedbackPageView {
  const page = params.get('page');
  if (page === lastPageParam) return { page: 1, cursor: { kind: 'oldest' } };
  const number = Number(page);
  if (!Number.isSafeInteger(number) || number < 2) return newestFeedbackPage;
  for (const kind of cursorParams) {
    const value = params.get(kind) ?? '';
    const separator = value.indexOf(':');
    const userId = value.slice(separator + 1);
    if (separator < 1 || userId === '') continue;
    const order = `${feedbackOrderRange(filter).start}${value.slice(0, separator)}`;
    return { page: number, cursor: { kind, row: { order, userId } } };
  }
  return newestFeedbackPage;
}

// What the screen shows, kept in the address so that a view can be bookmarked, survives a reload, and Back returns
// to the last one: the filters (filter-options.ts), and the page under them.
interface FeedbackListView {
  filter: FeedbackFilter;
  page: FeedbackPageView;
}

export const feedbackListAddress: ListViewCodec<FeedbackListView> = {
  read: (params) => {
    const filter = readFeedbackFilter(params);
    return { filter, page: readFeedbackPageView(params, filter) };
  },
  write: ({ filter, page }) =>
    new URLSearchParams({ ...Object.fromEntries(feedbackFilterParams(filter)), ...feedbackPageParams(page) }),
};

/** The page's number: the oldest page is the last of however many there are now. */
export function shownPageNumber(view: FeedbackPageView, total: number, perPage = feedbackPerPage): number {
  return view.cursor.kind === 'oldest' ? pageCount(total, perPage) : view.page;
}

/** The oldest page holds what is left over after the full pages before it, so its rows end where Next ends. */
function oldestPageSize(total: number, perPage: number): number {
  const size = total - (pageCount(total, perPage) - 1) * perPage;
  return size > 0 ? size : perPage;
}

/**
 * The range of `readModels/feedbackQueue` one page is, in the database's order (oldest first); undefined for the
 * oldest page until the count is known.
 */
export function feedbackPageRange(
  filter: FeedbackFilter,
  view: FeedbackPageView,
  total: number | undefined,
  perPage = feedbackPerPage,
): DatabaseRange | undefined {
  const { start, end } = feedbackOrderRange(filter);
  const base = {
    path: readModelPaths.feedbackQueue,
    orderBy: { child: `order/${feedbackOrderField(filter)}` },
  };
  const { cursor } = view;
  switch (cursor.kind) {
    case 'newest':
      return { ...base, startAt: [start], endAt: [end], limitToLast: perPage };
    case 'olderThan':
      return {
        ...base,
        startAt: [start],
        endBefore: [cursor.row.order, cursor.row.userId],
        limitToLast: perPage,
      };
    case 'newerThan':
      return {
        ...base,
        startAfter: [cursor.row.order, cursor.row.userId],
        endAt: [end],
        limitToFirst: perPage,
      };
    case 'oldest':
      return total === undefined
        ? undefined
        : { ...base, startAt: [start], endAt: [end], limitToFirst: oldestPageSize(total, perPage) };
  }
}

// One row of the page as read, with its ordering keys (the cursor of the next move is one of them).
type FeedbackPageRow = FeedbackQueueEntry;

const queueChildSchema = z.object({
  key: z.string(),
  value: feedbackQueueEntrySchema.extend({ order: z.record(z.string(), z.string()) }),
});

// The entries are kept under the user's id: the key is the id (and the tie-breaker of the database's order).
export const feedbackPageSchema = z
  .array(queueChildSchema)
  .transform((children): FeedbackPageRow[] =>
    children.map(({ key, value }) => ({ ...value, userId: key })).reverse(),
  );

function queueRow(filter: FeedbackFilter, row: FeedbackPageRow | undefined): QueueRow | undefined {
  const order = row?.order[feedbackOrderField(filter)];
  return row && order !== undefined ? { order, userId: row.userId } : undefined;
}

/**
 * The page a move leads to from the one shown (its rows newest first). Going back to the first page reads the
 * newest entries again, not those just newer than the second page, so that feedback arrived meanwhile shows.
 */
export function movedFeedbackPage(
  filter: FeedbackFilter,
  view: FeedbackPageView,
  rows: readonly FeedbackPageRow[],
  move: FeedbackPageMove,
  total: number,
  perPage = feedbackPerPage,
): FeedbackPageView {
  const page = shownPageNumber(view, total, perPage);
  if (move === 'last') return { page: pageCount(total, perPage), cursor: { kind: 'oldest' } };
  if (move === 'next') {
    const oldest = queueRow(filter, rows[rows.length - 1]);
    return oldest ? { page: page + 1, cursor: { kind: 'olderThan', row: oldest } } : newestFeedbackPage;
  }
  if (move === 'previous' && page > 2) {
    const newest = queueRow(filter, rows[0]);
    return newest ? { page: page - 1, cursor: { kind: 'newerThan', row: newest } } : newestFeedbackPage;
  }
  return newestFeedbackPage;
}

/** Which moves lead anywhere from the page shown. */
export function feedbackPageMoves(
  view: FeedbackPageView,
  total: number,
  perPage = feedbackPerPage,
): Record<FeedbackPageMove, boolean> {
  const page = shownPageNumber(view, total, perPage);
  const hasNewer = page > 1;
  const hasOlder = page < pageCount(total, perPage);
  return { first: hasNewer, previous: hasNewer, next: hasOlder, last: hasOlder };
}

/** The line under the table, worded as the users screen words it: "Showing 51–100 of 130 feedback entries". */
export function feedbackPageSummary(
  page: number,
  shown: number,
  total: number,
  perPage = feedbackPerPage,
): string {
  if (shown === 0) return `Showing 0 of ${countFeedbackEntries(total)}`;
  const first = (page - 1) * perPage + 1;
  return `Showing ${formatCount(first)}–${formatCount(first + shown - 1)} of ${countFeedbackEntries(total)}`;
}
