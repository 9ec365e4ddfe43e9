import { timingSafeEqual } from 'node:crypto';
import {
  invitationOpen,
  teamInvitationSecretPath,
  teamInvitationSecretSchema,
  teamMemberPath,
  teamMemberSchema,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { type InvitationUseCase, invitationCallable } from '../platform/invitation-callable.ts';
import { grantRole } from './team-membership.ts';
import { teamStores } from './team-stores.ts';

export const invalidInvitationMessage =
  'This invitation link does not open the console: it was used already, withdrawn, or replaced by a newer invitation.';
export const expiredInvitationMessage =
  'This invitation has expired: ask an owner of the team to invite you again.';

function sameToken(sent: string, stored: string): boolean {
  const [first, second] = [Buffer.from(sent), Buffer.from(stored)];
  return first.length === second.length && timingSafeEqual(first, second);
}

/**
 * Accepts an invitation: with the link's secret, the invitee sets their password (which also proves they read the
 * address, so it is marked verified), their account gets the role, and the invitation is used up.
 */
export const acceptInvitation: InvitationUseCase<'acceptTeamInvitation'> = async ({
  uid,
  token,
  password,
}) => {
  const stores = await teamStores();
  const [secretSnapshot, memberSnapshot] = await Promise.all([
    stores.database.ref(teamInvitationSecretPath(uid)).get(),
    stores.database.ref(teamMemberPath(uid)).get(),
  ]);
  const secret = teamInvitationSecretSchema.safeParse(secretSnapshot.val());
  const member = teamMemberSchema.safeParse(memberSnapshot.val());
  if (!secret.success || !member.success || !member.data.invitation || !sameToken(token, secret.data.token)) {
    throw new HttpsError('permission-denied', invalidInvitationMessage);
  }
  if (!invitationOpen(secret.data.expiresAt, Date.now())) {
    throw new HttpsError('failed-precondition', expiredInvitationMessage);
  }
  const { email, role } = member.data;
  await stores.auth.updateUser(uid, { password, emailVerified: true });
  await grantRole(stores, uid, role);
  await stores.database.ref().update({
    [`${teamMemberPath(uid)}/invitation`]: null,
    [teamInvitationSecretPath(uid)]: null,
  });
  return { output: { email, role }, caller: { uid, email }, targets: [teamMemberPath(uid)] };
};

export const acceptTeamInvitation = invitationCallable('acceptTeamInvitation', acceptInvitation);
