import type { WithdrawFeedbackApprovalOutput } from '@management-center/contract';
import { countFeedbackEntries } from '../wording/feedback-entries.ts';

// What undoing a disabled sign-in says, from the change's notification or from the Activity page.
export const signInEnabledAgain = 'Sign-in enabled again: the user can sign in.';
// What undoing an enabled sign-in says: the disable it ended is back, with its reason and end.
export const signInDisabledAgain = 'Sign-in disabled again, as before: the user cannot sign in.';

/** What withdrawing a feedback approval says, from the Upload popup or from the Activity page. */
export function feedbackApprovalWithdrawn({
  withdrawn,
  notApproved,
  notFound,
}: WithdrawFeedbackApprovalOutput): string {
  const count = withdrawn.length;
  const back = `Approval withdrawn: ${countFeedbackEntries(count)} ${count === 1 ? 'waits' : 'wait'} for approval again.`;
  const left = notApproved.length + notFound.length;
  return left === 0
    ? back
    : `${back} Left as they are (no longer approved, or gone): ${countFeedbackEntries(left)}.`;
}
