import { accountTarget } from '@management-center/contract';
import { authentication } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { existingAccount } from './account-lookup.ts';

/**
 * Ends the user's sessions on every device: their refresh tokens are revoked, so the app asks them to sign in again
 * once the ID token it holds expires (within the hour), or at once where it checks for revocation.
 */
export const signOutEverywhere: UseCase<'signOutUser'> = async ({ userId }) => {
  const auth = await authentication();
  await existingAccount(auth, userId);
  await auth.revokeRefreshTokens(userId);
  const { tokensValidAfterTime } = await auth.getUser(userId);
  const signedOutAt = tokensValidAfterTime ? Date.parse(tokensValidAfterTime) : Date.now();
  return { output: { signedOutAt }, targets: [accountTarget(userId)] };
};

export const signOutUser = teamCallable('signOutUser', signOutEverywhere);
