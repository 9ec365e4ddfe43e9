import { callableNames, type ScheduleFeedbackInput, successMessages } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';

// The schedule on screen follows its live listener, so a success needs no invalidation.
export function useScheduleFeedback() {
  return useMutation({
    mutationFn: (input: ScheduleFeedbackInput) => invokeCallable(callableNames.scheduleFeedback, input),
    onSuccess: () => notifySuccess(successMessages.dateScheduled),
  });
}
