import {
  accessMessages,
  accountNotBoundMessage,
  accountNotBoundReason,
  accountObjectionTexts,
  type CallableOutput,
  roleOfClaims,
  teamMemberPath,
  teamSettingsPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changedAccountMessage,
  maxWrongTokensPerHour,
  tooManyAttemptsMessage,
} from '../../../functions/src/team/accept-team-invitation.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { identityToolkit } from '../support/identity-toolkit.ts';
import { invitationLinkTo } from '../support/invitations.ts';
import {
  callWithSession,
  enrolPhoneAfterPassword,
  secondFactorSession,
  signInWithPassword,
} from '../support/second-factor.ts';
import { sessionToken } from '../support/session-tokens.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const invitePassword = 'the invitee chose this one';
const attackerPassword = 'the attacker chose this';

// An app user's sign-up through the Auth REST API, as the fitness app makes it: anyone may register any address.
async function appSignUp(email: string): Promise<{ uid: string; idToken: string }> {
  const { localId, idToken } = await identityToolkit(
    'v1/accounts:signUp',
    { email, password: attackerPassword, returnSecureToken: true },
    z.object({ localId: z.string(), idToken: z.string() }),
  );
  return { uid: localId, idToken };
}

async function invite(email: string, role: 'owner' | 'support', takeOver = false) {
  return (await callAs(administrator, 'inviteTeamMember', {
    email,
    role,
    takeOver,
  })) as CallableOutput<'inviteTeamMember'>;
}

describe('an invitation gives its role to the person who reads the address, and to no one else', () => {
  const app = adminAppForSuite();
  const auth = () => getAuth(app);
  const registryEntry = async (uid: string) =>
    (await getDatabase(app).ref(teamMemberPath(uid)).get()).val() as unknown;
  const roleOf = async (uid: string) => roleOfClaims((await auth().getUser(uid)).customClaims ?? {});
  // What the invitee sends from the invitation's page: the link's uid and secret, and their new password.
  const accept = async (uid: string) => {
    const { token } = await invitationLinkTo(app, uid);
    return { uid, token, password: invitePassword };
  };

  it('refuses an address someone registered and entered first, naming why, and invites nobody', async () => {
    const email = 'alice@gym.example';
    const { uid } = await appSignUp(email);
    await auth().updateUser(uid, { phoneNumber: '+15555550141' });
    const refusal = await callFailure(administrator, 'inviteTeamMember', { email, role: 'owner' });
    const objections = [accountObjectionTexts.unverified, accountObjectionTexts.otherProviders];
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toContain(accountNotBoundMessage(email, objections));
    expect(refusal.details).toEqual({ reason: accountNotBoundReason, objections });
    expect(await registryEntry(uid)).toBeNull();
  });

  it('takes the account over when the owner chooses to: the other way in goes, the old session carries no role', async () => {
    const email = 'bob@gym.example';
    const attacker = await appSignUp(email);
    const signedUpAt = Math.floor(Date.now() / 1000);
    await auth().updateUser(attacker.uid, { phoneNumber: '+15555550142' });
    const invited = await invite(email, 'owner', true);
    expect(invited).toMatchObject({ uid: attacker.uid, accountCreated: false });

    await callAs(undefined, 'acceptTeamInvitation', await accept(attacker.uid));
    const account = await auth().getUser(attacker.uid);
    expect(account.phoneNumber).toBeUndefined();
    expect(account.providerData.map(({ providerId }) => providerId)).toEqual(['password']);
    expect(account.emailVerified).toBe(true);
    expect(await roleOf(attacker.uid)).toBe('owner');
    // The attacker's password is gone, and their session ends: a token of it refreshed to carry the role (an ID
    // token signed in before the acceptance) is refused by every callable.
    await expect(signInWithPassword({ email, password: attackerPassword })).rejects.toThrow(/INVALID/);
    const oldSession = sessionToken({
      uid: attacker.uid,
      email,
      authTime: signedUpAt,
      claims: { role: 'owner' },
    });
    expect(await callWithSession(oldSession, 'listTeam', {})).toMatchObject({
      error: { status: 'UNAUTHENTICATED', message: accessMessages.signInAgain },
    });
    // The invitee's own sign-in right after accepting carries the role.
    expect(await signInWithPassword({ email, password: invitePassword })).toHaveProperty('idToken');
  });

  it('refuses an acceptance when the account changed since the invitation (a phone linked, the address changed)', async () => {
    const linked = await invite('carol@gym.example', 'support');
    await auth().updateUser(linked.uid, { phoneNumber: '+15555550143' });
    const afterLink = await callFailure(undefined, 'acceptTeamInvitation', await accept(linked.uid));
    expect(afterLink.code).toBe('functions/failed-precondition');
    expect(afterLink.message).toContain(changedAccountMessage);

    const moved = await invite('dave@gym.example', 'support');
    const link = await accept(moved.uid);
    await auth().updateUser(moved.uid, { email: 'mallory@elsewhere.example' });
    const afterMove = await callFailure(undefined, 'acceptTeamInvitation', link);
    expect(afterMove.message).toContain(changedAccountMessage);
    expect([await roleOf(linked.uid), await roleOf(moved.uid)]).toEqual([null, null]);
  });

  it('ends with no role when the invitation is withdrawn while it is being accepted', async () => {
    for (const [index, email] of ['erin@gym.example', 'frank@gym.example', 'grace@gym.example'].entries()) {
      const { uid } = await invite(email, 'owner');
      const link = await accept(uid);
      await Promise.allSettled([
        callAs(undefined, 'acceptTeamInvitation', link),
        new Promise((resolve) => setTimeout(resolve, index * 150)).then(() =>
          callAs(administrator, 'removeTeamMember', { uid }),
        ),
      ]);
      // Whichever landed first, the registry and the claim agree: nobody holds a role nobody can see.
      await expect.poll(() => registryEntry(uid)).toBeNull();
      expect(await roleOf(uid)).toBeNull();
    }
  });

  it("grants the role the entry holds when it is accepted: an owner's lowering of the invitation wins", async () => {
    for (const [index, email] of ['heidi@gym.example', 'ivan@gym.example'].entries()) {
      const { uid } = await invite(email, 'owner');
      const link = await accept(uid);
      await Promise.allSettled([
        callAs(undefined, 'acceptTeamInvitation', link),
        new Promise((resolve) => setTimeout(resolve, index * 150)).then(() =>
          callAs(administrator, 'changeTeamRole', { uid, role: 'support' }),
        ),
      ]);
      const entry = z.object({ role: z.string() }).parse(await registryEntry(uid));
      expect(entry.role).toBe('support');
      expect(await roleOf(uid)).toBe('support');
    }
  });

  it(`refuses even the right link after ${maxWrongTokensPerHour} wrong ones in the hour`, async () => {
    const { uid } = await invite('judy@gym.example', 'support');
    const link = await accept(uid);
    const wrong = { ...link, token: `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}` };
    for (let attempt = 0; attempt < maxWrongTokensPerHour; attempt += 1) {
      expect((await callFailure(undefined, 'acceptTeamInvitation', wrong)).code).toBe(
        'functions/permission-denied',
      );
    }
    const locked = await callFailure(undefined, 'acceptTeamInvitation', link);
    expect(locked.code).toBe('functions/resource-exhausted');
    expect(locked.message).toContain(tooManyAttemptsMessage);
    expect(await roleOf(uid)).toBeNull();
  });

  it('makes enrolling a phone part of accepting when the team requires a second factor', async () => {
    await getDatabase(app).ref(`${teamSettingsPath}/requireSecondFactor`).set(true);
    const email = 'kim@gym.example';
    const { uid } = await invite(email, 'owner');
    const link = await accept(uid);
    // The password is set, but no role is given before a phone is enrolled.
    expect(await callAs(undefined, 'acceptTeamInvitation', link)).toEqual({
      email,
      role: 'owner',
      secondFactorNeeded: true,
    });
    expect(await roleOf(uid)).toBeNull();
    expect(await registryEntry(uid)).toMatchObject({ invitation: expect.any(Object) });

    const phone = '+15555550171';
    await enrolPhoneAfterPassword({ email, password: invitePassword }, phone);
    expect(await callAs(undefined, 'acceptTeamInvitation', link)).toEqual({
      email,
      role: 'owner',
      secondFactorNeeded: false,
    });
    expect((await auth().getUser(uid)).customClaims).toEqual({ role: 'owner', secondFactorRequired: true });
    const session = await secondFactorSession({ email, password: invitePassword }, phone);
    expect(await callWithSession(session, 'listTeam', {})).toHaveProperty('result');
    await getDatabase(app).ref(`${teamSettingsPath}/requireSecondFactor`).remove();
  });
});
