// The spec's feedback list (sections 4 and 9) computed over the whole `users` node, as the observed console did.
// The console never reads it whole; the feedback queue, the server's resolution of "all that match" and the
// screens are tested against these answers.
import { z } from 'zod';
import { feedbackCategories } from '../src/feedback.ts';
import {
  allFeedback,
  type FeedbackEntry,
  type FeedbackFilter,
  feedbackEntryOf,
} from '../src/feedback-list.ts';
import { ownData } from '../src/own-data.ts';

const userRecordsSchema = z.record(z.string(), z.unknown());

/**
 * docs/product.md, Feedback: only unapproved feedback is listed; newest first. `users` is the `users` node as read; only
 * its own keys count, so a stored `__proto__` child approves nothing.
 */
export function feedbackAwaitingApproval(users: unknown): FeedbackEntry[] {
  const records = userRecordsSchema.safeParse(ownData(users));
  if (!records.success) return [];
  return Object.entries(records.data)
    .flatMap(([userId, record]) => feedbackEntryOf(userId, record) ?? [])
    .sort((first, second) => second.feedback.timestamp - first.feedback.timestamp);
}

function storedCategory(label: FeedbackFilter['category']): string | undefined {
  return feedbackCategories.find((category) => category.label === label)?.stored;
}

export function matchesFeedbackFilter(entry: FeedbackEntry, filter: FeedbackFilter): boolean {
  const statusMatches = filter.status === allFeedback || entry.status === filter.status;
  const categoryMatches =
    filter.category === allFeedback || entry.feedback.category === storedCategory(filter.category);
  const ratingMatches = filter.rating === allFeedback || entry.feedback.rating === filter.rating;
  return statusMatches && categoryMatches && ratingMatches;
}

export function listFeedback(users: unknown, filter: FeedbackFilter): FeedbackEntry[] {
  return feedbackAwaitingApproval(users).filter((entry) => matchesFeedbackFilter(entry, filter));
}
