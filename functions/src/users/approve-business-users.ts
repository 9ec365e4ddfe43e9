import {
  type ApproveBusinessUsersOutput,
  approveBusinessUsersInputSchema,
  businessUserPath,
  callableNames,
} from '@management-center/contract';
import { bulkCallableTimeoutSeconds, runInChunks, userIdChunks } from '../matching/bulk-run.ts';
import { matchingRangeStore } from '../matching/range-store.ts';
import { countMatchingUsers, matchingUserPages } from '../matching/resolve-matching.ts';
import { adminCallable, type UseCaseResult } from '../platform/admin-callable.ts';
import { database } from '../platform/firebase.ts';
import { approvalEmailCallableOptions } from './approval-email.ts';
import { notifyApprovedUsers } from './approval-notification.ts';
import { findBusinessUsers } from './business-user-lookup.ts';

/** Approves the business users among `userIds` (at most maxIdsPerCall), then e-mails the newly approved. */
async function approveBusinessUsersByIds(
  userIds: readonly string[],
): Promise<UseCaseResult<ApproveBusinessUsersOutput>> {
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
}

// Approval concerns business users only: "all that match" approves the business users among the matches.
const approvedKinds = ['business'] as const;

export const approveBusinessUsers = adminCallable(
  callableNames.approveBusinessUsers,
  approveBusinessUsersInputSchema,
  async (input, _actor, reportProgress) => {
    if ('userIds' in input) return approveBusinessUsersByIds(input.userIds);
    const store = await matchingRangeStore();
    return runInChunks({
      chunks: userIdChunks(matchingUserPages(store, input.matching, { kinds: approvedKinds })),
      act: approveBusinessUsersByIds,
      none: { approved: [], alreadyApproved: [], notFound: [], emailFailures: [] },
      total: () => countMatchingUsers(store, input.matching, { kinds: approvedKinds }),
      reportProgress,
    });
  },
  // A whole chunk is approved and e-mailed before the next: over every match this can take long (see
  // bulkCallableTimeoutSeconds), and e-mails are still sent ten at a time.
  { ...approvalEmailCallableOptions, timeoutSeconds: bulkCallableTimeoutSeconds },
);
