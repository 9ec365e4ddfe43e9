import {
  approvalOutboxEntryId,
  businessUserPath,
  callableNames,
  outboxEntryPath,
  outboxEntrySchema,
  retryApprovalEmailsInputSchema,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { mailSenderOptions } from '../mail/outbox-sender.ts';
import { type ApprovedUser, approvalEmailRequest } from '../mail/owed-approval-emails.ts';
import { adminCallable } from '../platform/admin-callable.ts';
import { database } from '../platform/firebase.ts';
import { approvalEmailReport } from './approval-email-report.ts';
import { findBusinessUsers } from './business-user-lookup.ts';

interface RetryCandidate extends ApprovedUser {
  // The outcome kept on the user says the last e-mail failed: the one record of an approval older than the outbox.
  failedOnRecord: boolean;
}

/**
 * Owes the user its approval e-mail again when its delivery failed, in one transaction on its outbox entry: of
 * two retries at once, only one finds it failed, so the user is e-mailed once.
 */
async function oweAgainIfFailed(realtimeDatabase: Database, user: RetryCandidate): Promise<boolean> {
  let owed = false;
  // Every run returns a value (the stored one when nothing is owed): the SDK's first run is on its cache, which
  // may be stale, and only the server may decide. See outbox-lease.ts.
  const { committed } = await realtimeDatabase
    .ref(outboxEntryPath(approvalOutboxEntryId(user.userId)))
    .transaction(
      (stored: unknown) => {
        const now = Date.now();
        const entry = outboxEntrySchema.safeParse(stored);
        if (entry.success && entry.data.delivery?.state === 'failed') {
          owed = true;
          // What SendGrid reported of an earlier send is not news of the e-mail owed now.
          const { recipient: _earlierSend, ...owedEntry } = entry.data;
          return {
            ...owedEntry,
            delivery: { ...entry.data.delivery, state: 'pending', attempts: 0 },
            dueAt: now,
          };
        }
        if (stored === null && user.failedOnRecord) {
          owed = true;
          return { request: approvalEmailRequest(user, now), dueAt: now };
        }
        owed = false;
        return stored;
      },
      undefined,
      false,
    );
  return committed && owed;
}

export const retryApprovalEmails = adminCallable(
  callableNames.retryApprovalEmails,
  retryApprovalEmailsInputSchema,
  async ({ userIds }) => {
    const { businessUsers, notFound } = await findBusinessUsers(userIds);
    const notApproved = businessUsers.filter((user) => !user.isApproveUser);
    const approved = businessUsers.filter((user) => user.isApproveUser);
    const realtimeDatabase = await database();
    const owedAgain = await Promise.all(
      approved.map((user) =>
        oweAgainIfFailed(realtimeDatabase, {
          userId: user.userId,
          username: user.username,
          failedOnRecord: user.approvalEmail?.status === 'failed',
        }),
      ),
    );
    const retried = approved.filter((_, index) => owedAgain[index]);
    const { sent, emailFailures, emailsQueued } = await approvalEmailReport(retried);
    return {
      output: {
        sent,
        notApproved: notApproved.map((user) => user.userId),
        noFailedEmail: approved.filter((_, index) => !owedAgain[index]).map((user) => user.userId),
        notFound,
        emailFailures,
        emailsQueued,
      },
      targets: retried.map((user) => businessUserPath(user.userId)),
    };
  },
  mailSenderOptions,
);
