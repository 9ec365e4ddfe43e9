import { timingSafeEqual } from 'node:crypto';
import {
  accountTarget,
  hourMs,
  invitationObjections,
  invitationOpen,
  type Role,
  type TeamMember,
  teamInvitationAttemptsPath,
  teamInvitationSecretPath,
  teamInvitationSecretSchema,
  teamMemberPath,
  teamMemberSchema,
} from '@management-center/contract';
import type { UpdateRequest, UserRecord } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/https';
import { z } from 'zod';
import { type InvitationUseCase, invitationCallable } from '../platform/invitation-callable.ts';
import { recordMemberRevocation } from '../platform/member-revocations.ts';
import { signInAccountFacts } from './account-facts.ts';
import { grantRole, readTeamSettings, type TeamStores, withdrawRole } from './team-membership.ts';
import { teamStores } from './team-stores.ts';

export const invalidInvitationMessage =
  'This invitation link does not open the console: it was used already, withdrawn, or replaced by a newer invitation.';
export const expiredInvitationMessage =
  'This invitation has expired: ask an owner of the team to invite you again.';
export const changedAccountMessage =
  'The account of the invited address changed since the invitation: ask an owner of the team to invite you again.';
export const tooManyAttemptsMessage =
  'Too many wrong invitation links for this member: try again in an hour, or ask an owner for a new invitation.';

// Wrong secrets a member's invitation takes per hour, before even the right one is refused until the hour is over.
export const maxWrongTokensPerHour = 10;
const attemptWindowMs = hourMs;

function sameToken(sent: string, stored: string): boolean {
  const [first, second] = [Buffer.from(sent), Buffer.from(stored)];
  return first.length === second.length && timingSafeEqual(first, second);
}

const wrongTokensSchema = z.object({ since: z.number(), count: z.number().int().nonnegative() });

type WrongTokens = z.infer<typeof wrongTokensSchema>;

// The wrong secrets counted in the hour that is running (none when the last hour counted is over).
function wrongTokensIn(stored: unknown, now: number): WrongTokens {
  const counted = wrongTokensSchema.safeParse(stored);
  return counted.success && now - counted.data.since < attemptWindowMs
    ? counted.data
    : { since: now, count: 0 };
}

async function refuseWhileLockedOut(database: Database, uid: string): Promise<void> {
  const stored: unknown = (await database.ref(`${teamInvitationAttemptsPath}/${uid}`).get()).val();
  if (wrongTokensIn(stored, Date.now()).count >= maxWrongTokensPerHour) {
    throw new HttpsError('resource-exhausted', tooManyAttemptsMessage);
  }
}

async function countWrongToken(database: Database, uid: string): Promise<void> {
  await database.ref(`${teamInvitationAttemptsPath}/${uid}`).transaction((stored: unknown) => {
    const { since, count } = wrongTokensIn(stored, Date.now());
    return { since, count: count + 1 };
  });
}

// What makes the account the invitee's alone: the password they chose, the address proved by the link, and, for an
// account taken over, no other way in (providers, a phone number, second factors someone else may have set up).
function accountChanges(account: UserRecord, password: string, takeOver: boolean): UpdateRequest {
  const otherProviders = account.providerData
    .map(({ providerId }) => providerId)
    .filter((provider) => provider !== 'password' && provider !== 'phone');
  return {
    password,
    emailVerified: true,
    ...(takeOver
      ? {
          ...(otherProviders.length > 0 ? { providersToUnlink: otherProviders } : {}),
          ...(account.phoneNumber ? { phoneNumber: null } : {}),
          multiFactor: { enrolledFactors: null },
        }
      : {}),
  };
}

/**
 * Takes the invitation out of the member's registry entry in one transaction, answering the entry as it then was:
 * the role granted is the one it holds at that moment. An entry withdrawn, or invited again (a new invitation) since
 * the secret was checked, is left as it is and answers null.
 */
async function consumeInvitation(
  database: Database,
  uid: string,
  invitedAt: number,
): Promise<TeamMember | null> {
  let consumed: TeamMember | null = null;
  await database.ref(teamMemberPath(uid)).transaction((stored: unknown) => {
    consumed = null;
    // The first run may see no data before the server's: null is sent as the guess, which the server corrects
    // (and which, for an entry that is really gone, changes nothing).
    if (stored === null) return null;
    const entry = teamMemberSchema.safeParse(stored);
    if (!entry.success || entry.data.invitation?.invitedAt !== invitedAt) return undefined;
    consumed = entry.data;
    const { invitation: _used, ...member } = entry.data;
    return member;
  });
  return consumed;
}

/**
 * The claim never outlives the entry: read again after the grant, an entry removed meanwhile takes the role away,
 * and one changed meanwhile gives its role. Answers the role the account holds.
 */
async function claimInStepWithEntry(stores: TeamStores, uid: string, granted: Role): Promise<Role> {
  const entry = teamMemberSchema.safeParse((await stores.database.ref(teamMemberPath(uid)).get()).val());
  if (!entry.success || entry.data.invitation !== undefined) {
    await withdrawRole(stores, uid);
    throw new HttpsError('permission-denied', invalidInvitationMessage);
  }
  if (entry.data.role !== granted) await grantRole(stores, uid, entry.data.role);
  return entry.data.role;
}

// auth_time counts whole seconds: a sign-in in the second the revocation was stored would count as before it.
async function afterTheSecond(seconds: number): Promise<void> {
  const wait = (seconds + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Accepts an invitation: with the link's secret, the invitee sets their password (which proves they read the
 * address, so it is marked verified). In this order: the account must still be the one invited (its address, and
 * no other way in unless the owner took it over, which removes them now); every session opened on it before ends
 * (refresh tokens revoked, and a revocation time that refuses their ID tokens); only then is the invitation used
 * up, in one transaction that reads the role, and the role granted. No session from before carries it. Where the
 * team requires a second factor, an account without one gets no role yet: the invitee, signed in with the new
 * password, enrols a phone and accepts again with the same link.
 */
export const acceptInvitation: InvitationUseCase<'acceptTeamInvitation'> = async ({
  uid,
  token,
  password,
}) => {
  const stores = await teamStores();
  await refuseWhileLockedOut(stores.database, uid);
  const [secretSnapshot, memberSnapshot] = await Promise.all([
    stores.database.ref(teamInvitationSecretPath(uid)).get(),
    stores.database.ref(teamMemberPath(uid)).get(),
  ]);
  const secret = teamInvitationSecretSchema.safeParse(secretSnapshot.val());
  const member = teamMemberSchema.safeParse(memberSnapshot.val());
  const invitation = member.data?.invitation;
  if (!secret.success || !member.success || !invitation || !sameToken(token, secret.data.token)) {
    if (secret.success) await countWrongToken(stores.database, uid);
    throw new HttpsError('permission-denied', invalidInvitationMessage);
  }
  if (!invitationOpen(secret.data.expiresAt, Date.now())) {
    throw new HttpsError('failed-precondition', expiredInvitationMessage);
  }
  const { email } = member.data;
  const account = await stores.auth.getUser(uid);
  const takeOver = invitation.takeOver === true;
  if (
    account.email?.toLowerCase() !== email ||
    (!takeOver && invitationObjections(signInAccountFacts(account)).length > 0)
  ) {
    throw new HttpsError('failed-precondition', changedAccountMessage);
  }
  const changed = await stores.auth.updateUser(uid, accountChanges(account, password, takeOver));
  await stores.auth.revokeRefreshTokens(uid);
  const revokedAt = await recordMemberRevocation(stores.database, stores.firestore, uid);
  const { requireSecondFactor } = await readTeamSettings(stores.database);
  if (requireSecondFactor && (changed.multiFactor?.enrolledFactors.length ?? 0) === 0) {
    await afterTheSecond(revokedAt);
    return {
      output: { email, role: member.data.role, secondFactorNeeded: true },
      caller: { uid, email },
      targets: [accountTarget(uid)],
    };
  }
  const consumed = await consumeInvitation(stores.database, uid, invitation.invitedAt);
  if (consumed === null) throw new HttpsError('permission-denied', invalidInvitationMessage);
  try {
    await grantRole(stores, uid, consumed.role);
  } catch (error) {
    // Listed as invited again (unless withdrawn meanwhile), so that the link works once the grant can be made.
    await stores.database.ref(teamMemberPath(uid)).transaction((stored: unknown) => {
      if (stored === null) return null;
      const entry = teamMemberSchema.safeParse(stored);
      return entry.success ? { ...entry.data, invitation } : undefined;
    });
    throw error;
  }
  const role = await claimInStepWithEntry(stores, uid, consumed.role);
  await stores.database.ref().update({
    [teamInvitationSecretPath(uid)]: null,
    [`${teamInvitationAttemptsPath}/${uid}`]: null,
  });
  await afterTheSecond(revokedAt);
  return {
    output: { email, role, secondFactorNeeded: false },
    caller: { uid, email },
    targets: [teamMemberPath(uid)],
  };
};

export const acceptTeamInvitation = invitationCallable('acceptTeamInvitation', acceptInvitation);
