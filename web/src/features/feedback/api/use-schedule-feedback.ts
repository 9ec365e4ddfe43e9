import {
  callableNames,
  type ScheduleFeedbackInput,
  scheduleFeedbackOutputSchema,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables.ts';

// The schedule on screen follows its live listener, so a success needs no invalidation.
export function useScheduleFeedback() {
  return useMutation({
    mutationFn: (input: ScheduleFeedbackInput) =>
      invokeCallable(callableNames.scheduleFeedback, input, scheduleFeedbackOutputSchema),
  });
}
