import { z } from 'zod';
import { reviewedIdsInputSchema } from '../reviewed-version.ts';
import { scheduleDateSchema } from '../schedule.ts';
import { recordIdListSchema } from '../validation.ts';
import { eitherShape, feedbackMatchingSchema } from './matching.ts';

// The users named (with, in `seen`, the version of the review the screen showed: feedbackReviewVersionOf), or every
// unapproved feedback the screen's filters match (resolved on the server).
export const approveFeedbackInputSchema = eitherShape(
  ['userIds', reviewedIdsInputSchema],
  ['matching', z.object({ matching: feedbackMatchingSchema }).strict()],
);
// Undoes an approval (the Activity page's Undo, and the Upload popup's): the feedback of `userIds` waits for
// approval again. `approvedAt` is the time that approval stored as the first approval's where there was none: a
// stored time that is not it (an earlier approval's) stays.
export const withdrawFeedbackApprovalInputSchema = z
  .object({ userIds: recordIdListSchema, approvedAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .strict();
export const withdrawFeedbackApprovalOutputSchema = z.object({
  withdrawn: z.array(z.string()),
  // Approved no more (the user changed it since, or it was withdrawn already), or without feedback now.
  notApproved: z.array(z.string()),
  notFound: z.array(z.string()),
});

// Every requested id lands in exactly one list, so the console can say what happened to each row it sent.
export const approveFeedbackOutputSchema = z.object({
  approved: z.array(z.string()),
  alreadyApproved: z.array(z.string()),
  // Not approved: the review, rating or category is no longer what the screen showed (changedSinceSeenMessage).
  changedSinceSeen: z.array(z.string()),
  withoutFeedback: z.array(z.string()),
  notFound: z.array(z.string()),
  // With `matching` only: feedback of members of the team, left unapproved (team/team-accounts.ts).
  teamAccountsSkipped: z.array(z.string()).optional(),
  // What undoes this approval (withdrawFeedbackApproval), when it approved any and at most maxIdsPerCall.
  withdrawal: withdrawFeedbackApprovalInputSchema.optional(),
});

export const scheduleFeedbackInputSchema = z.object({ date: scheduleDateSchema }).strict();
export const scheduleFeedbackOutputSchema = z.object({ date: z.string(), timestamp: z.number() });

export type ApproveFeedbackInput = z.input<typeof approveFeedbackInputSchema>;
export type ApproveFeedbackOutput = z.infer<typeof approveFeedbackOutputSchema>;
export type ScheduleFeedbackInput = z.input<typeof scheduleFeedbackInputSchema>;
export type WithdrawFeedbackApprovalInput = z.infer<typeof withdrawFeedbackApprovalInputSchema>;
export type WithdrawFeedbackApprovalOutput = z.infer<typeof withdrawFeedbackApprovalOutputSchema>;
