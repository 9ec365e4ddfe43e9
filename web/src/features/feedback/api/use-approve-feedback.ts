import {
  type ApproveFeedbackInput,
  approveFeedbackOutputSchema,
  callableNames,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables.ts';
import { approveInBatches } from '../feedback-approval.ts';

function approveBatch(userIds: string[]) {
  const input: ApproveFeedbackInput = { userIds };
  return invokeCallable(callableNames.approveFeedback, input, approveFeedbackOutputSchema);
}

// Nothing to invalidate: the live listener on the users node drops approved rows from the list by itself.
export function useApproveFeedback() {
  return useMutation({
    mutationFn: (userIds: readonly string[]) => approveInBatches(userIds, approveBatch),
  });
}
