import { z } from 'zod';
import { feedbackSchema } from '../feedback.ts';
import {
  allFeedback,
  type FeedbackEntry,
  type FeedbackFilter,
  feedbackCategoryLabel,
} from '../feedback-list.ts';
import { timestampOrder } from './timestamp-order.ts';

// The feedback screen pages through `feedbackQueue/{userId}`: unapproved feedback only, newest first, under any
// of its filters. The database orders by one child at a time, so each entry carries one ordering key per
// combination of filters it can be found under (status, category, rating, each set or "All": eight), and the
// screen reads the range of the combination it shows.
type FilterPart = 'status' | 'category' | 'rating';
const filterParts: readonly FilterPart[] = ['status', 'category', 'rating'];

export interface FeedbackQueueEntry extends FeedbackEntry {
  order: Record<string, string>;
}

export const feedbackQueueEntrySchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  status: z.enum(['Live', 'Nil']),
  feedback: feedbackSchema,
  changedAfterApproval: z.boolean(),
});

/** The child a filter's entries are ordered by: the letters of the filters that are set, or `any`. */
export function feedbackOrderField(filter: FeedbackFilter): string {
  const letters = filterParts
    .filter((part) => filter[part] !== allFeedback)
    .map((part) => part[0])
    .join('');
  return letters === '' ? 'any' : letters;
}

/** The same combination as one text: the prefix of its ordering keys, and the name of its count. */
export function feedbackFilterKey(filter: FeedbackFilter): string {
  return `${filter.status}~${filter.category}~${filter.rating}`;
}

/** The range of ordering keys of one filter combination, for `startAt` / `endAt`. */
export function feedbackOrderRange(filter: FeedbackFilter): { start: string; end: string } {
  const prefix = `${feedbackFilterKey(filter)}|`;
  return { start: prefix, end: `${prefix}\uf8ff` };
}

/** Every filter combination an entry is listed under: each part either its own value or "All". */
export function feedbackFiltersOf(entry: FeedbackEntry): FeedbackFilter[] {
  const own = {
    status: entry.status,
    category: feedbackCategoryLabel(entry.feedback.category),
    rating: entry.feedback.rating,
  } as FeedbackFilter;
  return Array.from({ length: 2 ** filterParts.length }, (_, mask) => ({
    status: mask & 1 ? own.status : allFeedback,
    category: mask & 2 ? own.category : allFeedback,
    rating: mask & 4 ? own.rating : allFeedback,
  }));
}

export function feedbackQueueEntryOf(entry: FeedbackEntry): FeedbackQueueEntry {
  const order: Record<string, string> = {};
  for (const filter of feedbackFiltersOf(entry)) {
    order[feedbackOrderField(filter)] =
      `${feedbackFilterKey(filter)}|${timestampOrder(entry.feedback.timestamp)}`;
  }
  return { ...entry, order };
}
