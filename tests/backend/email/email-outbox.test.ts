import {
  type ApproveBusinessUsersOutput,
  approvalOutboxEntryId,
  approveBusinessUsersOutputSchema,
  emailOutboxLeasePath,
  outboxEntryPath,
  retryApprovalEmailsOutputSchema,
} from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { pick } from '../support/demo-users.ts';
import {
  clearFailure,
  failSendsTo,
  freshMailStandIn,
  mailAttempts,
  sentRecipients,
  sweepEmailOutbox,
} from '../support/mail.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import {
  addWaitingBusinessUsers,
  approveAsAdministrator,
  storedApprovalEntry,
  storedBusinessUser,
} from '../users/business-users.ts';

const maxSendAttempts = 5;

function countsOf(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

// Every e-mail an approval owes goes through the outbox: sent once, through outages, races and dead senders.
describe('the e-mail outbox', () => {
  freshMailStandIn();
  const app = adminAppForSuite();
  const database = () => getDatabase(app);

  async function deliveryOf(userId: string) {
    return (await storedApprovalEntry(app, userId))?.delivery as Record<string, unknown> | undefined;
  }

  // Stands for the back-off passing: the entry is due now. What a sweep then does is what is tested.
  async function makeDueNow(userIds: readonly string[]): Promise<void> {
    await database()
      .ref()
      .update(
        Object.fromEntries(
          userIds.map((userId) => [`${outboxEntryPath(approvalOutboxEntryId(userId))}/dueAt`, Date.now()]),
        ),
      );
  }

  it('queues the e-mails while the service is down, retries them with back-off, and sends each once when it is back', async () => {
    const users = await addWaitingBusinessUsers(app, 'outage', 3);
    const ids = users.map((user) => user.id);
    for (const user of users) await failSendsTo(user.email, { status: 503 });

    const result = await approveAsAdministrator(ids);

    expect(result).toEqual({
      approved: ids,
      alreadyApproved: [],
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [],
      emailsQueued: ids,
    });
    for (const user of users) {
      expect(await deliveryOf(user.id)).toMatchObject({
        state: 'pending',
        attempts: 1,
        to: user.email,
        lastError: 'The e-mail service is unavailable (HTTP 503).',
      });
      expect((await storedApprovalEntry(app, user.id))?.dueAt).toEqual(expect.any(Number));
      expect(await storedBusinessUser(app, user.id)).toMatchObject({ isApproveUser: true });
      expect(await storedBusinessUser(app, user.id)).not.toHaveProperty('approvalEmail');
    }

    await makeDueNow(ids);
    await sweepEmailOutbox();
    await expect.poll(() => deliveryOf(pick(users, 0).id)).toMatchObject({ state: 'pending', attempts: 2 });

    for (const user of users) await clearFailure(user.email);
    await makeDueNow(ids);
    await sweepEmailOutbox();
    for (const user of users) {
      await expect.poll(() => deliveryOf(user.id)).toMatchObject({ state: 'sent', attempts: 3 });
      expect(await storedBusinessUser(app, user.id)).toMatchObject({ approvalEmail: { status: 'sent' } });
    }
    expect(countsOf(await sentRecipients())).toEqual(countsOf(users.map((user) => user.email)));
    // One request per attempt, for all three.
    const attempts = await mailAttempts();
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['failed', 'failed', 'sent']);
  });

  it('gives up after the last attempt, and the failure is the administrator’s to retry', async () => {
    const user = pick(await addWaitingBusinessUsers(app, 'give-up', 1), 0);
    await failSendsTo(user.email, { status: 503 });
    await approveAsAdministrator([user.id]);
    for (let attempt = 2; attempt <= maxSendAttempts; attempt += 1) {
      await makeDueNow([user.id]);
      await sweepEmailOutbox();
      // The count goes up when an attempt starts; the state says it ended.
      const ended = attempt < maxSendAttempts ? 'pending' : 'failed';
      await expect.poll(() => deliveryOf(user.id)).toMatchObject({ attempts: attempt, state: ended });
    }
    const delivery = await deliveryOf(user.id);
    expect(delivery).toMatchObject({
      state: 'failed',
      lastError: `The e-mail service is unavailable (HTTP 503). Gave up after ${maxSendAttempts} attempts.`,
    });
    expect(await storedApprovalEntry(app, user.id)).not.toHaveProperty('dueAt');
    expect(await storedBusinessUser(app, user.id)).toMatchObject({
      approvalEmail: { status: 'failed', message: delivery?.lastError },
    });

    await clearFailure(user.email);
    const retried = retryApprovalEmailsOutputSchema.parse(
      await callAs(administrator, 'retryApprovalEmails', { userIds: [user.id] }),
    );
    expect(retried.sent).toEqual([user.id]);
    expect(await sentRecipients()).toEqual([user.email]);
  });

  it('e-mails each user once when the same users are approved from several tabs at once, round after round', async () => {
    for (let round = 0; round < 8; round += 1) {
      const users = await addWaitingBusinessUsers(app, `race-${round}`, 3);
      const ids = users.map((user) => user.id);
      const answers: ApproveBusinessUsersOutput[] = await Promise.all(
        Array.from({ length: 3 }, async () =>
          approveBusinessUsersOutputSchema.parse(
            await callAs(administrator, 'approveBusinessUsers', { userIds: ids }),
          ),
        ),
      );
      for (const answer of answers) expect(answer.emailFailures).toEqual([]);
      for (const user of users) {
        await expect.poll(() => deliveryOf(user.id)).toMatchObject({ state: 'sent', attempts: 1 });
      }
      const sent = countsOf(await sentRecipients());
      for (const user of users) expect(sent[user.email], `round ${round}`).toBe(1);
    }
  });

  it('sends a failed e-mail once when it is retried from several tabs at once', async () => {
    const user = pick(await addWaitingBusinessUsers(app, 'retry-race', 1), 0);
    await failSendsTo(user.email, { status: 400 });
    await approveAsAdministrator([user.id]);
    await clearFailure(user.email);

    const answers = await Promise.all(
      Array.from({ length: 4 }, async () =>
        retryApprovalEmailsOutputSchema.parse(
          await callAs(administrator, 'retryApprovalEmails', { userIds: [user.id] }),
        ),
      ),
    );

    expect(answers.filter((answer) => answer.sent.includes(user.id))).toHaveLength(1);
    expect(answers.filter((answer) => answer.noFailedEmail.includes(user.id))).toHaveLength(3);
    expect(await sentRecipients()).toEqual([user.email]);
  });

  it('fails, without sending again, an e-mail a dead sender left half-sent, and sends what it left unsent', async () => {
    const users = await addWaitingBusinessUsers(app, 'dead-sender', 2);
    const halfSent = pick(users, 0);
    const unsent = pick(users, 1);
    // What a sender killed between handing an e-mail to the service and writing the outcome leaves behind, and one
    // owed when it died holding the outbox.
    await database()
      .ref()
      .update({
        [`business-users/${halfSent.id}/isApproveUser`]: true,
        [outboxEntryPath(approvalOutboxEntryId(halfSent.id))]: {
          request: { kind: 'businessApproval', userId: halfSent.id, username: halfSent.username, owedAt: 1 },
          delivery: {
            state: 'sending',
            attempts: 1,
            to: halfSent.email,
            leaseUntil: Date.now() - 1000,
            updatedAt: 1,
          },
        },
        [emailOutboxLeasePath]: { holder: 'dead-sender', until: Date.now() + 2000 },
      });

    const result = await approveAsAdministrator([unsent.id]);

    expect(result.emailsQueued).toEqual([]);
    expect(await deliveryOf(unsent.id)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await deliveryOf(halfSent.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/^The sender stopped while handing this e-mail to the e-mail service/),
    });
    expect(await deliveryOf(halfSent.id)).not.toHaveProperty('leaseUntil');
    expect(await sentRecipients()).toEqual([unsent.email]);
    expect(await storedBusinessUser(app, halfSent.id)).toMatchObject({ approvalEmail: { status: 'failed' } });
  });

  it('takes an unreadable entry off the queue without holding up the others', async () => {
    const user = pick(await addWaitingBusinessUsers(app, 'unreadable', 1), 0);
    await database().ref('mailOutbox/unreadable').set({ dueAt: 1, request: 'not a request' });

    expect((await approveAsAdministrator([user.id])).emailsQueued).toEqual([]);

    expect(await sentRecipients()).toEqual([user.email]);
    expect((await database().ref('mailOutbox/unreadable').get()).val()).toEqual({ request: 'not a request' });
  });
});
