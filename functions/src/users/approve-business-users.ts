import {
  approveBusinessUsersInputSchema,
  businessUserPath,
  callableNames,
} from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { database } from '../platform/firebase.ts';
import { approvalEmailCallableOptions } from './approval-email.ts';
import { notifyApprovedUsers } from './approval-notification.ts';
import { findBusinessUsers } from './business-user-lookup.ts';

export const approveBusinessUsers = adminCallable(
  callableNames.approveBusinessUsers,
  approveBusinessUsersInputSchema,
  async ({ userIds }) => {
    const { businessUsers, notFound } = await findBusinessUsers(userIds);
    const alreadyApproved = businessUsers.filter((user) => user.isApproveUser);
    const newlyApproved = businessUsers.filter((user) => !user.isApproveUser);
    if (newlyApproved.length > 0) {
      await (await database())
        .ref()
        .update(
          Object.fromEntries(
            newlyApproved.map((user) => [`${businessUserPath(user.userId)}/isApproveUser`, true]),
          ),
        );
    }
    // Only after the approval is stored: a failed e-mail is reported and retried, never a reason to undo it.
    const { emailFailures } = await notifyApprovedUsers(newlyApproved);
    return {
      output: {
        approved: newlyApproved.map((user) => user.userId),
        alreadyApproved: alreadyApproved.map((user) => user.userId),
        notFound,
        emailFailures,
      },
      targets: newlyApproved.map((user) => businessUserPath(user.userId)),
    };
  },
  approvalEmailCallableOptions,
);
