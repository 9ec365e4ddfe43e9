import { z } from 'zod';
import { reviewedIdsInputSchema } from '../reviewed-version.ts';
import { scheduleDateSchema } from '../schedule.ts';
import { eitherShape, feedbackMatchingSchema } from './matching.ts';

// The users named (with, in `seen`, the version of the review the screen showed: feedbackReviewVersionOf), or every
// unapproved feedback the screen's filters match (resolved on the server).
export const approveFeedbackInputSchema = eitherShape(
  ['userIds', reviewedIdsInputSchema],
  ['matching', z.object({ matching: feedbackMatchingSchema }).strict()],
);
// Every requested id lands in exactly one list, so the console can say what happened to each row it sent.
export const approveFeedbackOutputSchema = z.object({
  approved: z.array(z.string()),
  alreadyApproved: z.array(z.string()),
  // Not approved: the review, rating or category is no longer what the screen showed (changedSinceSeenMessage).
  changedSinceSeen: z.array(z.string()),
  withoutFeedback: z.array(z.string()),
  notFound: z.array(z.string()),
});

export const scheduleFeedbackInputSchema = z.object({ date: scheduleDateSchema }).strict();
export const scheduleFeedbackOutputSchema = z.object({ date: z.string(), timestamp: z.number() });

export type ApproveFeedbackInput = z.input<typeof approveFeedbackInputSchema>;
export type ApproveFeedbackOutput = z.infer<typeof approveFeedbackOutputSchema>;
export type ScheduleFeedbackInput = z.input<typeof scheduleFeedbackInputSchema>;
