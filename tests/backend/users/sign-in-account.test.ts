import { accessMessages, type CallableOutput } from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { noSignInAccountMessage } from '../../../functions/src/sign-in-accounts/account-lookup.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, support } from '../support/clients.ts';
import { pick, readDemoUsers } from '../support/demo-users.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

type AccountAnswer = CallableOutput<'readSignInAccount'>;

// The sign-in account on a user's page: read one at a time through a callable, and the support desk's actions on it.
describe("a user's sign-in account", () => {
  const app = adminAppForSuite();

  async function demoUserId(index: number): Promise<string> {
    return pick((await readDemoUsers(app)).normalUserIds, index);
  }

  it('is read by a support member as Auth keeps it, second factors masked but for their last digits', async () => {
    const userId = await demoUserId(0);
    await getAuth(app).updateUser(userId, {
      emailVerified: true,
      multiFactor: {
        enrolledFactors: [
          { uid: 'work-phone', factorId: 'phone', phoneNumber: '+15555550123', displayName: 'Work' },
        ],
      },
    });
    const stored = await getAuth(app).getUser(userId);

    const { account } = (await callAs(support, 'readSignInAccount', { userId })) as AccountAnswer;

    expect(account).toEqual({
      createdAt: Date.parse(stored.metadata.creationTime),
      // The demo's accounts signed in at times of their own; the Auth emulator keeps no refresh time for them.
      lastSignInAt: stored.metadata.lastSignInTime ? Date.parse(stored.metadata.lastSignInTime) : null,
      lastActiveAt: null,
      providers: stored.providerData.map((provider) => provider.providerId),
      email: stored.email,
      emailVerified: true,
      disabled: false,
      // The Auth emulator keeps no enrolment time for a factor the Admin SDK set (the view's times: its unit test).
      secondFactors: [{ phoneNumber: '••••••••0123', displayName: 'Work', enrolledAt: null }],
    });
    // A read changes nothing, and is audited as such.
    expect(await latestAuditEntry(app)).toMatchObject({ action: 'readSignInAccount', changedNothing: true });
  });

  it('is null for a user whose sign-in account is gone', async () => {
    const userId = await demoUserId(1);
    await getAuth(app).deleteUser(userId);
    expect(await callAs(administrator, 'readSignInAccount', { userId })).toEqual({ account: null });
    expect(await callFailure(administrator, 'signOutUser', { userId })).toMatchObject({
      code: 'functions/not-found',
      message: expect.stringContaining(noSignInAccountMessage),
    });
  });

  it('is signed out everywhere: the refresh tokens issued before are revoked', async () => {
    const userId = await demoUserId(2);
    const before = Date.now();
    const { signedOutAt } = (await callAs(administrator, 'signOutUser', { userId })) as {
      signedOutAt: number;
    };
    expect(signedOutAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    const { tokensValidAfterTime } = await getAuth(app).getUser(userId);
    expect(Date.parse(tokensValidAfterTime ?? '')).toBe(signedOutAt);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'signOutUser',
      targets: [`accounts/${userId}`],
    });
  });

  it('loses its second factors when the user lost their phone, once: a second removal changes nothing', async () => {
    const userId = await demoUserId(3);
    await getAuth(app).updateUser(userId, {
      emailVerified: true,
      multiFactor: {
        enrolledFactors: [{ uid: 'lost-phone', factorId: 'phone', phoneNumber: '+15555550124' }],
      },
    });
    expect(await callAs(administrator, 'removeUserSecondFactors', { userId })).toEqual({ removedFactors: 1 });
    expect((await getAuth(app).getUser(userId)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    expect(await latestAuditEntry(app)).toMatchObject({ targets: [`accounts/${userId}`] });

    expect(await callAs(administrator, 'removeUserSecondFactors', { userId })).toEqual({ removedFactors: 0 });
    expect(await latestAuditEntry(app)).toMatchObject({ changedNothing: true });
  });

  it('is not signed out nor changed by a support member, whose role reads it only', async () => {
    const userId = await demoUserId(4);
    for (const callable of ['signOutUser', 'removeUserSecondFactors'] as const) {
      const refusal = await callFailure(support, callable, { userId });
      expect(refusal.code).toBe('functions/permission-denied');
      expect(refusal.message).toContain(accessMessages.roleDoesNotAllow('support'));
    }
  });
});
