import {
  type Role,
  roleClaim,
  roleOfClaims,
  type TeamMember,
  teamMemberPath,
} from '@management-center/contract';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import type { Firestore } from 'firebase-admin/firestore';
import { recordAdminRevocation } from '../platform/admin-revocations.ts';

export interface TeamStores {
  auth: Auth;
  database: Database;
  firestore: Firestore;
}

// The claim every account of the console carried before the team had roles: it gives nothing any more, and is
// removed wherever a role is set or taken away, so that no token carries both.
const formerAdminClaim = 'admin';

function claimsWithout(claims: Record<string, unknown> | undefined): Record<string, unknown> {
  const { [roleClaim]: _role, [formerAdminClaim]: _admin, ...others } = claims ?? {};
  return others;
}

/**
 * Makes `uid` a member of the team with `member.role`: the registry entry and the role claim, keeping the
 * account's other claims. A member whose role changes has every token of the old role refused at once (they sign
 * in again and get the new one). Answers the role the account had before, or null.
 */
export async function setTeamMember(
  stores: TeamStores,
  uid: string,
  member: TeamMember,
): Promise<Role | null> {
  const account = await stores.auth.getUser(uid);
  const previous = roleOfClaims(account.customClaims ?? {});
  await stores.auth.setCustomUserClaims(uid, {
    ...claimsWithout(account.customClaims),
    [roleClaim]: member.role,
  });
  if (previous !== null && previous !== member.role) {
    await recordAdminRevocation(stores.database, stores.firestore, uid);
  }
  await stores.database.ref(teamMemberPath(uid)).set(member);
  return previous;
}

/**
 * Takes `uid` out of the team at once: the role claim goes, the refresh tokens are revoked, and every ID token it
 * still holds is refused by the callables and the rules from this second (the revocation time). The registry entry
 * goes last: a failure before it leaves the member listed, to be removed again, never a member with access unlisted.
 */
export async function removeTeamMember(stores: TeamStores, uid: string): Promise<Role | null> {
  const account = await stores.auth.getUser(uid);
  const previous = roleOfClaims(account.customClaims ?? {});
  await stores.auth.setCustomUserClaims(uid, claimsWithout(account.customClaims));
  await stores.auth.revokeRefreshTokens(uid);
  await recordAdminRevocation(stores.database, stores.firestore, uid);
  await stores.database.ref(teamMemberPath(uid)).remove();
  return previous;
}
