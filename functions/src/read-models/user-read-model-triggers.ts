import { databasePaths, type UserKind, userReadModelsOf } from '@management-center/contract';
import { onValueWritten } from 'firebase-functions/database';
import { database } from '../platform/firebase.ts';
import { readModelStore } from './read-model-store.ts';
import { refreshUserReadModels } from './refresh-user-read-models.ts';
import { sameReadModels } from './user-read-model-update.ts';

// The fitness app writes its own data under each record all the time; only a change the console shows (name,
// e-mail, type, status, feedback, an approval e-mail's failure) costs more than this comparison.
function keepsReadModels(kind: UserKind, path: string) {
  return onValueWritten({ ref: `${path}/{userId}`, retry: true }, async (event) => {
    const { userId } = event.params;
    const before = userReadModelsOf(kind, userId, event.data.before.val());
    const after = userReadModelsOf(kind, userId, event.data.after.val());
    if (sameReadModels(before, after)) return;
    await refreshUserReadModels(readModelStore(await database()), kind, userId, event.id);
  });
}

export const normalUserReadModels = keepsReadModels('normal', databasePaths.normalUsers);
export const businessUserReadModels = keepsReadModels('business', databasePaths.businessUsers);
