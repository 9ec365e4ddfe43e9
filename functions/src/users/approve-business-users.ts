import {
  type ApproveBusinessUsersOutput,
  businessUserPath,
  callableNames,
  noBusinessUsersApproved,
  type SeenVersion,
  seenVersionsOf,
} from '@management-center/contract';
import { emailSenderOptions } from '../email/outbox-sender.ts';
import { owedApprovalEmails } from '../email/owed-approval-emails.ts';
import {
  bulkCallableTimeoutSeconds,
  bulkChunkRows,
  runInChunks,
  userIdChunks,
} from '../matching/bulk-run.ts';
import { countUsersMatching, matchingUserPages } from '../matching/matching-users.ts';
import { matchingRangeStore } from '../matching/range-store.ts';
import { database, serverTimestamp } from '../platform/firebase.ts';
import { teamAccountsAmong } from '../platform/team-accounts.ts';
import { teamCallable, type UseCaseResult } from '../platform/team-callable.ts';
import { findBusinessUsers } from './business-user-lookup.ts';
import { sendOwedApprovalEmails } from './send-owed-approval-emails.ts';

/**
 * Approves the business users among `userIds` (at most maxIdsPerCall) whose certification is still at the version
 * `seen` names, where it names one: the flags and one outbox entry per e-mail owed in one multi-path update, so no
 * crash can approve a user without owing its e-mail. The e-mails are then sent while the administrator waits, and
 * reported.
 */
async function approveBusinessUsersByIds(
  userIds: readonly string[],
  seen?: readonly SeenVersion[],
): Promise<UseCaseResult<ApproveBusinessUsersOutput>> {
  const { businessUsers, notFound } = await findBusinessUsers(userIds);
  const seenVersions = seenVersionsOf(seen);
  const alreadyApproved = businessUsers.filter((user) => user.isApproveUser);
  const waiting = businessUsers.filter((user) => !user.isApproveUser);
  const changedSinceSeen = waiting.filter(
    (user) => (seenVersions.get(user.userId) ?? user.certificationVersion) !== user.certificationVersion,
  );
  const newlyApproved = waiting.filter((user) => !changedSinceSeen.includes(user));
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
      changedSinceSeen: changedSinceSeen.map((user) => user.userId),
      notFound,
      emailFailures,
      emailsQueued,
    },
    targets: newlyApproved.map((user) => businessUserPath(user.userId)),
  };
}

// Approval concerns business users only: "all that match" approves the business users among the matches.
const approvedKinds = ['business'] as const;

export const approveBusinessUsers = teamCallable(
  callableNames.approveBusinessUsers,
  async (input, _actor, reportProgress) => {
    if ('userIds' in input) return approveBusinessUsersByIds(input.userIds, input.seen);
    const store = await matchingRangeStore();
    const { output, targets, leftOut } = await runInChunks({
      chunks: userIdChunks(
        matchingUserPages(store, input.matching, { kinds: approvedKinds, pageSize: bulkChunkRows() }),
      ),
      act: (userIds) => approveBusinessUsersByIds(userIds),
      none: noBusinessUsersApproved,
      total: () => countUsersMatching(store, input.matching, { kinds: approvedKinds }),
      reportProgress,
      // A member of the team who is a business user too is approved from their own page by no one but the team.
      leaveOut: teamAccountsAmong,
    });
    return { output: { ...output, teamAccountsSkipped: leftOut }, targets };
  },
  // A whole chunk is approved and e-mailed before the next: over every match this can take long (see
  // bulkCallableTimeoutSeconds).
  { ...emailSenderOptions, timeoutSeconds: bulkCallableTimeoutSeconds },
);
