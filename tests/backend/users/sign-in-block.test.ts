import {
  accessMessages,
  type CallableOutput,
  dayMs,
  directoryKey,
  readModelPaths,
  signInBlockPath,
} from '@management-center/contract';
import { publishScheduleTick } from '@management-center/emulators/scheduler/publish-tick';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, inject, it } from 'vitest';
import { timeOverMessage } from '../../../functions/src/sign-in-accounts/disable-sign-in.ts';
import { inTrashMessage } from '../../../functions/src/sign-in-accounts/enable-sign-in.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, support } from '../support/clients.ts';
import { pick, readDemoUsers } from '../support/demo-users.ts';
import { signInWithPassword } from '../support/second-factor.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

type DisableAnswer = CallableOutput<'disableSignIn'>;

const backend = inject('backend');
const appPassword = 'app-user-password-1';

// Disabling a user's sign-in from their page: the account refuses the app's sign-in (the Auth emulator's REST
// sign-in, as the fitness app's SDK makes it), the users screen marks the user, and the schedule ends a disable for
// a time.
describe("disabling a user's sign-in", () => {
  const app = adminAppForSuite();
  const database = () => getDatabase(app);

  async function appUser(index: number) {
    const userId = pick((await readDemoUsers(app)).normalUserIds, index);
    const { email } = await getAuth(app).updateUser(userId, { password: appPassword });
    if (!email) throw new Error(`Demo user ${userId} has no e-mail`);
    return { userId, account: { email, password: appPassword } };
  }

  async function directoryEntry(userId: string): Promise<Record<string, unknown>> {
    const path = `${readModelPaths.userDirectory}/${directoryKey('normal', userId)}`;
    return (await database().ref(path).get()).val();
  }

  it('refuses the sign-in until enabled, marks the row, and keeps the reason with the audit entry', async () => {
    const { userId, account } = await appUser(0);
    expect(await signInWithPassword(account)).toHaveProperty('idToken');
    const before = Date.now();

    const answer = (await callAs(administrator, 'disableSignIn', {
      userId,
      reason: '  Abusive messages to coaches  ',
      days: 1,
    })) as DisableAnswer;

    expect(answer).toEqual({
      changed: true,
      block: {
        reason: 'Abusive messages to coaches',
        disabledAt: expect.any(Number),
        disabledBy: administrator.email,
        until: answer.block.disabledAt + dayMs,
      },
    });
    expect(answer.block.disabledAt).toBeGreaterThanOrEqual(before);
    expect((await getAuth(app).getUser(userId)).disabled).toBe(true);
    await expect(signInWithPassword(account)).rejects.toThrow(/USER_DISABLED/);
    expect((await database().ref(signInBlockPath(userId)).get()).val()).toEqual(answer.block);
    expect(await directoryEntry(userId)).toMatchObject({ signInDisabled: true });
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'disableSignIn',
      targets: [`accounts/${userId}`],
      reason: 'Abusive messages to coaches',
      // What the Activity page and the notification call to undo it.
      undo: { callable: 'enableSignIn', input: { userId } },
    });

    // Again: nothing changes, not even the time it ends; the audit entry says so.
    const again = (await callAs(administrator, 'disableSignIn', {
      userId,
      reason: 'Another reason',
      days: 30,
    })) as DisableAnswer;
    expect(again).toEqual({ changed: false, block: answer.block });
    expect(await latestAuditEntry(app)).toMatchObject({ action: 'disableSignIn', changedNothing: true });

    expect(await callAs(administrator, 'enableSignIn', { userId })).toEqual({
      changed: true,
      liftedBlock: answer.block,
    });
    expect(await signInWithPassword(account)).toHaveProperty('idToken');
    expect((await database().ref(signInBlockPath(userId)).get()).exists()).toBe(false);
    expect(await directoryEntry(userId)).not.toHaveProperty('signInDisabled');
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'enableSignIn',
      targets: [`accounts/${userId}`],
    });

    expect(await callAs(administrator, 'enableSignIn', { userId })).toEqual({ changed: false });
    expect(await latestAuditEntry(app)).toMatchObject({ action: 'enableSignIn', changedNothing: true });
  });

  it('undoes an enable by disabling again with the same reason, until the same time', async () => {
    const timed = await appUser(5);
    const untilEnabled = await appUser(6);
    const { block } = (await callAs(administrator, 'disableSignIn', {
      userId: timed.userId,
      reason: 'Card declined',
      days: 7,
    })) as DisableAnswer;
    await callAs(administrator, 'disableSignIn', {
      userId: untilEnabled.userId,
      reason: 'Fraud',
      days: null,
    });
    await callAs(administrator, 'enableSignIn', { userId: untilEnabled.userId });
    const untilEnabledAudit = await latestAuditEntry(app);
    await callAs(administrator, 'enableSignIn', { userId: timed.userId });
    const timedAudit = await latestAuditEntry(app);

    // What the Activity page and the notification call to undo each enable.
    const undoTimed = { userId: timed.userId, reason: 'Card declined', until: block.until };
    expect(timedAudit).toMatchObject({ undo: { callable: 'disableSignIn', input: undoTimed } });
    const undoUntilEnabled = { userId: untilEnabled.userId, reason: 'Fraud', days: null };
    expect(untilEnabledAudit).toMatchObject({ undo: { callable: 'disableSignIn', input: undoUntilEnabled } });

    const again = (await callAs(administrator, 'disableSignIn', undoTimed)) as DisableAnswer;
    expect(again).toEqual({
      changed: true,
      block: {
        reason: 'Card declined',
        disabledAt: expect.any(Number),
        disabledBy: administrator.email,
        until: block.until,
      },
    });
    await expect(signInWithPassword(timed.account)).rejects.toThrow(/USER_DISABLED/);
    await callAs(administrator, 'disableSignIn', undoUntilEnabled);
    expect((await database().ref(signInBlockPath(untilEnabled.userId)).get()).val()).not.toHaveProperty(
      'until',
    );
    await expect(signInWithPassword(untilEnabled.account)).rejects.toThrow(/USER_DISABLED/);
  });

  it('refuses to disable until a time already past, changing nothing', async () => {
    const { userId, account } = await appUser(7);
    const refusal = await callFailure(administrator, 'disableSignIn', {
      userId,
      reason: 'Card declined',
      until: Date.now() - 1000,
    });
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toContain(timeOverMessage);
    expect((await getAuth(app).getUser(userId)).disabled).toBe(false);
    expect((await database().ref(signInBlockPath(userId)).get()).exists()).toBe(false);
    expect(await signInWithPassword(account)).toHaveProperty('idToken');
  });

  it('is ended by the schedule once its time has passed, never a disable until enabled', async () => {
    const timed = await appUser(1);
    const untilEnabled = await appUser(2);
    await callAs(administrator, 'disableSignIn', { userId: timed.userId, reason: 'Unpaid', days: 7 });
    await callAs(administrator, 'disableSignIn', {
      userId: untilEnabled.userId,
      reason: 'Fraud',
      days: null,
    });
    // A week later, as far as the block knows.
    await database()
      .ref(`${signInBlockPath(timed.userId)}/until`)
      .set(Date.now() - 1000);

    await publishScheduleTick(
      { emulatorHost: `${backend.host}:${backend.ports.pubsub}`, projectId: backend.projectId },
      'enableExpiredSignIns',
    );

    await expect
      .poll(async () => (await getAuth(app).getUser(timed.userId)).disabled, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(false);
    await expect
      .poll(() => directoryEntry(timed.userId), { timeout: 10_000 })
      .not.toHaveProperty('signInDisabled');
    expect(await signInWithPassword(timed.account)).toHaveProperty('idToken');
    expect((await database().ref(signInBlockPath(timed.userId)).get()).exists()).toBe(false);
    // The schedule audits each user after enabling them: its entry may land a moment after the account is enabled.
    await expect
      .poll(() => latestAuditEntry(app), { timeout: 10_000 })
      .toMatchObject({
        action: 'enableSignIn',
        actorUid: 'schedule',
        targets: [`accounts/${timed.userId}`],
      });

    expect((await getAuth(app).getUser(untilEnabled.userId)).disabled).toBe(true);
    expect((await database().ref(signInBlockPath(untilEnabled.userId)).get()).val()).toMatchObject({
      reason: 'Fraud',
    });
    expect(await directoryEntry(untilEnabled.userId)).toMatchObject({ signInDisabled: true });
  });

  it('outlasts the trash: a restored user stays disabled, and is not enabled while in the trash', async () => {
    const { userId, account } = await appUser(3);
    await callAs(administrator, 'disableSignIn', { userId, reason: 'Chargeback', days: null });
    await callAs(administrator, 'deleteUsers', { userIds: [userId] });
    expect(await callFailure(administrator, 'enableSignIn', { userId })).toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining(inTrashMessage),
    });

    await callAs(administrator, 'restoreUsers', { userIds: [userId] });
    expect((await getAuth(app).getUser(userId)).disabled).toBe(true);
    await expect(signInWithPassword(account)).rejects.toThrow(/USER_DISABLED/);
    await expect
      .poll(() => directoryEntry(userId), { timeout: 10_000 })
      .toMatchObject({ signInDisabled: true });
  });

  it('is neither disabled nor enabled by a support member, whose role does not manage sign-in', async () => {
    const { userId } = await appUser(4);
    for (const [callable, input] of [
      ['disableSignIn', { userId, reason: 'Spam', days: 1 }],
      ['enableSignIn', { userId }],
    ] as const) {
      const refusal = await callFailure(support, callable, input);
      expect(refusal.code).toBe('functions/permission-denied');
      expect(refusal.message).toContain(accessMessages.roleDoesNotAllow('support'));
    }
    expect((await getAuth(app).getUser(userId)).disabled).toBe(false);
    expect((await database().ref(signInBlockPath(userId)).get()).exists()).toBe(false);
  });
});
