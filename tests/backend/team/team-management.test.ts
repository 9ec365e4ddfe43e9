import {
  accessMessages,
  type CallableOutput,
  dayMs,
  invitationOutboxEntryId,
  memberRevocationPath,
  memberRevocationsCollection,
  outboxEntryPath,
  signInAgainReason,
  teamInvitationSecretPath,
  teamMemberPath,
  teamMembersPath,
  teamSettingsPath,
} from '@management-center/contract';
import { get, ref } from 'firebase/database';
import { httpsCallable } from 'firebase/functions';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expiredInvitationMessage,
  invalidInvitationMessage,
} from '../../../functions/src/team/accept-team-invitation.ts';
import { lastOwnerMessage, ownRoleMessage } from '../../../functions/src/team/team-changes.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { type Account, administrator, support, type WebClient, webClient } from '../support/clients.ts';
import { invitationLinkTo } from '../support/invitations.ts';
import { clearMessages } from '../support/mail.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const invitee = 'new-support@example.com';
const inviteePassword = 'a long enough password';
const secondOwner = 'second-owner@example.com';

function escapedForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A token whose session the server ended is refused by every callable, asking to sign in again (input no callable
// takes: nothing could be done even if it were let in).
async function expectSessionEnded(client: WebClient): Promise<void> {
  const refused = await httpsCallable(
    client.functions,
    'listTeam',
  )('not an object').then(
    () => undefined,
    (error: { code: string; details: unknown }) => error,
  );
  expect(refused).toMatchObject({
    code: 'functions/unauthenticated',
    message: `${accessMessages.signInAgain} [401]`,
    details: { reason: signInAgainReason },
  });
}

async function teamOf(): Promise<CallableOutput<'listTeam'>['members']> {
  return ((await callAs(administrator, 'listTeam', {})) as CallableOutput<'listTeam'>).members;
}

describe('the team: invitations, roles and removal', () => {
  const app = adminAppForSuite();
  const opened: WebClient[] = [];
  let inviteeUid: string;

  async function signedIn(account: Account): Promise<WebClient> {
    const client = await webClient(account);
    opened.push(client);
    return client;
  }

  beforeAll(async () => {
    await clearMessages();
  });
  afterAll(async () => {
    await Promise.all(opened.map((client) => client.close()));
    const auth = getAuth(app);
    for (const email of [invitee, secondOwner]) {
      const uid = (await auth.getUserByEmail(email).catch(() => undefined))?.uid;
      if (uid === undefined) continue;
      await auth.deleteUser(uid);
      await getFirestore(app).collection(memberRevocationsCollection).doc(uid).delete();
    }
  });

  it('invites a new address: an account without a password, listed as invited, and an e-mail with a link', async () => {
    const before = Date.now();
    const invited = (await callAs(administrator, 'inviteTeamMember', {
      email: '  New-Support@Example.com ',
      role: 'support',
    })) as CallableOutput<'inviteTeamMember'>;
    expect(invited).toMatchObject({ accountCreated: true, invitedAgain: false });
    inviteeUid = invited.uid;
    expect(invited.expiresAt - before).toBeGreaterThanOrEqual(7 * dayMs);

    const account = await getAuth(app).getUser(inviteeUid);
    expect(account).toMatchObject({ email: invitee, emailVerified: false, passwordHash: undefined });
    // No role until the invitation is accepted.
    expect(account.customClaims ?? {}).toEqual({});

    const link = await invitationLinkTo(app, inviteeUid);
    expect(link.uid).toBe(inviteeUid);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.text).toContain(`${administrator.email} invited you to the Management Center as Support.`);
    // The secret is in the e-mail only: neither the registry nor the outbox entry holds it.
    const database = getDatabase(app);
    expect(JSON.stringify((await database.ref(teamMemberPath(inviteeUid)).get()).val())).not.toContain(
      link.token,
    );
    const outboxEntry = await database.ref(outboxEntryPath(invitationOutboxEntryId(inviteeUid))).get();
    expect(JSON.stringify(outboxEntry.val())).not.toContain(link.token);

    await expect
      .poll(async () => (await teamOf()).find((member) => member.uid === inviteeUid))
      .toMatchObject({
        email: invitee,
        role: 'support',
        addedBy: administrator.email,
        secondFactors: 0,
        invitation: { state: 'pending', emailState: 'sent', emailError: null },
      });
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'listTeam',
      changedNothing: true,
    });
  });

  it('refuses a wrong secret and a short password, changing nothing', async () => {
    const { token } = await invitationLinkTo(app, inviteeUid);
    const wrongToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await callFailure(undefined, 'acceptTeamInvitation', {
      uid: inviteeUid,
      token: wrongToken,
      password: inviteePassword,
    });
    expect(wrong.code).toBe('functions/permission-denied');
    expect(wrong.message).toContain(invalidInvitationMessage);
    const short = await callFailure(undefined, 'acceptTeamInvitation', {
      uid: inviteeUid,
      token,
      password: 'too short',
    });
    expect(short.code).toBe('functions/invalid-argument');
    expect((await getAuth(app).getUser(inviteeUid)).customClaims ?? {}).toEqual({});
  });

  it('accepts with the secret: the password is set, the address verified, the role given, the link used up', async () => {
    const { token } = await invitationLinkTo(app, inviteeUid);
    const accepted = await callAs(undefined, 'acceptTeamInvitation', {
      uid: inviteeUid,
      token,
      password: inviteePassword,
    });
    expect(accepted).toEqual({ email: invitee, role: 'support', secondFactorNeeded: false });
    const account = await getAuth(app).getUser(inviteeUid);
    expect(account.customClaims).toEqual({ role: 'support' });
    expect(account.emailVerified).toBe(true);
    const database = getDatabase(app);
    expect((await database.ref(`${teamMemberPath(inviteeUid)}/invitation`).get()).exists()).toBe(false);
    expect((await database.ref(teamInvitationSecretPath(inviteeUid)).get()).exists()).toBe(false);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'acceptTeamInvitation',
      actorUid: inviteeUid,
      actorEmail: invitee,
      targets: [teamMemberPath(inviteeUid)],
      outcome: 'succeeded',
    });

    const client = await signedIn({ email: invitee, password: inviteePassword });
    expect((await client.auth.currentUser?.getIdTokenResult())?.claims.role).toBe('support');
    const again = await callFailure(undefined, 'acceptTeamInvitation', {
      uid: inviteeUid,
      token,
      password: inviteePassword,
    });
    expect(again.code).toBe('functions/permission-denied');
  });

  it('refuses to invite a member again, and anyone to change their own role', async () => {
    const twice = await callFailure(administrator, 'inviteTeamMember', { email: invitee, role: 'editor' });
    expect(twice.code).toBe('functions/already-exists');
    const ownUid = (await getAuth(app).getUserByEmail(administrator.email)).uid;
    const own = await callFailure(administrator, 'changeTeamRole', { uid: ownUid, role: 'support' });
    expect(own.code).toBe('functions/failed-precondition');
    expect(own.message).toContain(ownRoleMessage);
    const ownRemoval = await callFailure(administrator, 'removeTeamMember', { uid: ownUid });
    expect(ownRemoval.code).toBe('functions/failed-precondition');
  });

  it('changes a role at once: the old role token is refused, a new sign-in has the new one', async () => {
    const before = opened.at(-1);
    if (!before) throw new Error('The invitee did not sign in');
    const changed = await callAs(administrator, 'changeTeamRole', { uid: inviteeUid, role: 'editor' });
    expect(changed).toEqual({ previousRole: 'support', role: 'editor' });
    expect((await getAuth(app).getUser(inviteeUid)).customClaims).toEqual({ role: 'editor' });
    await expectSessionEnded(before);
    // The same second as the revocation counts as before it.
    const revokedAt = (await getDatabase(app).ref(memberRevocationPath(inviteeUid)).get()).val() as number;
    while (Math.floor(Date.now() / 1000) <= revokedAt)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await signedIn({ email: invitee, password: inviteePassword });
    expect((await after.auth.currentUser?.getIdTokenResult())?.claims.role).toBe('editor');
  });

  it('removes a member at once: their token is refused everywhere, their role and listing gone', async () => {
    const held = opened.at(-1);
    if (!held) throw new Error('The invitee did not sign in');
    const removed = await callAs(administrator, 'removeTeamMember', { uid: inviteeUid });
    expect(removed).toEqual({ removedRole: 'editor' });
    expect((await getAuth(app).getUser(inviteeUid)).customClaims ?? {}).toEqual({});
    expect((await getDatabase(app).ref(teamMemberPath(inviteeUid)).get()).exists()).toBe(false);
    await expectSessionEnded(held);
    expect((await teamOf()).map((member) => member.email)).not.toContain(invitee);
  });

  it('refuses an expired invitation, and inviting again sends a new link that works', async () => {
    const invited = (await callAs(administrator, 'inviteTeamMember', {
      email: invitee,
      role: 'support',
    })) as CallableOutput<'inviteTeamMember'>;
    expect(invited).toMatchObject({ uid: inviteeUid, accountCreated: false, invitedAgain: false });
    const first = await invitationLinkTo(app, inviteeUid);
    await clearMessages();
    const reinvited = (await callAs(administrator, 'inviteTeamMember', {
      email: invitee,
      role: 'support',
    })) as CallableOutput<'inviteTeamMember'>;
    expect(reinvited.invitedAgain).toBe(true);
    const { token } = await invitationLinkTo(app, inviteeUid);
    expect(token).not.toBe(first.token);
    await getDatabase(app)
      .ref(`${teamInvitationSecretPath(inviteeUid)}/expiresAt`)
      .set(Date.now() - 1);
    const expired = await callFailure(undefined, 'acceptTeamInvitation', {
      uid: inviteeUid,
      token,
      password: inviteePassword,
    });
    expect(expired.code).toBe('functions/failed-precondition');
    expect(expired.message).toContain(expiredInvitationMessage);
    expect((await teamOf()).find((member) => member.uid === inviteeUid)?.invitation?.state).toBe('pending');
    await callAs(administrator, 'removeTeamMember', { uid: inviteeUid });
  });

  it('sets the sign-out after inactivity for the team, which every member reads', async () => {
    const settings = { idleTimeoutMinutes: 45, requireSecondFactor: false, sessionHours: 12 };
    await expect(callAs(administrator, 'updateTeamSettings', settings)).resolves.toEqual({
      ...settings,
      signedOut: 0,
    });
    expect((await getDatabase(app).ref(teamSettingsPath).get()).val()).toEqual(settings);
    expect(await latestAuditEntry(app)).toMatchObject({
      targets: [`${teamSettingsPath}/idleTimeoutMinutes`],
    });
    await callAs(administrator, 'updateTeamSettings', settings);
    expect(await latestAuditEntry(app)).toMatchObject({ action: 'updateTeamSettings', changedNothing: true });
    const short = await callFailure(administrator, 'updateTeamSettings', {
      ...settings,
      idleTimeoutMinutes: 2,
    });
    expect(short.code).toBe('functions/invalid-argument');
    const supportClient = await signedIn(support);
    const read = await get(ref(supportClient.database, teamSettingsPath));
    expect(read.val()).toEqual(settings);
  });

  it("signs a member's own sessions out everywhere, and leaves the role", async () => {
    const held = await signedIn(support);
    const other = await signedIn(support);
    const uid = held.auth.currentUser?.uid ?? '';
    const { signedOutAt } = (await httpsCallable(held.functions, 'signOutEverywhere')({})).data as {
      signedOutAt: number;
    };
    expect(Date.now() - signedOutAt).toBeLessThan(60_000);
    for (const client of [held, other]) await expectSessionEnded(client);
    expect((await getAuth(app).getUser(uid)).customClaims).toEqual({ role: 'support' });
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'signOutEverywhere',
      actorUid: uid,
      targets: [`accounts/${uid}`],
    });
  });

  it('never leaves the team without an owner: of two owners demoting each other at once, one is refused', async () => {
    const { uid } = (await callAs(administrator, 'inviteTeamMember', {
      email: secondOwner,
      role: 'owner',
    })) as CallableOutput<'inviteTeamMember'>;
    const { token } = await invitationLinkTo(app, uid);
    await callAs(undefined, 'acceptTeamInvitation', { uid, token, password: inviteePassword });
    const ownerUid = (await getAuth(app).getUserByEmail(administrator.email)).uid;
    const answers = await Promise.allSettled([
      callAs(administrator, 'changeTeamRole', { uid, role: 'administrator' }),
      callAs({ email: secondOwner, password: inviteePassword }, 'changeTeamRole', {
        uid: ownerUid,
        role: 'administrator',
      }),
    ]);
    // The one that lands first either refuses the other's token at once (its role changed) or, when both got past
    // the guard, leaves the other's transaction a team with one owner, which it refuses.
    const refusals = answers.filter((answer) => answer.status === 'rejected');
    expect(refusals).toHaveLength(1);
    expect(String((refusals[0] as PromiseRejectedResult).reason)).toMatch(
      new RegExp(`${escapedForPattern(lastOwnerMessage)}|${escapedForPattern(accessMessages.signInAgain)}`),
    );
    const registry = (await getDatabase(app).ref(teamMembersPath).get()).val() as Record<
      string,
      { role: string }
    >;
    const owners = Object.values(registry).filter((member) => member.role === 'owner');
    expect(owners).toHaveLength(1);
  });
});
