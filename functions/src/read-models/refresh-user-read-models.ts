import {
  type DirectoryKey,
  directoryKey,
  type UserKind,
  type UserReadModels,
  userReadModelsOf,
} from '@management-center/contract';
import type { ReadModelStore } from './read-model-store.ts';
import { sameReadModels, searchGramCountChanges, userReadModelUpdate } from './user-read-model-update.ts';

// Events can arrive late, twice or out of order, and two can be handled at once. Each handling derives the read
// models from the record (and the user's sign-in block) as it is now, not from its event. Only one handling writes a user's read models at a
// time (see refresh-claim.ts): the others ask it to pass again, and it reads the record again after writing, so
// the last pass writes what the record says last.
const maximumPasses = 8;

/**
 * Makes one user's read models match the record as stored. `handling` names this handling (the event's id, the
 * same for its retries).
 */
export async function refreshUserReadModels(
  store: ReadModelStore,
  kind: UserKind,
  userId: string,
  handling: string,
): Promise<void> {
  const key = directoryKey(kind, userId);
  const claim = await store.claimRefresh(key, handling);
  if (claim === 'handed over') return;
  if (claim === 'held by this event') {
    throw new Error(
      `Another attempt of this event may still refresh the read models of ${kind} user ${userId}`,
    );
  }
  const readModels = async () => {
    const { record, signInBlock, accountCreatedAt } = await store.readUser(kind, userId);
    return userReadModelsOf(kind, userId, record, signInBlock, accountCreatedAt);
  };
  try {
    if (!(await refreshWhileClaimed(store, key, handling, readModels))) {
      throw new Error(
        `The record of ${kind} user ${userId} kept changing while its read models were written`,
      );
    }
  } catch (error) {
    // Lets go, so that this event's retry can claim the user again and pass once more.
    await store.releaseRefresh(key, handling, true);
    throw error;
  }
}

// Whether the read models came to match the record, and the claim was released, within the passes allowed.
async function refreshWhileClaimed(
  store: ReadModelStore,
  key: DirectoryKey,
  handling: string,
  readModels: () => Promise<UserReadModels>,
): Promise<boolean> {
  let models = await readModels();
  for (let pass = 1; pass <= maximumPasses; pass += 1) {
    const listedName = await store.readListedName(models.key);
    const gramCountChanges = searchGramCountChanges(models, listedName);
    await store.writeUserReadModels(userReadModelUpdate(models, listedName), gramCountChanges);
    await store.setMembership(models.key, models.metrics);
    const now = await readModels();
    if (!sameReadModels(now, models)) {
      models = now;
      continue;
    }
    const outcome = await store.releaseRefresh(key, handling);
    if (outcome !== 'again') return true;
    models = await readModels();
  }
  return false;
}
