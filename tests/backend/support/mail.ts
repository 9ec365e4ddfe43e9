import type {
  BounceSettings,
  FailureSettings,
  MailAttempt,
  SentMessage,
  WebhookPost,
} from '@management-center/emulators/mail';
import { publishScheduleTick } from '@management-center/emulators/scheduler/publish-tick';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

export {
  localApprovalTemplateId,
  localEmailFrom,
} from '@management-center/emulators/launcher/functions-parameters';

const backend = inject('backend');
const mailUrl = `http://${backend.host}:${backend.ports.mail}`;
const pubsub = { emulatorHost: `${backend.host}:${backend.ports.pubsub}`, projectId: backend.projectId };

async function control(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${mailUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!response.ok) throw new Error(`${method} ${path} on the mail stand-in failed: ${response.status}`);
  return response;
}

/** Messages the mail stand-in accepted, oldest first. */
export async function sentMessages(): Promise<SentMessage[]> {
  return (await control('GET', '/messages')).json();
}

/** Accepted messages and deliberately failed attempts, in the order they arrived. */
export async function mailAttempts(): Promise<MailAttempt[]> {
  return (await control('GET', '/messages?include=failed')).json();
}

export async function clearMessages(): Promise<void> {
  await control('DELETE', '/messages');
}

/** From now on, sends to `email` are answered with `status` after `delayMs` (defaults: 500 at once). */
export async function failSendsTo(email: string, settings: Partial<FailureSettings> = {}): Promise<void> {
  await control('PUT', `/failures/${encodeURIComponent(email)}`, settings);
}

export async function clearFailure(email: string): Promise<void> {
  await control('DELETE', `/failures/${encodeURIComponent(email)}`);
}

export async function clearFailures(): Promise<void> {
  await control('DELETE', '/failures');
}

/** The recipients of the accepted messages, lower-cased, oldest first. */
export async function sentRecipients(): Promise<string[]> {
  return (await sentMessages()).flatMap((message) =>
    message.body.personalizations.flatMap((personalization) =>
      personalization.to.map((address) => address.email.toLowerCase()),
    ),
  );
}

/** How many accepted messages went to each recipient (lower-cased). */
export async function sentCountsByRecipient(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const recipient of await sentRecipients()) counts.set(recipient, (counts.get(recipient) ?? 0) + 1);
  return counts;
}

/**
 * For the suite this is called in: the mail stand-in fails no send but those the suite asks for (rules left by
 * another suite are cleared before it, its own after it), and each test starts with no recorded message.
 */
export function freshMailStandIn(): void {
  beforeAll(clearFailures);
  beforeEach(clearMessages);
  afterAll(clearFailures);
}

/** From now on, messages to `email` are reported bounced instead of delivered (by default: no such account). */
export async function bounceSendsTo(email: string, settings: Partial<BounceSettings> = {}): Promise<void> {
  await control('PUT', `/bounces/${encodeURIComponent(email)}`, settings);
}

async function clearBounces(): Promise<void> {
  await control('DELETE', '/bounces');
}

/** The stand-in's posts of delivery events to the functions' webhook, once every post so far is done. */
export async function settledWebhookPosts(): Promise<WebhookPost[]> {
  return (await control('GET', '/webhook/posts?wait=settled')).json();
}

async function postDeliveryEvents(posting: boolean): Promise<void> {
  await control('PUT', '/webhook', { posting });
}

/** Where the stand-in posts delivery events: the functions' sendgridEvents. */
export async function webhookUrl(): Promise<string> {
  const settings: { url: string } = await (await control('GET', '/webhook')).json();
  return settings.url;
}

/** The headers SendGrid would post `body` with, signed at `timestamp` (seconds; now by default). */
export async function signedWebhookHeaders(
  body: string,
  timestamp?: number,
): Promise<Record<string, string>> {
  const signed: { headers: Record<string, string> } = await (
    await control('POST', '/webhook/sign', { body, timestamp })
  ).json();
  return signed.headers;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** A delivery event as SendGrid posts it, about the e-mail of `entryId`. */
export function deliveryEvent(event: string, timestamp: number, eventId: string, entryId: string) {
  return {
    email: 'someone@example.com',
    timestamp,
    event,
    sg_event_id: eventId,
    sg_message_id: 'local.filter0001',
    outboxEntryId: entryId,
    ...(event === 'bounce'
      ? { type: 'bounce', reason: '550 5.1.1 Mailbox unavailable', status: '5.1.1' }
      : {}),
    ...(event === 'deferred' ? { response: '421 4.7.0 Try again later', attempt: '1' } : {}),
  };
}

/** A post to the functions' webhook, as SendGrid would send it (or not quite, for the refusals). */
export async function postToWebhook(
  body: string,
  headers: Record<string, string>,
  method = 'POST',
): Promise<Response> {
  return fetch(await webhookUrl(), {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(method === 'POST' ? { body } : {}),
  });
}

/** Posts `events` to the webhook signed as the mail stand-in signs them, at `timestamp` (seconds; now). */
export async function postSigned(events: unknown, timestamp?: number): Promise<Response> {
  const body = JSON.stringify(events);
  return postToWebhook(body, await signedWebhookHeaders(body, timestamp));
}

/**
 * For the suite this is called in: the mail stand-in posts the delivery events of what it accepts to the
 * functions' webhook (a test backend posts none otherwise), and bounces no recipient but those the suite asks for.
 */
export function deliveryEventsPosted(): void {
  beforeAll(async () => {
    await clearBounces();
    await postDeliveryEvents(true);
  });
  afterAll(async () => {
    await postDeliveryEvents(false);
    await settledWebhookPosts();
    await clearBounces();
  });
}

/** Publishes one run of the outbox's sweep, as its schedule every minute would: the test backend runs none. */
export async function sweepEmailOutbox(): Promise<void> {
  await publishScheduleTick(pubsub, 'sweepEmailOutbox');
}
