import {
  accountTarget,
  dayMs,
  type ParsedCallableInput,
  type SignInBlock,
  signInBlockPath,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { authentication, database } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { existingAccount } from './account-lookup.ts';
import { readSignInBlock, refreshSignInMark } from './sign-in-block-store.ts';

export const timeOverMessage = 'That disable would have ended already: sign-in stays enabled.';

// When the block ends: `days` from now, at `until` (the undo of an enable), or never (until enabled).
function endOf(input: ParsedCallableInput<'disableSignIn'>, now: number): number | undefined {
  if ('until' in input) return input.until;
  return input.days === null ? undefined : now + input.days * dayMs;
}

/**
 * Disables the user's sign-in, for `days`, until a time or until enabled, and ends their sessions. The block (who,
 * why, until when) is written after the account is disabled, so a block never stands for an account that can still
 * sign in; a call that failed between the two is made again as it was. Disabling a user already blocked changes
 * nothing.
 */
export const disableUserSignIn: UseCase<'disableSignIn'> = async (input, actor) => {
  const { userId, reason } = input;
  const disabledAt = Date.now();
  const until = endOf(input, disabledAt);
  if (until !== undefined && until <= disabledAt)
    throw new HttpsError('failed-precondition', timeOverMessage);
  const auth = await authentication();
  const realtimeDatabase = await database();
  const account = await existingAccount(auth, userId);
  const existing = await readSignInBlock(realtimeDatabase, userId);
  if (account.disabled && existing) {
    return { output: { changed: false, block: existing }, targets: [] };
  }
  const block: SignInBlock = {
    reason,
    disabledAt,
    disabledBy: actor.email ?? actor.uid,
    ...(until === undefined ? {} : { until }),
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

export const disableSignIn = teamCallable('disableSignIn', disableUserSignIn);
