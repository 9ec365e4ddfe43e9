import { secondFactorRequiredClaim } from '@management-center/contract';
import { recordMemberRevocation } from '../platform/member-revocations.ts';
import { memberClaims, readTeamMembers, type TeamStores } from './team-membership.ts';

// Auth's getUsers takes this many identifiers at a time.
const accountsPerLookup = 100;

/**
 * Puts every member's claims in step with whether the team requires a second factor (an invited member gets them
 * on accepting). Where a member's claims now require one, every session of theirs ends at once, as after a role
 * change: their tokens do not carry the requirement, so they sign in again, with a second factor. `keptUid` (the
 * owner who required it, signed in with one) keeps theirs. Answers how many members were signed out.
 */
export async function applySecondFactorRequirement(
  stores: TeamStores,
  required: boolean,
  keptUid: string,
): Promise<number> {
  const members = Object.entries(await readTeamMembers(stores.database)).filter(
    ([, member]) => member.invitation === undefined,
  );
  const roleOf = new Map(members.map(([uid, member]) => [uid, member.role]));
  let signedOut = 0;
  for (let start = 0; start < members.length; start += accountsPerLookup) {
    const uids = members.slice(start, start + accountsPerLookup).map(([uid]) => ({ uid }));
    const { users } = await stores.auth.getUsers(uids);
    for (const account of users) {
      const role = roleOf.get(account.uid);
      if (role === undefined || (account.customClaims?.[secondFactorRequiredClaim] === true) === required)
        continue;
      await stores.auth.setCustomUserClaims(account.uid, memberClaims(account.customClaims, role, required));
      if (required && account.uid !== keptUid) {
        await recordMemberRevocation(stores.database, stores.firestore, account.uid);
        await stores.auth.revokeRefreshTokens(account.uid);
        signedOut += 1;
      }
    }
  }
  return signedOut;
}
