import { accountTarget } from '@management-center/contract';
import { recordMemberRevocation } from '../platform/member-revocations.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { teamStores } from './team-stores.ts';

/**
 * Ends every session of the caller's own account, on every device: the refresh tokens are revoked, and the ID
 * tokens still held (valid up to an hour) are refused from this second on, as after a removal; each open console,
 * this one included, signs out. The role stays: signing in again opens the console as before.
 */
export const signOutOwnSessions: UseCase<'signOutEverywhere'> = async (_input, actor) => {
  const stores = await teamStores();
  await stores.auth.revokeRefreshTokens(actor.uid);
  const revokedAt = await recordMemberRevocation(stores.database, stores.firestore, actor.uid);
  return { output: { signedOutAt: revokedAt * 1000 }, targets: [accountTarget(actor.uid)] };
};

export const signOutEverywhere = teamCallable('signOutEverywhere', signOutOwnSessions);
