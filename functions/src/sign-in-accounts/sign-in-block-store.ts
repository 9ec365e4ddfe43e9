import {
  type SignInBlock,
  signInBlockPath,
  signInBlockSchema,
  trashedUserPath,
  type UserKind,
  userRecordPath,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { readModelStore } from '../read-models/read-model-store.ts';
import { refreshUserReadModels } from '../read-models/refresh-user-read-models.ts';

const userKinds: readonly UserKind[] = ['normal', 'business'];

/** The console's block of the user's sign-in, if there is one that can be read. */
export async function readSignInBlock(database: Database, userId: string): Promise<SignInBlock | undefined> {
  const parsed = signInBlockSchema.safeParse((await database.ref(signInBlockPath(userId)).get()).val());
  return parsed.success ? parsed.data : undefined;
}

export async function isInTrash(database: Database, userId: string): Promise<boolean> {
  return (await database.ref(trashedUserPath(userId)).get()).exists();
}

/**
 * Brings the users screen's mark of a disabled sign-in in line with the block just written or removed: the user's
 * read models are refreshed as a trigger would, through the same claim, so a refresh running meanwhile passes again
 * and reads the block too. A collection without a record of the user has no entry to mark (a record created later
 * is refreshed by its own trigger, which reads the block).
 */
export async function refreshSignInMark(database: Database, userId: string, handling: string): Promise<void> {
  const store = readModelStore(database);
  await Promise.all(
    userKinds.map(async (kind) => {
      if (!(await database.ref(userRecordPath(kind, userId)).get()).exists()) return;
      await refreshUserReadModels(store, kind, userId, handling);
    }),
  );
}
