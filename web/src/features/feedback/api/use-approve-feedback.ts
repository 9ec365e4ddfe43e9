import {
  type ApproveFeedbackInput,
  type BulkProgress,
  callableNames,
  type FeedbackMatching,
  type SeenVersion,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { invokeCallable, streamCallable } from '../../../lib/callables/callables.ts';
import { approvalRunOf, approveInBatches, type FeedbackApprovalRun } from '../feedback-approval.ts';

function approveBatch(userIds: string[], seen: readonly SeenVersion[]) {
  const named = new Set(userIds);
  const input: ApproveFeedbackInput = { userIds, seen: seen.filter(({ userId }) => named.has(userId)) };
  return invokeCallable(callableNames.approveFeedback, input);
}

// The rows selected with the version of the review each showed, or all feedback the screen's filters match
// (found by the server, with progress), as many as the confirmation counted.
export type FeedbackTargets =
  | { userIds: readonly string[]; seen: readonly SeenVersion[] }
  | { matching: FeedbackMatching; count: number };

// Nothing to invalidate: the live listener on the feedback queue drops approved rows from the list by itself.
export function useApproveFeedback() {
  const [progress, setProgress] = useState<BulkProgress>();
  const mutation = useMutation({
    mutationFn: async (targets: FeedbackTargets): Promise<FeedbackApprovalRun> => {
      if ('userIds' in targets) {
        return approveInBatches(targets.userIds, (userIds) => approveBatch(userIds, targets.seen));
      }
      const input: ApproveFeedbackInput = { matching: targets.matching };
      return approvalRunOf(
        await streamCallable(callableNames.approveFeedback, input, targets.count, setProgress),
      );
    },
    onSettled: () => setProgress(undefined),
  });
  return { mutation, progress };
}
