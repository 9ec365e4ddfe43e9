import type { BusinessUser, NormalUser } from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { afterEach, beforeAll } from 'vitest';

export const permissionDenied = /permission[_ ]denied/i;

interface AppUserRecords {
  users: Record<string, NormalUser>;
  businessUsers: Record<string, BusinessUser>;
}

/**
 * The user collections as the suite found them, read before its own hooks run (call this first) and put back
 * whole after each case: the writes the rules allow change user records.
 */
export function appUserRecordsRestoredAfterEach(app: App): () => AppUserRecords {
  let original: AppUserRecords | undefined;
  beforeAll(async () => {
    const database = getDatabase(app);
    const [users, businessUsers] = await Promise.all([
      database.ref('users').get(),
      database.ref('business-users').get(),
    ]);
    original = { users: users.val(), businessUsers: businessUsers.val() };
  });
  afterEach(async () => {
    if (original === undefined) return;
    await getDatabase(app).ref().update({ users: original.users, 'business-users': original.businessUsers });
  });
  return () => {
    if (original === undefined) throw new Error('The user collections are read before the suite');
    return original;
  };
}
