import { callableNames, type WithdrawFeedbackApprovalOutput } from '@management-center/contract';
import { database } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { feedbackPath, readFeedbackUser } from './feedback-records.ts';

/**
 * Undoes an approval: the approved feedback of `userIds` waits for approval again, as it did before, without the
 * first approval time that approval stored (`approvedAt`); an earlier approval's time stays, so the feedback is
 * shown as changed after that approval again. Feedback approved no more is left as it is.
 */
export const withdrawFeedbackApproval = teamCallable(
  callableNames.withdrawFeedbackApproval,
  async ({ userIds, approvedAt }) => {
    const users = await Promise.all(userIds.map(readFeedbackUser));
    const output: WithdrawFeedbackApprovalOutput = { withdrawn: [], notApproved: [], notFound: [] };
    const changes: Record<string, unknown> = {};
    userIds.forEach((userId, index) => {
      const user = users[index];
      if (user === undefined) {
        output.notFound.push(userId);
      } else if (user.feedback?.approveFeedback !== true) {
        output.notApproved.push(userId);
      } else {
        output.withdrawn.push(userId);
        changes[`${feedbackPath(userId)}/approveFeedback`] = false;
        if (user.feedback.feedbackApproveTimestamp === approvedAt) {
          changes[`${feedbackPath(userId)}/feedbackApproveTimestamp`] = null;
        }
      }
    });
    // One update: every withdrawal or none.
    if (output.withdrawn.length > 0) await (await database()).ref().update(changes);
    return { output, targets: output.withdrawn.map(feedbackPath) };
  },
);
