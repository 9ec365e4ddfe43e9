import { accountTarget, disableAgainInput, signInBlockPath } from '@management-center/contract';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/https';
import { authentication, database } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { existingAccount, isUserNotFound } from './account-lookup.ts';
import { isInTrash, readSignInBlock, refreshSignInMark } from './sign-in-block-store.ts';

export const inTrashMessage = 'This user is in the trash: restore them before enabling their sign-in.';

/**
 * Enables the account and removes the block, in that order: a block outlives a failed call and is removed by the
 * call made again, never the reverse (a block gone while the account stays disabled would hide why). An account
 * gone meanwhile leaves nothing to enable; its block goes all the same.
 */
export async function liftSignInBlock(
  auth: Auth,
  realtimeDatabase: Database,
  userId: string,
  handling: string,
): Promise<void> {
  try {
    await auth.updateUser(userId, { disabled: false });
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  await realtimeDatabase.ref(signInBlockPath(userId)).remove();
  await refreshSignInMark(realtimeDatabase, userId, handling);
}

// A user in the trash stays disabled until restored: restoring them enables their sign-in unless it is blocked.
// Ending a disable the console made is undone by making it again (disableAgainInput); an account disabled
// elsewhere has no reason on record to put back.
export const enableUserSignIn: UseCase<'enableSignIn'> = async ({ userId }, actor) => {
  const auth = await authentication();
  const realtimeDatabase = await database();
  const account = await existingAccount(auth, userId);
  if (await isInTrash(realtimeDatabase, userId)) throw new HttpsError('failed-precondition', inTrashMessage);
  const block = await readSignInBlock(realtimeDatabase, userId);
  if (!account.disabled && !block) return { output: { changed: false }, targets: [] };
  await liftSignInBlock(auth, realtimeDatabase, userId, actor.callId);
  if (!block) return { output: { changed: true }, targets: [accountTarget(userId)] };
  return {
    output: { changed: true, liftedBlock: block },
    targets: [accountTarget(userId)],
    undo: { callable: 'disableSignIn', input: disableAgainInput(userId, block) },
  };
};

export const enableSignIn = teamCallable('enableSignIn', enableUserSignIn);
