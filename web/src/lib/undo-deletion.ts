import {
  callableNames,
  maxIdsPerCall,
  type RestoreUsersOutput,
  splitIntoBatches,
} from '@management-center/contract';
import { invokeCallable } from './callables.ts';
import { notifyFailure, notifySuccess } from './notify.ts';

function users(count: number): string {
  return count === 1 ? '1 user' : `${count} users`;
}

/** What undoing a deletion did, in one sentence per outcome; `failed` says whether any of it calls for a look. */
export function undoDeletionSummary(outputs: readonly RestoreUsersOutput[]): {
  text: string;
  failed: boolean;
} {
  const count = (pick: (output: RestoreUsersOutput) => readonly unknown[]) =>
    outputs.reduce((sum, output) => sum + pick(output).length, 0);
  const restored = count((output) => output.restored);
  const idInUse = count((output) => output.idInUse);
  const notInTrash = count((output) => output.notInTrash);
  const accountFailures = count((output) => output.accountFailures);
  const sentences = [
    restored > 0 ? `Restored ${users(restored)}.` : undefined,
    idInUse > 0
      ? `${users(idInUse)} not restored: the app has written a new record under the same id since.`
      : undefined,
    notInTrash > 0 ? `${users(notInTrash)} no longer in the trash (restored or deleted forever).` : undefined,
    accountFailures > 0
      ? `The sign-in account of ${users(accountFailures)} could not be enabled: undo again to retry.`
      : undefined,
  ].filter((sentence) => sentence !== undefined);
  return { text: sentences.join(' '), failed: idInUse + accountFailures > 0 };
}

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
