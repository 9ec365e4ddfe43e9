import {
  type FeedbackFilter,
  feedbackOrderField,
  feedbackOrderRange,
  readModelPaths,
} from '@management-center/contract';
import { countingPageSize, countOf, rangePages } from './range-pages.ts';
import type { RangeChild, RangeStore } from './range-store.ts';

// The feedback screen's "all that match", read from the feedback queue's order for the filter.

/**
 * The feedback queue's entries the feedback screen lists under `filter` (their keys are the users' ids), a page at
 * a time, oldest first.
 */
export function matchingFeedbackEntryPages(
  store: RangeStore,
  filter: FeedbackFilter,
  pageSize: number,
): AsyncGenerator<RangeChild[]> {
  const field = `order/${feedbackOrderField(filter)}`;
  const { start, end } = feedbackOrderRange(filter);
  return rangePages(store, {
    path: readModelPaths.feedbackQueue,
    order: { by: 'child', child: field },
    start,
    end: { at: end, inclusive: true },
    limit: pageSize,
  });
}

/** The users whose unapproved feedback the feedback screen lists under `filter`, a page at a time. */
export async function* matchingFeedbackPages(
  store: RangeStore,
  filter: FeedbackFilter,
  pageSize: number,
): AsyncGenerator<string[]> {
  for await (const page of matchingFeedbackEntryPages(store, filter, pageSize))
    yield page.map((child) => child.key);
}

/** How many feedback entries `filter` lists, read through to the end. */
export function countMatchingFeedback(
  store: RangeStore,
  filter: FeedbackFilter,
  pageSize = countingPageSize,
): Promise<number> {
  return countOf(matchingFeedbackPages(store, filter, pageSize));
}
