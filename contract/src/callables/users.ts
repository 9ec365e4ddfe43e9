import { z } from 'zod';
import { recordIdListSchema } from '../validation.ts';

export const usersCallableNames = {
  approveBusinessUsers: 'approveBusinessUsers',
  retryApprovalEmails: 'retryApprovalEmails',
  deleteUsers: 'deleteUsers',
} as const;

const userIdsInputSchema = z.object({ userIds: recordIdListSchema }).strict();
const userIdsSchema = z.array(z.string());

// Stored at business-users/{id}/approvalEmail after every send, so a failed e-mail can be found and retried.
export const approvalEmailField = 'approvalEmail';
export const approvalEmailOutcomeSchema = z.object({
  status: z.enum(['sent', 'failed']),
  at: z.number(),
  message: z.string().optional(),
});

// Who did not get the e-mail and why: the console shows "Failed to send email." with these names.
const approvalEmailFailureSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  message: z.string(),
});

export const approveBusinessUsersInputSchema = userIdsInputSchema;
export const approveBusinessUsersOutputSchema = z.object({
  // Newly approved, and e-mailed (emailFailures names those whose e-mail failed).
  approved: userIdsSchema,
  // Approved before this call: not e-mailed again.
  alreadyApproved: userIdsSchema,
  notFound: userIdsSchema,
  emailFailures: z.array(approvalEmailFailureSchema),
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
});

export const deleteUsersInputSchema = userIdsInputSchema;
export const deleteUsersOutputSchema = z.object({
  // Ids that had a record in users or business-users; their sign-in accounts are deleted too.
  deleted: userIdsSchema,
  // Ids without a record in either collection (deleting twice lands here); a sign-in account is still removed.
  notFound: userIdsSchema,
  // Records are gone, but these sign-in accounts could not be deleted: calling again retries them.
  accountFailures: z.array(z.object({ userId: z.string(), message: z.string() })),
});

export type ApprovalEmailOutcome = z.infer<typeof approvalEmailOutcomeSchema>;
export type ApprovalEmailFailure = z.infer<typeof approvalEmailFailureSchema>;
export type ApproveBusinessUsersOutput = z.infer<typeof approveBusinessUsersOutputSchema>;
export type RetryApprovalEmailsOutput = z.infer<typeof retryApprovalEmailsOutputSchema>;
export type DeleteUsersOutput = z.infer<typeof deleteUsersOutputSchema>;
