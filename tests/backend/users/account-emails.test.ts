import {
  accessMessages,
  accountEmailOutboxEntryId,
  type OutboxEntry,
  outboxEntryPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import {
  alreadyVerifiedMessage,
  noAccountEmailMessage,
} from '../../../functions/src/sign-in-accounts/send-account-email.ts';
import { oobCodeIn, resetPasswordWith, verifyEmailWith } from '../support/account-links.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { editor, support } from '../support/clients.ts';
import { pick, readDemoUsers } from '../support/demo-users.ts';
import { clearFailure, failSendsTo, freshMailStandIn } from '../support/mail.ts';
import { sentMessageOf, sentTextOf } from '../support/outbox-messages.ts';
import { signInWithPassword } from '../support/second-factor.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// A support desk e-mails a user Auth's own links, through the outbox: the link works against the Auth emulator
// (as the app user following it would use it), and the user's page reads where the e-mail stands.
describe('password reset and verification e-mails', () => {
  const app = adminAppForSuite();
  freshMailStandIn();

  async function appUser(index: number) {
    const userId = pick((await readDemoUsers(app)).normalUserIds, index);
    const { email } = await getAuth(app).updateUser(userId, {
      password: 'old-password-1',
      emailVerified: false,
    });
    if (!email) throw new Error(`Demo user ${userId} has no e-mail`);
    return { userId, email };
  }

  async function storedEntry(entryId: string): Promise<OutboxEntry> {
    return (await getDatabase(app).ref(outboxEntryPath(entryId)).get()).val();
  }

  it('sends a password reset link that sets a new password, with its delivery on the outbox entry', async () => {
    const { userId, email } = await appUser(0);

    const answer = await callAs(support, 'sendPasswordResetEmail', { userId });

    const entryId = accountEmailOutboxEntryId('passwordReset', userId);
    expect(answer).toEqual({ entryId });
    const text = await sentTextOf(app, entryId);
    expect(text).toContain('Choose a new password for your account: http');
    // The secret link goes to the user as written: no tracking domain rewrites it, no beacon reports the open.
    expect((await sentMessageOf(app, entryId))?.body).toMatchObject({
      tracking_settings: {
        click_tracking: { enable: false, enable_text: false },
        open_tracking: { enable: false },
      },
    });
    expect(await storedEntry(entryId)).toMatchObject({
      request: { kind: 'passwordReset', userId, requestedBy: support.email },
      delivery: { state: 'sent', attempts: 1, to: email },
    });
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'sendPasswordResetEmail',
      actorEmail: support.email,
      targets: [`accounts/${userId}`],
    });

    await resetPasswordWith(oobCodeIn(text), 'new-password-2');
    expect(await signInWithPassword({ email, password: 'new-password-2' })).toHaveProperty('idToken');
    await expect(signInWithPassword({ email, password: 'old-password-1' })).rejects.toThrow(
      /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/,
    );
  });

  it('sends the verification link again until the address is verified', async () => {
    const { userId } = await appUser(1);
    const entryId = accountEmailOutboxEntryId('emailVerification', userId);

    await callAs(support, 'sendVerificationEmail', { userId });
    await verifyEmailWith(oobCodeIn(await sentTextOf(app, entryId)));

    expect((await getAuth(app).getUser(userId)).emailVerified).toBe(true);
    expect(await callFailure(support, 'sendVerificationEmail', { userId })).toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining(alreadyVerifiedMessage),
    });
  });

  it('shows a refused e-mail as failed, and sending again owes a fresh one that is sent', async () => {
    const { userId, email } = await appUser(2);
    const entryId = accountEmailOutboxEntryId('passwordReset', userId);
    await failSendsTo(email, { status: 403 });
    try {
      await callAs(support, 'sendPasswordResetEmail', { userId });
      await expect
        .poll(async () => (await storedEntry(entryId)).delivery?.state, { timeout: 20_000 })
        .toBe('failed');
      expect((await storedEntry(entryId)).delivery?.lastError).toContain('HTTP 403');
    } finally {
      await clearFailure(email);
    }

    await callAs(support, 'sendPasswordResetEmail', { userId });
    expect(await sentTextOf(app, entryId)).toContain('Choose a new password');
    expect((await storedEntry(entryId)).delivery).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('refuses an account without an e-mail address, and an editor, whose role sends none', async () => {
    const { userId } = await appUser(3);
    expect(await callFailure(editor, 'sendPasswordResetEmail', { userId })).toMatchObject({
      code: 'functions/permission-denied',
      message: expect.stringContaining(accessMessages.roleDoesNotAllow('editor')),
    });

    // An app user who signs in with their phone alone.
    const { uid } = await getAuth(app).createUser({ phoneNumber: '+15555550199' });
    expect(await callFailure(support, 'sendPasswordResetEmail', { userId: uid })).toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining(noAccountEmailMessage),
    });
    const entry = outboxEntryPath(accountEmailOutboxEntryId('passwordReset', uid));
    expect((await getDatabase(app).ref(entry).get()).exists()).toBe(false);
  });
});
