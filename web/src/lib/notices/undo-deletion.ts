import {
  callableNames,
  maxIdsPerCall,
  type RestoreUsersOutput,
  splitIntoBatches,
} from '@management-center/contract';
import { invokeCallable } from '../callables/callables.ts';
import { notifyFailure, notifySuccess } from './notify.ts';
import { undoDeletionSummary } from './undo-deletion-summary.ts';

// A deletion of "all that match" may have moved thousands: they come back a call's worth at a time. The lists
// follow their live listeners, so nothing is invalidated.
async function restoreUsersInBatches(userIds: readonly string[]): Promise<RestoreUsersOutput[]> {
  const outputs: RestoreUsersOutput[] = [];
  for (const batch of splitIntoBatches(userIds, maxIdsPerCall)) {
    outputs.push(await invokeCallable(callableNames.restoreUsers, { userIds: batch }));
  }
  return outputs;
}

/** Undoes a deletion (from the Activity page or the deletion's notification) and says how it went. */
export async function undoDeletion(userIds: readonly string[]): Promise<void> {
  const { text, failed } = undoDeletionSummary(await restoreUsersInBatches(userIds));
  (failed ? notifyFailure : notifySuccess)(text);
}
