import { accountTarget } from '@management-center/contract';
import { authentication } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { existingAccount } from './account-lookup.ts';

/**
 * Takes every second factor off the user's account, for a user who lost their phone: they sign in with their
 * password alone until they add a new one in the app. Their sessions end too, since one of them may be on the lost
 * phone.
 */
export const removeSecondFactors: UseCase<'removeUserSecondFactors'> = async ({ userId }) => {
  const auth = await authentication();
  const account = await existingAccount(auth, userId);
  const removedFactors = account.multiFactor?.enrolledFactors.length ?? 0;
  if (removedFactors === 0) return { output: { removedFactors }, targets: [] };
  await auth.updateUser(userId, { multiFactor: { enrolledFactors: null } });
  await auth.revokeRefreshTokens(userId);
  return { output: { removedFactors }, targets: [accountTarget(userId)] };
};

export const removeUserSecondFactors = teamCallable('removeUserSecondFactors', removeSecondFactors);
