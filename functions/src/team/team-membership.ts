import {
  type Role,
  roleClaim,
  roleOfClaims,
  secondFactorRequiredClaim,
  type TeamMember,
  type TeamSettings,
  teamInvitationSecretPath,
  teamMemberPath,
  teamMemberSchema,
  teamMembersPath,
  teamSettingsPath,
  teamSettingsSchema,
} from '@management-center/contract';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { recordMemberRevocation } from '../platform/member-revocations.ts';

export interface TeamStores {
  auth: Auth;
  database: Database;
  firestore: Firestore;
}

// The claim every account of the console carried before the team had roles: it gives nothing any more, and is
// removed wherever a role is set or taken away, so that no token carries both.
const formerAdminClaim = 'admin';

// The claims of the account's other uses (the fitness app's), which the team's claims leave as they are.
function claimsWithout(claims: Record<string, unknown> | undefined): Record<string, unknown> {
  const {
    [roleClaim]: _role,
    [formerAdminClaim]: _admin,
    [secondFactorRequiredClaim]: _secondFactor,
    ...others
  } = claims ?? {};
  return others;
}

/** The claims of a member with `role`, the account's other claims kept. */
export function memberClaims(
  claims: Record<string, unknown> | undefined,
  role: Role,
  secondFactorRequired: boolean,
): Record<string, unknown> {
  return {
    ...claimsWithout(claims),
    [roleClaim]: role,
    ...(secondFactorRequired ? { [secondFactorRequiredClaim]: true } : {}),
  };
}

export async function readTeamSettings(database: Database): Promise<TeamSettings> {
  return teamSettingsSchema.parse((await database.ref(teamSettingsPath).get()).val() ?? {});
}

const teamMembersSchema = z.record(z.string(), teamMemberSchema);

/** Every member of the team by uid, invited ones included. */
export function teamMembersIn(stored: unknown): Record<string, TeamMember> {
  return teamMembersSchema.parse(stored ?? {});
}

export async function readTeamMembers(database: Database): Promise<Record<string, TeamMember>> {
  return teamMembersIn((await database.ref(teamMembersPath).get()).val());
}

/**
 * Gives the account of `uid` the role claim `role` (and the second factor's, where the team requires one), keeping
 * its other claims. Every token of a different role it held before is refused at once (the member signs in again
 * and gets the new one). Answers the role it had.
 */
export async function grantRole(stores: TeamStores, uid: string, role: Role): Promise<Role | null> {
  const [account, settings] = await Promise.all([
    stores.auth.getUser(uid),
    readTeamSettings(stores.database),
  ]);
  const previous = roleOfClaims(account.customClaims ?? {});
  await stores.auth.setCustomUserClaims(
    uid,
    memberClaims(account.customClaims, role, settings.requireSecondFactor),
  );
  if (previous !== null && previous !== role) {
    await recordMemberRevocation(stores.database, stores.firestore, uid);
  }
  return previous;
}

/**
 * Takes the role of `uid` away at once: every ID token it holds is refused by the callables and the rules from
 * this second (the revocation time, stored first), the claim goes, and the refresh tokens are revoked.
 */
export async function withdrawRole(stores: TeamStores, uid: string): Promise<void> {
  await recordMemberRevocation(stores.database, stores.firestore, uid);
  const account = await stores.auth.getUser(uid);
  await stores.auth.setCustomUserClaims(uid, claimsWithout(account.customClaims));
  await stores.auth.revokeRefreshTokens(uid);
}

/** Makes `uid` a member with `member.role` at once (the seed, the command line): claim, then registry entry. */
export async function setTeamMember(
  stores: TeamStores,
  uid: string,
  member: TeamMember,
): Promise<Role | null> {
  const previous = await grantRole(stores, uid, member.role);
  await stores.database.ref(teamMemberPath(uid)).set(member);
  return previous;
}

/**
 * Takes `uid` out of the team (the command line). The registry entry goes last: a failure before it leaves the
 * member listed, to be removed again, never a member with access unlisted.
 */
export async function removeTeamMember(stores: TeamStores, uid: string): Promise<void> {
  await withdrawRole(stores, uid);
  await stores.database.ref().update({ [teamMemberPath(uid)]: null, [teamInvitationSecretPath(uid)]: null });
}
