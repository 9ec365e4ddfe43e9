import { callableNames, type RunCleanupInput, runCleanupOutputSchema } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { callableErrorMessage } from '../../../lib/callable-error.ts';
import { invokeCallable } from '../../../lib/callables.ts';
import { notifyFailure } from '../../../lib/notify.ts';

// The audit log follows its live listener and the console reads no list of images, so nothing is invalidated.
export function useRunCleanup() {
  return useMutation({
    mutationFn: (dryRun: boolean) => {
      const input: RunCleanupInput = { dryRun };
      return invokeCallable(callableNames.runCleanup, input, runCleanupOutputSchema);
    },
    onError: (error) => notifyFailure(callableErrorMessage(error)),
  });
}
