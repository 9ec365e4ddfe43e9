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
import {
  type KeysetPageView,
  keysetPageParams,
  keysetPageRange,
  movedKeysetPage,
  newestPage,
  readKeysetPageView,
} from '../../lib/list-screen/keyset-pages.ts';
import { pageCount } from '../../lib/list-screen/page-count.ts';
import type { ListViewCodec } from '../../lib/list-screen/use-list-address.ts';
import { formatCount } from '../../lib/wording/counted-text.ts';
import { countFeedbackEntries } from '../../lib/wording/feedback-entries.ts';
import { feedbackFilterParams, readFeedbackFilter } from './filter-options.ts';

// Fifty rows, as on the users screen: quick to render and to scan, whatever the length of the queue.
export const feedbackPerPage = 50;

// The queue is read a page at a time from the row next to it (keyset-pages.ts), in the order of one filter's
// ordering key, which sorts as the feedback's time; the count lets First and Last jump to either end.
export type FeedbackPageView = KeysetPageView;

export const newestFeedbackPage: FeedbackPageView = newestPage;

export type FeedbackPageMove = 'first' | 'previous' | 'next' | 'last';

export const feedbackPageParams = keysetPageParams;

/** The page the address names under `filter`; the newest page when it names none, or nothing that makes sense. */
export function readFeedbackPageView(params: URLSearchParams, filter: FeedbackFilter): FeedbackPageView {
  return readKeysetPageView(params, feedbackOrderRange(filter).start, { canJumpToOldest: true });
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
  const ordering = {
    path: readModelPaths.feedbackQueue,
    field: feedbackOrderField(filter),
    ...feedbackOrderRange(filter),
  };
  return keysetPageRange(ordering, view, {
    perPage,
    ...(total === undefined ? {} : { oldestPageSize: oldestPageSize(total, perPage) }),
  });
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
  if (move === 'first') return newestFeedbackPage;
  return movedKeysetPage({ page, field: feedbackOrderField(filter), rows, keyOf: (row) => row.userId }, move);
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
