import {
  type ApproveBusinessUsersOutput,
  businessUserPath,
  callableNames,
} from '@management-center/contract';
import { mailSenderOptions } from '../mail/outbox-sender.ts';
import { owedApprovalEmails } from '../mail/owed-approval-emails.ts';
import {
  bulkCallableTimeoutSeconds,
  bulkChunkRows,
  runInChunks,
  userIdChunks,
} from '../matching/bulk-run.ts';
import { matchingRangeStore } from '../matching/range-store.ts';
import { countMatchingUsers, matchingUserPages } from '../matching/resolve-matching.ts';
import { adminCallable, type UseCaseResult } from '../platform/admin-callable.ts';
import { database, serverTimestamp } from '../platform/firebase.ts';
import { findBusinessUsers } from './business-user-lookup.ts';
import { sendOwedApprovalEmails } from './send-owed-approval-emails.ts';

/**
 * Approves the business users among `userIds` (at most maxIdsPerCall): the flags and one outbox entry per e-mail
 * owed in one multi-path update, so no crash can approve a user without owing its e-mail. The e-mails are then sent
 * while the administrator waits, and reported.
 */
async function approveBusinessUsersByIds(
  userIds: readonly string[],
): Promise<UseCaseResult<ApproveBusinessUsersOutput>> {
  const { businessUsers, notFound } = await findBusinessUsers(userIds);
  const alreadyApproved = businessUsers.filter((user) => user.isApproveUser);
  const newlyApproved = businessUsers.filter((user) => !user.isApproveUser);
  if (newlyApproved.length > 0) {
    const approvals = Object.fromEntries(
      newlyApproved.map((user) => [`${businessUserPath(user.userId)}/isApproveUser`, true]),
    );
    await (await database())
      .ref()
      .update({ ...approvals, ...owedApprovalEmails(newlyApproved, await serverTimestamp()) });
  }
  const { emailFailures, emailsQueued } = await sendOwedApprovalEmails(newlyApproved);
  return {
    output: {
      approved: newlyApproved.map((user) => user.userId),
      alreadyApproved: alreadyApproved.map((user) => user.userId),
      notFound,
      emailFailures,
      emailsQueued,
    },
    targets: newlyApproved.map((user) => businessUserPath(user.userId)),
  };
}

// Approval concerns business users only: "all that match" approves the business users among the matches.
const approvedKinds = ['business'] as const;

export const approveBusinessUsers = adminCallable(
  callableNames.approveBusinessUsers,
  async (input, _actor, reportProgress) => {
    if ('userIds' in input) return approveBusinessUsersByIds(input.userIds);
    const store = await matchingRangeStore();
    return runInChunks({
      chunks: userIdChunks(
        matchingUserPages(store, input.matching, { kinds: approvedKinds, pageSize: bulkChunkRows() }),
      ),
      act: approveBusinessUsersByIds,
      none: { approved: [], alreadyApproved: [], notFound: [], emailFailures: [], emailsQueued: [] },
      total: () => countMatchingUsers(store, input.matching, { kinds: approvedKinds }),
      reportProgress,
    });
  },
  // A whole chunk is approved and e-mailed before the next: over every match this can take long (see
  // bulkCallableTimeoutSeconds).
  { ...mailSenderOptions, timeoutSeconds: bulkCallableTimeoutSeconds },
);
