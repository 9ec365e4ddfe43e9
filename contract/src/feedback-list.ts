import { z } from 'zod';
import {
  type Feedback,
  feedbackCategories,
  feedbackChangedAfterApproval,
  type feedbackRatings,
  feedbackSchema,
} from './feedback.ts';
import { ownData } from './own-data.ts';

// The option of every filter that restricts nothing.
export const allFeedback = 'All';

// docs/product.md, Feedback: the status filter of the feedback screen; Live means the user has registered.
export const feedbackStatusFilters = [allFeedback, 'Live', 'Nil'] as const;

type FeedbackStatusFilter = (typeof feedbackStatusFilters)[number];
type FeedbackUserStatus = Exclude<FeedbackStatusFilter, typeof allFeedback>;
type FeedbackCategoryLabel = (typeof feedbackCategories)[number]['label'];
export type FeedbackRating = (typeof feedbackRatings)[number];

export interface FeedbackFilter {
  status: FeedbackStatusFilter;
  category: FeedbackCategoryLabel | typeof allFeedback;
  rating: FeedbackRating | typeof allFeedback;
}

export const unfilteredFeedback: FeedbackFilter = {
  status: allFeedback,
  category: allFeedback,
  rating: allFeedback,
};

export interface FeedbackEntry {
  userId: string;
  username: string;
  email: string;
  status: FeedbackUserStatus;
  feedback: Feedback;
  // Approved once, changed since and so back in the queue: the screen says so.
  changedAfterApproval: boolean;
}

const userRecordsSchema = z.record(z.string(), z.unknown());

// The fitness app writes these records: one malformed record leaves that user out instead of hiding the list.
const userWithFeedbackSchema = z.object({
  username: z.string(),
  email: z.string(),
  registrationDetails: z.unknown().optional(),
  feedback: feedbackSchema,
});

// docs/product.md, Data: registration details that are absent mean the user has not registered.
function userStatus(registrationDetails: unknown): FeedbackUserStatus {
  return registrationDetails === undefined || registrationDetails === null ? 'Nil' : 'Live';
}

/**
 * docs/product.md, Feedback: only unapproved feedback is listed; newest first. `users` is the `users` node as
 * read; only its own keys count, so a stored `__proto__` child approves nothing.
 */
export function feedbackAwaitingApproval(users: unknown): FeedbackEntry[] {
  const records = userRecordsSchema.safeParse(ownData(users));
  if (!records.success) return [];
  return Object.entries(records.data)
    .flatMap(([userId, record]) => feedbackEntryOf(userId, record) ?? [])
    .sort((first, second) => second.feedback.timestamp - first.feedback.timestamp);
}

/** One normal user's feedback as the screen lists it, or undefined when it is approved, absent or unreadable. */
export function feedbackEntryOf(userId: string, record: unknown): FeedbackEntry | undefined {
  const user = userWithFeedbackSchema.safeParse(ownData(record));
  if (!user.success || user.data.feedback.approveFeedback) return undefined;
  const { username, email, registrationDetails, feedback } = user.data;
  return {
    userId,
    username,
    email,
    status: userStatus(registrationDetails),
    feedback,
    changedAfterApproval: feedbackChangedAfterApproval(feedback),
  };
}

function storedCategory(label: FeedbackCategoryLabel): string | undefined {
  return feedbackCategories.find((category) => category.label === label)?.stored;
}

/** The console's name of a stored category ("Dashboard Customization" is shown as "Customise Widgets"). */
export function feedbackCategoryLabel(stored: string): string {
  return feedbackCategories.find((category) => category.stored === stored)?.label ?? stored;
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

/** docs/product.md, Feedback: US long format with the time zone, e.g. "October 1, 2026 at 5:00:00 AM EDT". */
export function formatFeedbackDate(timestamp: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'long', timeZone }).format(
    timestamp,
  );
}
