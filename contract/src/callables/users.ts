import { z } from 'zod';
import { approvalEmailField, approvalEmailOutcomeSchema } from '../approval-email.ts';
import { reviewedIdsInputSchema } from '../reviewed-version.ts';
import { recordIdListSchema } from '../validation.ts';
import { eitherShape, userMatchingSchema } from './matching.ts';

export { approvalEmailField, approvalEmailOutcomeSchema };

const userIdsInputSchema = z.object({ userIds: recordIdListSchema }).strict();
const userMatchingInputSchema = z.object({ matching: userMatchingSchema }).strict();
// The users named, or all users the screen's search and type filter match (resolved on the server).
const userIdsOrMatchingInputSchema = eitherShape(
  ['userIds', userIdsInputSchema],
  ['matching', userMatchingInputSchema],
);
const userIdsSchema = z.array(z.string());
const teamAccountsSkippedSchema = userIdsSchema.optional();

// Who did not get the e-mail and why: the console shows "Failed to send email." with these names.
const approvalEmailFailureSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  message: z.string(),
});

// With `matching`, the business users among the matches are approved (a normal user is never approved). With
// `userIds`, `seen` holds the certification's version (certificationVersionOf) the screen showed.
export const approveBusinessUsersInputSchema = eitherShape(
  ['userIds', reviewedIdsInputSchema],
  ['matching', userMatchingInputSchema],
);
export const approveBusinessUsersOutputSchema = z.object({
  // Newly approved, each owed one e-mail (emailFailures and emailsQueued name those not sent yet).
  approved: userIdsSchema,
  // Approved before this call: not e-mailed again.
  alreadyApproved: userIdsSchema,
  // Not approved: the certification link is no longer the one the screen showed (changedSinceSeenMessage).
  changedSinceSeen: userIdsSchema,
  notFound: userIdsSchema,
  emailFailures: z.array(approvalEmailFailureSchema),
  // E-mails the service did not take yet for a reason that passes (it is down, or busy): the outbox sends them
  // automatically, with back-off.
  emailsQueued: userIdsSchema,
  // With `matching` only: business users who are members of the team, left unapproved (team/team-accounts.ts).
  teamAccountsSkipped: teamAccountsSkippedSchema,
});

export const retryApprovalEmailsInputSchema = userIdsInputSchema;
export const retryApprovalEmailsOutputSchema = z.object({
  sent: userIdsSchema,
  // Not approved yet: approving them sends their first e-mail.
  notApproved: userIdsSchema,
  // Approved, but their last approval e-mail did not fail (or none is recorded): nothing to retry.
  noFailedEmail: userIdsSchema,
  notFound: userIdsSchema,
  emailFailures: z.array(approvalEmailFailureSchema),
  emailsQueued: userIdsSchema,
});

export const deleteUsersInputSchema = userIdsOrMatchingInputSchema;
export const deleteUsersOutputSchema = z.object({
  // Ids that had a record in users or business-users: moved to the trash, their sign-in accounts disabled.
  deleted: userIdsSchema,
  // Ids without a record in either collection (deleting twice lands here).
  notFound: userIdsSchema,
  // A record under an id the trash already holds (the app reused the id): left in place, so that neither
  // deletion's records are lost. Restoring or deleting forever the kept one lets it be deleted.
  alreadyInTrash: userIdsSchema,
  // In the trash, but these sign-in accounts could not be disabled yet: the daily cleanup tries again.
  accountFailures: z.array(z.object({ userId: z.string(), message: z.string() })),
  // With `matching` only: the accounts of the team that matched (the caller's own among them), left in place.
  teamAccountsSkipped: teamAccountsSkippedSchema,
});

// How many users `matching` finds now: the figure the confirmation shows before a bulk action.
export const countMatchingUsersInputSchema = userMatchingInputSchema;
export const countMatchingUsersOutputSchema = z.object({ count: z.number() });

export type ApprovalEmailOutcome = z.infer<typeof approvalEmailOutcomeSchema>;
export type ApprovalEmailFailure = z.infer<typeof approvalEmailFailureSchema>;
export type ApproveBusinessUsersOutput = z.infer<typeof approveBusinessUsersOutputSchema>;
export type RetryApprovalEmailsOutput = z.infer<typeof retryApprovalEmailsOutputSchema>;
export type DeleteUsersOutput = z.infer<typeof deleteUsersOutputSchema>;
export type ApproveBusinessUsersInput = z.input<typeof approveBusinessUsersInputSchema>;
export type DeleteUsersInput = z.input<typeof deleteUsersInputSchema>;
export type CountMatchingUsersOutput = z.infer<typeof countMatchingUsersOutputSchema>;

// The answer when no business user was approved: a run over the matching users' chunks adds theirs up from it.
export const noBusinessUsersApproved: ApproveBusinessUsersOutput = {
  approved: [],
  alreadyApproved: [],
  changedSinceSeen: [],
  notFound: [],
  emailFailures: [],
  emailsQueued: [],
};
