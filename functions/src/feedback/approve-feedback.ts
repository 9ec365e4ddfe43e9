import {
  type ApproveFeedbackOutput,
  callableNames,
  feedbackReviewVersionOf,
  maxIdsPerCall,
  type SeenVersion,
  seenVersionsOf,
} from '@management-center/contract';
import { bulkCallableTimeoutSeconds, bulkChunkRows, runInChunks } from '../matching/bulk-run.ts';
import { countMatchingFeedback, matchingFeedbackPages } from '../matching/matching-feedback.ts';
import { matchingRangeStore } from '../matching/range-store.ts';
import { database } from '../platform/firebase.ts';
import { teamAccountsAmong } from '../platform/team-accounts.ts';
import { teamCallable, type UseCaseResult } from '../platform/team-callable.ts';
import { feedbackPath, readFeedbackUser } from './feedback-records.ts';

// What became of each id: the answer without its withdrawal, added once for the whole call.
type FeedbackApprovalOutcomes = Omit<ApproveFeedbackOutput, 'withdrawal'>;

const noFeedbackApproved: FeedbackApprovalOutcomes = {
  approved: [],
  alreadyApproved: [],
  changedSinceSeen: [],
  withoutFeedback: [],
  notFound: [],
};

/**
 * Approves the feedback of `userIds` (at most maxIdsPerCall) whose review is still at the version `seen` names,
 * where it names one: every id lands in exactly one outcome list. `approvedAt` is stored as the first approval's
 * time where there is none.
 */
async function approveFeedbackByIds(
  userIds: readonly string[],
  approvedAt: number,
  seen?: readonly SeenVersion[],
): Promise<UseCaseResult<FeedbackApprovalOutcomes>> {
  const users = await Promise.all(userIds.map(readFeedbackUser));
  const seenVersions = seenVersionsOf(seen);
  const output = structuredClone(noFeedbackApproved);
  const changes: Record<string, unknown> = {};
  userIds.forEach((userId, index) => {
    const user = users[index];
    if (user === undefined) {
      output.notFound.push(userId);
    } else if (user.feedback === undefined) {
      output.withoutFeedback.push(userId);
    } else if (user.feedback.approveFeedback === true) {
      output.alreadyApproved.push(userId);
    } else if (
      (seenVersions.get(userId) ?? feedbackReviewVersionOf(user.feedback)) !==
      feedbackReviewVersionOf(user.feedback)
    ) {
      output.changedSinceSeen.push(userId);
    } else {
      output.approved.push(userId);
      changes[`${feedbackPath(userId)}/approveFeedback`] = true;
      // docs/product.md, Feedback: the first approval's time is kept when feedback is approved again.
      if (typeof user.feedback.feedbackApproveTimestamp !== 'number') {
        changes[`${feedbackPath(userId)}/feedbackApproveTimestamp`] = approvedAt;
      }
    }
  });
  // Leaf paths merge into the feedback the app wrote, and one update approves all of it or none of it.
  if (output.approved.length > 0) await (await database()).ref().update(changes);
  return { output, targets: output.approved.map(feedbackPath) };
}

/**
 * The approval with what undoes it, in its answer and its audit entry: withdrawing the approval of those it
 * approved, as long as one call can name them all.
 */
function withWithdrawal(
  { output, targets }: UseCaseResult<FeedbackApprovalOutcomes>,
  approvedAt: number,
): UseCaseResult<ApproveFeedbackOutput> {
  const { approved } = output;
  if (approved.length === 0 || approved.length > maxIdsPerCall) return { output, targets };
  const withdrawal = { userIds: approved, approvedAt };
  return {
    output: { ...output, withdrawal },
    targets,
    undo: { callable: 'withdrawFeedbackApproval', input: withdrawal },
  };
}

export const approveFeedback = teamCallable(
  callableNames.approveFeedback,
  async (input, _actor, reportProgress) => {
    // One time for the whole call, so that its withdrawal can tell the first approval times it stored. The
    // function's clock rather than the database's: the answer must know the time it stored.
    const approvedAt = Date.now();
    if ('userIds' in input) {
      return withWithdrawal(await approveFeedbackByIds(input.userIds, approvedAt, input.seen), approvedAt);
    }
    // The feedback queue lists unapproved feedback only: each chunk approved leaves it, behind the reading.
    const store = await matchingRangeStore();
    const { leftOut, ...approval } = await runInChunks({
      chunks: matchingFeedbackPages(store, input.matching, bulkChunkRows()),
      act: (userIds) => approveFeedbackByIds(userIds, approvedAt),
      none: noFeedbackApproved,
      total: () => countMatchingFeedback(store, input.matching),
      reportProgress,
      leaveOut: teamAccountsAmong,
    });
    const approved = withWithdrawal(approval, approvedAt);
    return { ...approved, output: { ...approved.output, teamAccountsSkipped: leftOut } };
  },
  { timeoutSeconds: bulkCallableTimeoutSeconds },
);
