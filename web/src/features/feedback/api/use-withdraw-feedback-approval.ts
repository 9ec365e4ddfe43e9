import {
  callableNames,
  type WithdrawFeedbackApprovalInput,
  type WithdrawFeedbackApprovalOutput,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { notifyCallableFailure } from '../../../lib/callables/callable-failures.ts';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';
import { feedbackApprovalWithdrawn } from '../../../lib/notices/undo-messages.ts';

// The withdrawals of one Upload, one call each (the Activity page's Undo makes the same call per approval).
async function withdrawApprovals(
  withdrawals: readonly WithdrawFeedbackApprovalInput[],
): Promise<WithdrawFeedbackApprovalOutput> {
  const total: WithdrawFeedbackApprovalOutput = { withdrawn: [], notApproved: [], notFound: [] };
  for (const withdrawal of withdrawals) {
    const output = await invokeCallable(callableNames.withdrawFeedbackApproval, withdrawal);
    total.withdrawn.push(...output.withdrawn);
    total.notApproved.push(...output.notApproved);
    total.notFound.push(...output.notFound);
  }
  return total;
}

// Nothing to invalidate: the live listener on the feedback queue brings the withdrawn rows back by itself.
export function useWithdrawFeedbackApproval() {
  return useMutation({
    mutationFn: withdrawApprovals,
    onSuccess: (output) => notifySuccess(feedbackApprovalWithdrawn(output)),
    onError: (error) => notifyCallableFailure(error),
  });
}
