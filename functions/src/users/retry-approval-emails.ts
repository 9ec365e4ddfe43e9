import { businessUserPath, callableNames } from '@management-center/contract';
import { emailSenderOptions } from '../email/outbox-sender.ts';
import { database } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { findBusinessUsers } from './business-user-lookup.ts';
import { oweApprovalEmailAgain } from './owe-approval-email-again.ts';
import { sendOwedApprovalEmails } from './send-owed-approval-emails.ts';

export const retryApprovalEmails = teamCallable(
  callableNames.retryApprovalEmails,
  async ({ userIds }) => {
    const { businessUsers, notFound } = await findBusinessUsers(userIds);
    const notApproved = businessUsers.filter((user) => !user.isApproveUser);
    const approved = businessUsers.filter((user) => user.isApproveUser);
    const realtimeDatabase = await database();
    const owedAgain = await Promise.all(
      approved.map((user) =>
        oweApprovalEmailAgain(realtimeDatabase, {
          userId: user.userId,
          username: user.username,
          failedOnRecord: user.approvalEmail?.status === 'failed',
        }),
      ),
    );
    const retried = approved.filter((_, index) => owedAgain[index]);
    const { sent, emailFailures, emailsQueued } = await sendOwedApprovalEmails(retried);
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
  emailSenderOptions,
);
