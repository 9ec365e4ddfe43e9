import { approvalOutboxEntryId } from '@management-center/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../support/backend-data.ts';
import { type DemoBusinessUser, type DemoUsers, pick, readDemoUsers } from '../support/demo-users.ts';
import {
  bounceSendsTo,
  deliveryEvent,
  deliveryEventsPosted,
  freshMailStandIn,
  nowSeconds,
  postToWebhook as post,
  postSigned,
  settledWebhookPosts,
  signedWebhookHeaders,
} from '../support/mail.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { approveAsAdministrator, storedApprovalEntry } from '../users/business-users.ts';

const unknownEntryId = approvalOutboxEntryId('no-such-user');

/** Posts `events` signed as SendGrid signs them, at `timestamp` (now by default). */

// What SendGrid reports after taking an approval e-mail reaches its outbox entry, through the signed webhook.
describe("delivery status from SendGrid's signed Event Webhook", () => {
  // First, so that its closing hook, which puts the demo data back, runs once the posts are off and done.
  const app = adminAppForSuite();
  freshMailStandIn();
  deliveryEventsPosted();
  let users: DemoUsers;

  beforeAll(async () => {
    users = await readDemoUsers(app);
  });

  async function recipientOf(user: DemoBusinessUser): Promise<unknown> {
    return (await storedApprovalEntry(app, user.id))?.recipient;
  }

  it('records that the approval e-mail was delivered', async () => {
    const user = pick(users.waiting, 0);
    const before = nowSeconds();
    await approveAsAdministrator([user.id]);

    expect(await settledWebhookPosts()).toEqual([
      expect.objectContaining({ outcome: 'accepted', status: 200 }),
    ]);
    const recipient = await recipientOf(user);
    expect(recipient).toEqual({ state: 'delivered', at: expect.any(Number), eventId: expect.any(String) });
    expect((recipient as { at: number }).at).toBeGreaterThanOrEqual(before * 1000);
    expect(await storedApprovalEntry(app, user.id)).toMatchObject({
      delivery: { state: 'sent', to: user.email },
    });
  });

  it('records a bounce, with its reason, for a recipient the e-mail service bounces', async () => {
    const user = pick(users.waiting, 1);
    await bounceSendsTo(user.email, { reason: '550 5.1.1 The email account does not exist.' });
    await approveAsAdministrator([user.id]);

    await settledWebhookPosts();
    expect(await recipientOf(user)).toEqual({
      state: 'bounced',
      reason: '550 5.1.1 The email account does not exist.',
      at: expect.any(Number),
      eventId: expect.any(String),
    });
  });

  it('ends with the latest outcome whatever the order of the posts, however often each is posted', async () => {
    const user = pick(users.waiting, 2);
    await approveAsAdministrator([user.id]);
    await settledWebhookPosts();
    const entryId = approvalOutboxEntryId(user.id);
    const start = nowSeconds();
    const events = [
      deliveryEvent('deferred', start + 10, 'late-deferred-1', entryId),
      deliveryEvent('delivered', start + 20, 'late-delivered', entryId),
      deliveryEvent('bounce', start + 30, 'late-bounce', entryId),
      deliveryEvent('deferred', start + 40, 'late-deferred-2', entryId),
    ];
    // Each event alone, newest first, and all of them again, in both orders: six posts at once.
    const arrivals = [...[...events].reverse().map((event) => [event]), events, [...events].reverse()];

    const answers = await Promise.all(arrivals.map((batch) => postSigned(batch)));

    expect(answers.map((answer) => answer.status)).toEqual(arrivals.map(() => 200));
    const converged = {
      state: 'bounced',
      reason: '550 5.1.1 Mailbox unavailable',
      at: (start + 30) * 1000,
      eventId: 'late-bounce',
    };
    expect(await recipientOf(user)).toEqual(converged);
    // A replay, and a deferral reported after the outcome, change nothing.
    expect((await postSigned([pick(events, 2), pick(events, 3)])).status).toBe(200);
    expect(await recipientOf(user)).toEqual(converged);
  });

  it('acknowledges events about no entry of the outbox, or about no delivery, and creates nothing', async () => {
    const user = pick(users.waiting, 0);
    const before = await databaseSnapshot();
    const answer = await postSigned([
      deliveryEvent('bounce', nowSeconds(), 'unknown-entry', unknownEntryId),
      deliveryEvent('bounce', nowSeconds(), 'not-a-key', 'mailOutbox/../business-users'),
      { ...deliveryEvent('bounce', nowSeconds(), 'no-entry', 'x'), outboxEntryId: undefined },
      deliveryEvent('open', nowSeconds() + 600, 'opened', approvalOutboxEntryId(user.id)),
    ]);
    expect(answer.status).toBe(200);
    expect(await databaseSnapshot()).toEqual(before);
  });

  describe('refuses, changing nothing,', () => {
    // A bounce for an e-mail recorded delivered: accepted, it would change the entry.
    let bounce: string;

    beforeAll(async () => {
      const user = pick(users.waiting, 3);
      await approveAsAdministrator([user.id]);
      await settledWebhookPosts();
      const entryId = approvalOutboxEntryId(user.id);
      bounce = JSON.stringify([deliveryEvent('bounce', nowSeconds() + 60, 'forged-bounce', entryId)]);
    });

    async function expectRefused(answer: () => Promise<Response>, status: number): Promise<void> {
      const before = await databaseSnapshot();
      expect((await answer()).status).toBe(status);
      expect(await databaseSnapshot()).toEqual(before);
    }

    it('a post without a signature (403)', async () => {
      await expectRefused(() => post(bounce, {}), 403);
    });

    it('a post whose signature is not of its body (403)', async () => {
      const headers = await signedWebhookHeaders(bounce.replace('forged-bounce', 'another-event'));
      await expectRefused(() => post(bounce, headers), 403);
    });

    it('a post whose signature is not a signature at all (403)', async () => {
      const headers = await signedWebhookHeaders(bounce);
      const signature = Object.keys(headers).find((name) => name.endsWith('Signature')) ?? '';
      await expectRefused(() => post(bounce, { ...headers, [signature]: 'bm90IGEgc2lnbmF0dXJl' }), 403);
    });

    it('a replayed post, signed 20 minutes ago (403)', async () => {
      const headers = await signedWebhookHeaders(bounce, nowSeconds() - 20 * 60);
      await expectRefused(() => post(bounce, headers), 403);
    });

    it('a signed body that is not a batch of events (400)', async () => {
      for (const body of [
        '[{',
        '{"event":"bounce"}',
        '[]',
        JSON.stringify([{ event: 'bounce', timestamp: 'now' }]),
      ]) {
        const headers = await signedWebhookHeaders(body);
        await expectRefused(() => post(body, headers), 400);
      }
    });

    it('a request that is not a POST (405)', async () => {
      await expectRefused(() => post(bounce, {}, 'GET'), 405);
    });
  });
});
