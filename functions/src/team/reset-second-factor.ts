import { accountTarget, teamMemberPath } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { recordMemberRevocation } from '../platform/member-revocations.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { notMemberMessage } from './team-changes.ts';
import { teamStores } from './team-stores.ts';

export const ownSecondFactorMessage =
  'Your own second factors are yours to change, on My account: another owner resets them if you lost your phone.';

/**
 * Takes every second factor off a member's account, for a member who lost their phone. Their sessions end at once,
 * as after a role change: one signed in with the lost phone must not outlive it. They sign in with their password
 * again, and set up a new phone first where the team requires one.
 */
export const resetFactors: UseCase<'resetSecondFactor'> = async ({ uid }, actor) => {
  if (uid === actor.uid) throw new HttpsError('failed-precondition', ownSecondFactorMessage);
  const stores = await teamStores();
  if (!(await stores.database.ref(teamMemberPath(uid)).get()).exists()) {
    throw new HttpsError('not-found', notMemberMessage);
  }
  const account = await stores.auth.getUser(uid);
  const removedFactors = account.multiFactor?.enrolledFactors.length ?? 0;
  if (removedFactors === 0) return { output: { removedFactors }, targets: [] };
  await recordMemberRevocation(stores.database, stores.firestore, uid);
  await stores.auth.updateUser(uid, { multiFactor: { enrolledFactors: null } });
  await stores.auth.revokeRefreshTokens(uid);
  return { output: { removedFactors }, targets: [accountTarget(uid)] };
};

export const resetSecondFactor = teamCallable('resetSecondFactor', resetFactors);
