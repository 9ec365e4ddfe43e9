import { randomBytes } from 'node:crypto';
import {
  accountNotBoundMessage,
  accountNotBoundReason,
  invitationObjections,
  invitationOutboxEntryId,
  invitationValidityMs,
  type OutboxRequest,
  outboxEntryPath,
  roleLabels,
  type TeamMember,
  teamInvitationSecretPath,
  teamMemberPath,
  teamMemberSchema,
} from '@management-center/contract';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/https';
import { authentication, database } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { signInAccountFacts } from './account-facts.ts';

const tokenBytes = 32;

// The account the address signs in with, made without a password when there is none: the invitee sets one from
// the link.
async function accountFor(auth: Auth, email: string): Promise<{ account: UserRecord; created: boolean }> {
  try {
    return { account: await auth.getUserByEmail(email), created: false };
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    return { account: await auth.createUser({ email, emailVerified: false }), created: true };
  }
}

/**
 * Invites `email` to the team with `role`: an address whose account may be someone else's is refused, naming why,
 * unless the owner takes the account over. The registry lists them as invited, a secret for the link is stored
 * where no client reads it, and the invitation's e-mail is owed through the outbox, all in one update. Their account
 * gets the role only when they accept. Inviting someone invited before makes a new link, the old one useless, and
 * owes a new e-mail.
 */
export const inviteToTeam: UseCase<'inviteTeamMember'> = async (input, actor) => {
  const { email, role } = input;
  const realtimeDatabase = await database();
  const { account, created } = await accountFor(await authentication(), email);
  const { uid } = account;
  const stored = teamMemberSchema.safeParse((await realtimeDatabase.ref(teamMemberPath(uid)).get()).val());
  const existing = stored.success ? stored.data : undefined;
  // Inviting again keeps an owner's choice to take the account over.
  const takeOver = input.takeOver || existing?.invitation?.takeOver === true;
  if (existing && existing.invitation === undefined) {
    throw new HttpsError(
      'already-exists',
      `${email} is in the team already, as ${roleLabels[existing.role]}: change their role instead.`,
    );
  }
  const objections = invitationObjections(signInAccountFacts(account));
  if (objections.length > 0 && !takeOver) {
    throw new HttpsError('failed-precondition', accountNotBoundMessage(email, objections), {
      reason: accountNotBoundReason,
      objections,
    });
  }
  const now = Date.now();
  const expiresAt = now + invitationValidityMs;
  const token = randomBytes(tokenBytes).toString('base64url');
  const member: TeamMember = {
    email,
    role,
    addedAt: existing?.addedAt ?? now,
    addedBy: actor.uid,
    invitation: { invitedAt: now, expiresAt, ...(takeOver && objections.length > 0 ? { takeOver } : {}) },
  };
  const request: OutboxRequest = {
    kind: 'teamInvitation',
    userId: uid,
    invitedBy: actor.email ?? 'An owner of the team',
    role,
    owedAt: now,
  };
  await realtimeDatabase.ref().update({
    [teamMemberPath(uid)]: member,
    [teamInvitationSecretPath(uid)]: { token, expiresAt },
    // Written whole: a new invitation owes a new e-mail, whatever became of the last one.
    [outboxEntryPath(invitationOutboxEntryId(uid))]: { request, dueAt: now },
  });
  return {
    output: { uid, accountCreated: created, invitedAgain: existing !== undefined, expiresAt },
    targets: [teamMemberPath(uid)],
    undo: { callable: 'removeTeamMember', input: { uid } },
  };
};

export const inviteTeamMember = teamCallable('inviteTeamMember', inviteToTeam);
