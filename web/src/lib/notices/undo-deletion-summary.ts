import type { RestoreUsersOutput } from '@management-center/contract';

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
