import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntryCount, latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot, expectDatabaseChanges } from '../support/backend-data.ts';
import { callFailure } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import {
  type DemoBusinessUser,
  type DemoUsers,
  pick,
  readDemoUsers,
  withoutAuditLog,
} from '../support/demo-users.ts';
import {
  freshMailStandIn,
  localApprovalTemplateId,
  localEmailFrom,
  sentMessages,
  sentRecipients,
} from '../support/mail.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { approveAsAdministrator, storedApprovalEntry, storedBusinessUser } from './business-users.ts';

describe('approveBusinessUsers', () => {
  freshMailStandIn();
  const app = adminAppForSuite();
  let users: DemoUsers;
  let first: DemoBusinessUser;
  let second: DemoBusinessUser;
  let stillWaiting: DemoBusinessUser;
  let approvedBefore: DemoBusinessUser;

  beforeAll(async () => {
    users = await readDemoUsers(app);
    first = pick(users.waiting, 0);
    second = pick(users.waiting, 1);
    stillWaiting = pick(users.waiting, 2);
    approvedBefore = pick(users.approved, 0);
  });

  it('approves the waiting users in one call, e-mails them in one request, and reports the others', async () => {
    const before = await databaseSnapshot();
    const result = await approveAsAdministrator([first.id, approvedBefore.id, 'no-such-user', second.id]);

    expect(result).toEqual({
      approved: [first.id, second.id],
      alreadyApproved: [approvedBefore.id],
      changedSinceSeen: [],
      notFound: ['no-such-user'],
      emailFailures: [],
      emailsQueued: [],
    });
    for (const user of [first, second]) {
      expect(await storedBusinessUser(app, user.id)).toMatchObject({
        isApproveUser: true,
        approvalEmail: { status: 'sent', at: expect.any(Number) },
      });
      expect(await storedApprovalEntry(app, user.id)).toEqual({
        request: {
          kind: 'businessApproval',
          userId: user.id,
          username: user.username,
          owedAt: expect.any(Number),
        },
        delivery: {
          state: 'sent',
          attempts: 1,
          to: user.email,
          messageId: expect.any(String),
          sentAt: expect.any(Number),
          updatedAt: expect.any(Number),
        },
      });
    }
    // Nothing else changed: not the approved user, not the one left waiting, no record for the unknown id.
    const changes: Record<string, unknown> = {};
    for (const user of [first, second]) {
      changes[`business-users/${user.id}/isApproveUser`] = true;
      changes[`business-users/${user.id}/approvalEmail`] = (
        await storedBusinessUser(app, user.id)
      ).approvalEmail;
      changes[`mailOutbox/businessApproval-${user.id}`] = await storedApprovalEntry(app, user.id);
    }
    await expectDatabaseChanges(before, changes);
    expect((await storedBusinessUser(app, stillWaiting.id)).isApproveUser).toBe(false);
    const messages = await sentMessages();
    expect(messages).toHaveLength(1);
    expect((await sentRecipients()).sort()).toEqual([first.email, second.email].sort());
  });

  it('sends the dynamic template with to_email and to_name, from the configured sender', async () => {
    const third = pick(users.waiting, 3);
    await approveAsAdministrator([third.id]);
    const messages = await sentMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toEqual({
      from: { email: localEmailFrom },
      template_id: localApprovalTemplateId,
      personalizations: [
        {
          to: [{ email: third.email, name: third.username }],
          dynamic_template_data: { to_email: third.email, to_name: third.username },
          custom_args: { outboxEntryId: `businessApproval-${third.id}` },
        },
      ],
    });
  });

  it('writes an audit entry naming the administrator and the approved users', async () => {
    const fourth = pick(users.waiting, 4);
    await approveAsAdministrator([fourth.id, approvedBefore.id]);
    expect(await latestAuditEntry(app)).toEqual({
      action: 'approveBusinessUsers',
      actorUid: expect.any(String),
      actorEmail: administrator.email,
      targets: [`business-users/${fourth.id}`],
      at: expect.any(Number),
      outcome: 'succeeded',
    });
  });

  it('sends no second e-mail when the same users are approved again', async () => {
    const fifth = pick(users.waiting, 5);
    await approveAsAdministrator([fifth.id]);
    expect(await sentMessages()).toHaveLength(1);
    const before = withoutAuditLog(await databaseSnapshot());

    const again = await approveAsAdministrator([fifth.id, first.id]);

    expect(again).toEqual({
      approved: [],
      alreadyApproved: [fifth.id, first.id],
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [],
      emailsQueued: [],
    });
    expect(await sentMessages()).toHaveLength(1);
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
  });

  it('approves and e-mails a waiting user whose record holds a __proto__ child claiming the approval', async () => {
    const faking = pick(users.waiting, 6);
    // A record without the flag, as a new sign-up writes it, and the flag under a __proto__ child: the admin SDK
    // reads that child as the prototype of the record's value, so isApproveUser would read true.
    await getDatabase(app)
      .ref()
      .update({
        [`business-users/${faking.id}/isApproveUser`]: null,
        [`business-users/${faking.id}/__proto__/isApproveUser`]: true,
      });

    expect(await approveAsAdministrator([faking.id])).toEqual({
      approved: [faking.id],
      alreadyApproved: [],
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [],
      emailsQueued: [],
    });
    const stored = await getDatabase(app).ref(`business-users/${faking.id}`).get();
    expect(stored.child('isApproveUser').val()).toBe(true);
    expect(stored.child('approvalEmail/status').val()).toBe('sent');
    expect(await sentRecipients()).toEqual([faking.email]);
  });

  it('only reports ids that exist nowhere', async () => {
    const before = withoutAuditLog(await databaseSnapshot());
    expect(await approveAsAdministrator(['ghost-1', 'ghost-2'])).toEqual({
      approved: [],
      alreadyApproved: [],
      changedSinceSeen: [],
      notFound: ['ghost-1', 'ghost-2'],
      emailFailures: [],
      emailsQueued: [],
    });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
    expect(await sentMessages()).toEqual([]);
  });

  it('refuses the whole batch when one id is a normal user (failed-precondition), naming it', async () => {
    const normalUserId = pick(users.normalUserIds, 0);
    const before = withoutAuditLog(await databaseSnapshot());
    const auditEntries = await auditEntryCount(app);

    const error = await callFailure(administrator, 'approveBusinessUsers', {
      userIds: [stillWaiting.id, normalUserId],
    });

    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toContain(normalUserId);
    expect(error.message).not.toContain(stillWaiting.id);
    expect(error.details).toEqual({ normalUserIds: [normalUserId] });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
    expect((await storedBusinessUser(app, stillWaiting.id)).isApproveUser).toBe(false);
    expect(await sentMessages()).toEqual([]);
    expect(await auditEntryCount(app)).toBe(auditEntries + 1);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'approveBusinessUsers',
      targets: [],
      outcome: 'failed',
      errorCode: 'failed-precondition',
    });
  });
});
