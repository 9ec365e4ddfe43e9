import { accountCreationTimesPath, splitIntoBatches } from '@management-center/contract';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';

/** The creation times of those of `uids` that have an account, in ms since the epoch. */
export type AccountCreationLookup = (uids: readonly string[]) => Promise<Map<string, number>>;

// The Auth API looks up at most 100 accounts per request.
const accountsPerLookup = 100;

export function accountCreationFromAuth(auth: Auth): AccountCreationLookup {
  return async (uids) => {
    const found = await Promise.all(
      splitIntoBatches(uids, accountsPerLookup).map((batch) => auth.getUsers(batch.map((uid) => ({ uid })))),
    );
    const times = new Map<string, number>();
    for (const { users } of found) {
      for (const user of users) {
        const created = Date.parse(user.metadata.creationTime);
        if (Number.isFinite(created)) times.set(user.uid, created);
      }
    }
    return times;
  };
}

export function accountCreationPath(userId: string): string {
  return `${accountCreationTimesPath}/${userId}`;
}

/**
 * Keeps when a new user's account was created, the first time their record appears: from Auth, or, for a record
 * without an account, the time the record was first written (`firstWrittenAt`). A creation time already kept
 * stays, so a record restored from the trash keeps its first one.
 */
export async function keepAccountCreation(
  database: Database,
  lookUp: AccountCreationLookup,
  userId: string,
  firstWrittenAt: number,
): Promise<void> {
  const path = accountCreationPath(userId);
  if ((await database.ref(path).get()).exists()) return;
  const created = (await lookUp([userId])).get(userId) ?? firstWrittenAt;
  await database.ref(path).transaction((stored: unknown) => stored ?? created, undefined, false);
}
