import {
  appChangeKeyPrefix,
  appChangesOf,
  databasePaths,
  forbiddenKeyCharacters,
  type TimelineEntry,
  type UserKind,
  userReadModelsOf,
  userTimelineOf,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { onValueWritten } from 'firebase-functions/database';
import { auditRetentionDays } from '../platform/config.ts';
import { authentication, database } from '../platform/firebase.ts';
import { accountCreationFromAuth, keepAccountCreation } from './account-creation.ts';
import { pruneAppChanges } from './app-change-entries.ts';
import { readModelStore } from './read-model-store.ts';
import { refreshUserReadModels } from './refresh-user-read-models.ts';
import { sameReadModels } from './user-read-model-update.ts';

// What the app changed of the fields the console shows goes on the user's timeline, under the event's id: a retry
// of the event writes the same entry again.
async function recordAppChanges(
  realtimeDatabase: Database,
  kind: UserKind,
  userId: string,
  event: { id: string; time: string; data: { before: { val(): unknown }; after: { val(): unknown } } },
): Promise<void> {
  const changes = appChangesOf(kind, event.data.before.val(), event.data.after.val());
  if (changes.length === 0) return;
  const entry: TimelineEntry = { type: 'change', at: Date.parse(event.time), changes };
  const key = `${appChangeKeyPrefix}${event.id.replace(new RegExp(forbiddenKeyCharacters, 'g'), '_')}`;
  await realtimeDatabase.ref(`${userTimelineOf(userId)}/${key}`).set(entry);
  await pruneAppChanges(realtimeDatabase, userId, auditRetentionDays.value(), Date.now());
}

// The fitness app writes its own data under each record all the time; only a change the console shows (name,
// e-mail, type, status, feedback, an approval e-mail's failure) costs more than this comparison. A new record
// first has its account's creation time kept, which its read models count it by.
function keepsReadModels(kind: UserKind, path: string) {
  return onValueWritten({ ref: `${path}/{userId}`, retry: true }, async (event) => {
    const { userId } = event.params;
    const realtimeDatabase = await database();
    if (!event.data.before.exists() && event.data.after.exists()) {
      const lookUp = accountCreationFromAuth(await authentication());
      await keepAccountCreation(realtimeDatabase, lookUp, userId, Date.parse(event.time));
    }
    await recordAppChanges(realtimeDatabase, kind, userId, event);
    const before = userReadModelsOf(kind, userId, event.data.before.val());
    const after = userReadModelsOf(kind, userId, event.data.after.val());
    if (sameReadModels(before, after)) return;
    await refreshUserReadModels(readModelStore(realtimeDatabase), kind, userId, event.id);
  });
}

export const normalUserReadModels = keepsReadModels('normal', databasePaths.normalUsers);
export const businessUserReadModels = keepsReadModels('business', databasePaths.businessUsers);
