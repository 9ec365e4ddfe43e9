import {
  callableNames,
  maxIdsPerCall,
  type RestoreUsersOutput,
  splitIntoBatches,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { undoDeletionSummary } from '../audit-undo.ts';

// A deletion of "all that match" may have moved thousands: they come back a call's worth at a time. The lists
// follow their live listeners, so nothing is invalidated.
export function useUndoDeletion() {
  return useMutation({
    mutationFn: async (userIds: readonly string[]) => {
      const outputs: RestoreUsersOutput[] = [];
      for (const batch of splitIntoBatches(userIds, maxIdsPerCall)) {
        outputs.push(await invokeCallable(callableNames.restoreUsers, { userIds: batch }));
      }
      return outputs;
    },
    onSuccess: (outputs) => {
      const { text, failed } = undoDeletionSummary(outputs);
      (failed ? notifyFailure : notifySuccess)(text);
    },
  });
}
