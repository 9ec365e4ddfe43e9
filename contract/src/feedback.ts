import { z } from 'zod';
import { ownData } from './own-data.ts';

// The console's label and the stored value differ for one category: the app stores "Dashboard Customization".
export const feedbackCategories = [
  { label: 'Sign Up', stored: 'Sign Up' },
  { label: 'Login', stored: 'Login' },
  { label: 'User Dashboard', stored: 'User Dashboard' },
  { label: 'Mobile Syncing', stored: 'Mobile Syncing' },
  { label: 'Customise Widgets', stored: 'Dashboard Customization' },
  { label: 'Activity Tracking', stored: 'Activity Tracking' },
  { label: 'Workouts', stored: 'Workouts' },
  { label: 'Track On The Go', stored: 'Track On The Go' },
  { label: 'Friends', stored: 'Friends' },
  { label: 'Competition', stored: 'Competition' },
] as const;

export const feedbackRatings = [1, 2, 3, 4, 5] as const;

// Read as own data: a field inherited from a stored `__proto__` child (approveFeedback: true) is no field.
export const feedbackSchema = z.preprocess(
  ownData,
  z.object({
    timestamp: z.number(),
    category: z.string(),
    rating: z.number().int().min(1).max(5),
    review: z.string(),
    // Feedback that does not say it is approved is not: it waits for approval.
    approveFeedback: z.boolean().default(false),
    feedbackApproveTimestamp: z.number().optional(),
  }),
);

export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * Unapproved feedback that carries the time of a first approval was approved before: the backend sets that time
 * on first approval and never removes it, and the rules take the approval back when the review, rating or
 * category changes afterwards.
 */
export function feedbackChangedAfterApproval(
  feedback: Pick<Feedback, 'approveFeedback' | 'feedbackApproveTimestamp'>,
): boolean {
  return !feedback.approveFeedback && feedback.feedbackApproveTimestamp !== undefined;
}
