import { type RetryApprovalEmailsOutput, retryApprovalEmailsOutputSchema } from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { type DemoBusinessUser, pick, readDemoUsers, withoutAuditLog } from '../support/demo-users.ts';
import {
  clearFailure,
  failSendsTo,
  freshMailStandIn,
  mailAttempts,
  sentRecipients,
} from '../support/mail.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { approveAsAdministrator, storedBusinessUser } from './business-users.ts';

async function retry(userIds: string[]): Promise<RetryApprovalEmailsOutput> {
  return retryApprovalEmailsOutputSchema.parse(
    await callAs(administrator, 'retryApprovalEmails', { userIds }),
  );
}

function failureOf(user: DemoBusinessUser, message: RegExp) {
  return {
    userId: user.id,
    email: user.email,
    username: user.username,
    message: expect.stringMatching(message),
  };
}

// The e-mail of one approved user fails; the approval stands, the failure is stored and answered, and
// retryApprovalEmails sends it once the mail service takes it again.
describe('approval e-mail failures and retryApprovalEmails', () => {
  freshMailStandIn();
  const app = adminAppForSuite();
  let failing: DemoBusinessUser;
  let delivered: DemoBusinessUser;
  let waiting: DemoBusinessUser;
  let approvedBefore: DemoBusinessUser;
  let normalUserId: string;

  beforeAll(async () => {
    const users = await readDemoUsers(app);
    failing = pick(users.waiting, 0);
    delivered = pick(users.waiting, 1);
    waiting = pick(users.waiting, 2);
    approvedBefore = pick(users.approved, 0);
    normalUserId = pick(users.normalUserIds, 0);
  });

  it('keeps the approval when the service refuses one recipient, stores the failure on that user and answers it', async () => {
    // SendGrid refuses a whole request for one bad recipient (400): the request is split until it stands alone.
    await failSendsTo(failing.email, { status: 400 });

    const result = await approveAsAdministrator([failing.id, delivered.id]);

    expect(result).toEqual({
      approved: [failing.id, delivered.id],
      alreadyApproved: [],
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [failureOf(failing, /HTTP 400/)],
      emailsQueued: [],
    });
    expect(await storedBusinessUser(app, failing.id)).toMatchObject({
      isApproveUser: true,
      approvalEmail: { status: 'failed', at: expect.any(Number), message: result.emailFailures[0]?.message },
    });
    expect(await storedBusinessUser(app, delivered.id)).toMatchObject({
      isApproveUser: true,
      approvalEmail: { status: 'sent', at: expect.any(Number) },
    });
    expect(await sentRecipients()).toEqual([delivered.email]);
    // Both in one request, then each alone.
    const failedAttempts = (await mailAttempts()).filter((attempt) => attempt.outcome === 'failed');
    expect(failedAttempts.map((attempt) => attempt.recipient)).toEqual([failing.email, failing.email]);
  });

  it('answers the failure again while the mail service still refuses, keeping it stored', async () => {
    const result = await retry([failing.id]);
    expect(result).toEqual({
      sent: [],
      notApproved: [],
      noFailedEmail: [],
      notFound: [],
      emailFailures: [failureOf(failing, /HTTP 400/)],
      emailsQueued: [],
    });
    expect((await storedBusinessUser(app, failing.id)).approvalEmail).toMatchObject({ status: 'failed' });
    expect(await sentRecipients()).toEqual([]);
  });

  it('sends the failed e-mail once the failure is cleared, and only that one', async () => {
    await clearFailure(failing.email);

    const result = await retry([failing.id, delivered.id, waiting.id, approvedBefore.id, 'no-such-user']);

    expect(result).toEqual({
      sent: [failing.id],
      notApproved: [waiting.id],
      noFailedEmail: [delivered.id, approvedBefore.id],
      notFound: ['no-such-user'],
      emailFailures: [],
      emailsQueued: [],
    });
    expect(await sentRecipients()).toEqual([failing.email]);
    const stored = await storedBusinessUser(app, failing.id);
    expect(stored).toMatchObject({
      isApproveUser: true,
      approvalEmail: { status: 'sent', at: expect.any(Number) },
    });
    expect(stored.approvalEmail).not.toHaveProperty('message');
    expect((await storedBusinessUser(app, waiting.id)).isApproveUser).toBe(false);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'retryApprovalEmails',
      actorEmail: administrator.email,
      targets: [`business-users/${failing.id}`],
      outcome: 'succeeded',
    });
  });

  it('does not send a delivered e-mail again', async () => {
    const result = await retry([failing.id]);
    expect(result).toMatchObject({ sent: [], noFailedEmail: [failing.id], emailFailures: [] });
    expect(await sentRecipients()).toEqual([]);
  });

  it('refuses a normal user (failed-precondition), changing nothing', async () => {
    const before = withoutAuditLog(await databaseSnapshot());
    const error = await callFailure(administrator, 'retryApprovalEmails', {
      userIds: [failing.id, normalUserId],
    });
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.details).toEqual({ normalUserIds: [normalUserId] });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
    expect(await sentRecipients()).toEqual([]);
  });

  it('gives up on a mail service that does not answer, and stores that as a failure', async () => {
    const slow = pick((await readDemoUsers(app)).waiting, 0);
    await failSendsTo(slow.email, { delayMs: 30_000 });

    const result = await approveAsAdministrator([slow.id]);

    expect(result).toEqual({
      approved: [slow.id],
      alreadyApproved: [],
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [failureOf(slow, /did not answer within 10 seconds/)],
      emailsQueued: [],
    });
    expect(await storedBusinessUser(app, slow.id)).toMatchObject({
      isApproveUser: true,
      approvalEmail: { status: 'failed', message: result.emailFailures[0]?.message },
    });
    await clearFailure(slow.email);
  });

  it('reads no approval and no failed e-mail from a stored __proto__ child, and sends nothing', async () => {
    const faking = pick((await readDemoUsers(app)).waiting, 0);
    // A record without the flag, and a __proto__ child the admin SDK reads as the prototype of the value: the user
    // would read as approved with a failed e-mail, which a retry sends.
    await getDatabase(app)
      .ref()
      .update({
        [`business-users/${faking.id}/isApproveUser`]: null,
        [`business-users/${faking.id}/__proto__/isApproveUser`]: true,
        [`business-users/${faking.id}/__proto__/approvalEmail`]: { status: 'failed', at: 1, message: 'x' },
      });
    const before = withoutAuditLog(await databaseSnapshot());

    expect(await retry([faking.id])).toEqual({
      sent: [],
      notApproved: [faking.id],
      noFailedEmail: [],
      notFound: [],
      emailFailures: [],
      emailsQueued: [],
    });
    expect(await sentRecipients()).toEqual([]);
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
  });
});
