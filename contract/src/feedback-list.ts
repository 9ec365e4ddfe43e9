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

/** The console's name of a stored category ("Dashboard Customization" is shown as "Customise Widgets"). */
export function feedbackCategoryLabel(stored: string): string {
  return feedbackCategories.find((category) => category.stored === stored)?.label ?? stored;
}

/** docs/product.md, Feedback: US long format with the time zone, e.g. "October 1, 2026 at 5:00:00 AM EDT". */
export function formatFeedbackDate(timestamp: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'long', timeZone }).format(
    timestamp,
  );
}
