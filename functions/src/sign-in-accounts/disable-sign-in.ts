import { accountTarget, type SignInBlock, signInBlockPath } from '@management-center/contract';
import { adminCallable, type UseCase } from '../platform/admin-callable.ts';
import { authentication, database } from '../platform/firebase.ts';
import { existingAccount } from './account-lookup.ts';
import { readSignInBlock, refreshSignInMark } from './sign-in-block-store.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Disables the user's sign-in, for `days` or until enabled, and ends their sessions. The block (who, why, until
 * when) is written after the account is disabled, so a block never stands for an account that can still sign in;
 * a call that failed between the two is made again as it was. Disabling a user already blocked changes nothing.
 */
export const disableUserSignIn: UseCase<'disableSignIn'> = async ({ userId, reason, days }, actor) => {
  const auth = await authentication();
  const realtimeDatabase = await database();
  const account = await existingAccount(auth, userId);
  const existing = await readSignInBlock(realtimeDatabase, userId);
  if (account.disabled && existing) {
    return { output: { changed: false, block: existing }, targets: [] };
  }
  const disabledAt = Date.now();
  const block: SignInBlock = {
    reason,
    disabledAt,
    disabledBy: actor.email ?? actor.uid,
    ...(days === null ? {} : { until: disabledAt + days * dayMs }),
  };
  await auth.updateUser(userId, { disabled: true });
  await auth.revokeRefreshTokens(userId);
  await realtimeDatabase.ref(signInBlockPath(userId)).set(block);
  await refreshSignInMark(realtimeDatabase, userId, actor.callId);
  return {
    output: { changed: true, block },
    targets: [accountTarget(userId)],
    reason,
    undo: { callable: 'enableSignIn', input: { userId } },
  };
};

export const disableSignIn = adminCallable('disableSignIn', disableUserSignIn);
