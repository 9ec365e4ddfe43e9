import {
  accessMessages,
  defaultSessionHours,
  memberRevocationPath,
  secondFactorFirstReason,
  secondFactorRequiredClaim,
  secondFactorRequiredReason,
  signInAgainReason,
  teamSettingsPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { ownSecondFactorMessage } from '../../../functions/src/team/reset-second-factor.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { callFailure } from '../support/callables.ts';
import { administrator, editor, support } from '../support/clients.ts';
import {
  callWithSession,
  enrolPhone,
  enrolPhoneAfterPassword,
  passwordSession,
  secondFactorSession,
  signInWithPassword,
} from '../support/second-factor.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const ownerPhone = '+15555550100';
const supportPhone = '+15555550101';
const everyone = { matching: { search: '', type: 'All' } };

function settings(requireSecondFactor: boolean) {
  return { idleTimeoutMinutes: 30, requireSecondFactor, sessionHours: defaultSessionHours };
}

describe('a second factor the owners require of the team', () => {
  const app = adminAppForSuite();
  let ownerSession: string;

  async function claimsOf(email: string) {
    return (await getAuth(app).getUserByEmail(email)).customClaims;
  }

  // A sign-in in the same second as the revocation counts as before it.
  async function pastRevocationOf(email: string): Promise<void> {
    const { uid } = await getAuth(app).getUserByEmail(email);
    const revokedAt = (await getDatabase(app).ref(memberRevocationPath(uid)).get()).val() as number;
    while (Math.floor(Date.now() / 1000) <= revokedAt)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('is refused to an owner who did not sign in with one: it would lock them out', async () => {
    const refusal = await callFailure(administrator, 'updateTeamSettings', settings(true));
    expect(refusal).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: secondFactorFirstReason },
    });
    expect(refusal.message).toContain(accessMessages.secondFactorFirst);
    expect((await getDatabase(app).ref(`${teamSettingsPath}/requireSecondFactor`).get()).val()).toBeNull();
    expect(await claimsOf(support.email)).not.toHaveProperty(secondFactorRequiredClaim);
  });

  it("ends every other member's sessions and refuses their new ones until they use a second factor", async () => {
    ownerSession = await enrolPhoneAfterPassword(administrator, ownerPhone);
    const supportBefore = await passwordSession(support);

    const required = await callWithSession(ownerSession, 'updateTeamSettings', settings(true));

    // The editor and the support member; the owner keeps their session.
    expect(required).toEqual({ result: { ...settings(true), signedOut: 2 } });
    for (const account of [administrator, editor, support]) {
      expect(await claimsOf(account.email)).toMatchObject({ [secondFactorRequiredClaim]: true });
    }
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'updateTeamSettings',
      outcome: 'succeeded',
      targets: [`${teamSettingsPath}/requireSecondFactor`],
    });
    expect(await callWithSession(supportBefore, 'countMatchingUsers', everyone)).toMatchObject({
      error: { status: 'UNAUTHENTICATED', details: { reason: signInAgainReason } },
    });

    await pastRevocationOf(support.email);
    const passwordOnly = await passwordSession(support);
    expect(await callWithSession(passwordOnly, 'countMatchingUsers', everyone)).toEqual({
      error: {
        status: 'PERMISSION_DENIED',
        message: accessMessages.secondFactorRequired,
        details: { reason: secondFactorRequiredReason },
      },
    });

    const enrolled = await enrolPhone(passwordOnly, supportPhone);
    expect(await callWithSession(enrolled, 'countMatchingUsers', everyone)).toMatchObject({
      result: { count: expect.any(Number) },
    });
  });

  it('asks an enrolled member for the SMS code at every sign-in, and lets them in with it', async () => {
    expect(await signInWithPassword(support)).toMatchObject({ mfaPendingCredential: expect.any(String) });
    const session = await secondFactorSession(support, supportPhone);
    expect(await callWithSession(session, 'countMatchingUsers', everyone)).toMatchObject({
      result: { count: expect.any(Number) },
    });
  });

  it('is reset for a member who lost their phone: their sessions end, and they set up a new one', async () => {
    const { uid } = await getAuth(app).getUserByEmail(support.email);
    const enrolledSession = await secondFactorSession(support, supportPhone);

    expect(await callWithSession(ownerSession, 'resetSecondFactor', { uid })).toEqual({
      result: { removedFactors: 1 },
    });

    expect((await getAuth(app).getUser(uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'resetSecondFactor',
      targets: [`accounts/${uid}`],
    });
    expect(await callWithSession(enrolledSession, 'countMatchingUsers', everyone)).toMatchObject({
      error: { status: 'UNAUTHENTICATED', details: { reason: signInAgainReason } },
    });
    await pastRevocationOf(support.email);
    expect(
      await callWithSession(await passwordSession(support), 'countMatchingUsers', everyone),
    ).toMatchObject({
      error: { details: { reason: secondFactorRequiredReason } },
    });
    const { uid: ownerUid } = await getAuth(app).getUserByEmail(administrator.email);
    expect(await callWithSession(ownerSession, 'resetSecondFactor', { uid: ownerUid })).toMatchObject({
      error: { status: 'FAILED_PRECONDITION', message: ownSecondFactorMessage },
    });
  });

  it('is lifted for everyone at once, without ending a session', async () => {
    await pastRevocationOf(editor.email);
    const editorSession = await passwordSession(editor);
    expect(await callWithSession(ownerSession, 'updateTeamSettings', settings(false))).toEqual({
      result: { ...settings(false), signedOut: 0 },
    });
    for (const account of [administrator, editor, support]) {
      expect(await claimsOf(account.email)).not.toHaveProperty(secondFactorRequiredClaim);
    }
    // A token issued while it was required still carries it until it is refreshed, as the console does at once.
    expect(await callWithSession(editorSession, 'listTeam', {})).toMatchObject({
      error: { details: { reason: secondFactorRequiredReason } },
    });
    expect(await callWithSession(await passwordSession(editor), 'listTeam', {})).toMatchObject({
      error: { status: 'PERMISSION_DENIED', details: { reason: 'role-does-not-allow' } },
    });
  });
});
