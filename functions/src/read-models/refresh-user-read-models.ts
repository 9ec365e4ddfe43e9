import { type UserKind, userReadModelsOf } from '@management-center/contract';
import type { ReadModelStore } from './read-model-store.ts';
import { sameReadModels, searchGramCountChanges, userReadModelUpdate } from './user-read-model-update.ts';

// Events can arrive late, twice or out of order, and two can be handled at once: each handling derives the read
// models from the record as it is now, not from its event, and reads the record again after writing. If it moved
// meanwhile, another pass writes what it says now, so whichever handling writes last leaves the latest state.
const maximumPasses = 5;

/** Makes one user's read models match the record as stored. */
export async function refreshUserReadModels(
  store: ReadModelStore,
  kind: UserKind,
  userId: string,
): Promise<void> {
  let models = userReadModelsOf(kind, userId, await store.readRecord(kind, userId));
  for (let pass = 1; pass <= maximumPasses; pass += 1) {
    const previous = await store.readDirectoryEntry(models.key);
    const gramCountChanges = searchGramCountChanges(models, previous);
    await store.writeUserReadModels(userReadModelUpdate(models, previous), gramCountChanges);
    await store.setMembership(models.key, models.metrics);
    const now = userReadModelsOf(kind, userId, await store.readRecord(kind, userId));
    if (sameReadModels(now, models)) return;
    models = now;
  }
  throw new Error(`The record of ${kind} user ${userId} kept changing while its read models were written`);
}
