import { businessUserPath, callableNames, retryApprovalEmailsInputSchema } from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { approvalEmailCallableOptions } from './approval-email.ts';
import { notifyApprovedUsers } from './approval-notification.ts';
import { findBusinessUsers } from './business-user-lookup.ts';

export const retryApprovalEmails = adminCallable(
  callableNames.retryApprovalEmails,
  retryApprovalEmailsInputSchema,
  async ({ userIds }) => {
    const { businessUsers, notFound } = await findBusinessUsers(userIds);
    const notApproved = businessUsers.filter((user) => !user.isApproveUser);
    const approved = businessUsers.filter((user) => user.isApproveUser);
    const lastEmailFailed = approved.filter((user) => user.approvalEmail?.status === 'failed');
    const noFailedEmail = approved.filter((user) => user.approvalEmail?.status !== 'failed');
    const { sent, emailFailures } = await notifyApprovedUsers(lastEmailFailed);
    return {
      output: {
        sent,
        notApproved: notApproved.map((user) => user.userId),
        noFailedEmail: noFailedEmail.map((user) => user.userId),
        notFound,
        emailFailures,
      },
      targets: lastEmailFailed.map((user) => businessUserPath(user.userId)),
    };
  },
  approvalEmailCallableOptions,
);
