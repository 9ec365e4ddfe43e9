import { createServer, type Server } from 'node:http';
import { sendgridEventBatchSchema } from '@management-center/contract';
import {
  webhookPublicKey,
  webhookRefusal,
} from '@management-center/functions/local-backend/webhook-signature';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultBounceReason } from './bounce-rules.ts';
import { type RunningMailService, startMailService, type WebhookPost } from './index.ts';
import { jsonOf, templateMessage } from './test-support.ts';
import { signatureHeader, timestampHeader } from './webhook-signer.ts';

interface ReceivedPost {
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
}

// Stands for the functions' webhook: records every post and answers with the statuses it is given, in turn.
let webhook: Server;
let webhookUrl: string;
let received: ReceivedPost[] = [];
let answers: number[] = [];
let mail: RunningMailService;

beforeAll(async () => {
  webhook = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: {
          signature: request.headers[signatureHeader.toLowerCase()]?.toString(),
          timestamp: request.headers[timestampHeader.toLowerCase()]?.toString(),
          contentType: request.headers['content-type'],
        },
        rawBody: Buffer.concat(chunks),
      });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const address = webhook.address();
  if (address === null || typeof address === 'string') throw new Error('The webhook has no port');
  webhookUrl = `http://127.0.0.1:${address.port}/demo/us-central1/sendgridEvents`;
  mail = await startMailService({ webhookUrl });
});

afterAll(async () => {
  await mail.stop();
  await new Promise((resolve) => webhook.close(resolve));
});

beforeEach(async () => {
  received = [];
  answers = [];
  await control('PUT', '/webhook', { posting: true });
  await control('DELETE', '/bounces');
  await control('DELETE', '/failures');
  await control('DELETE', '/webhook/posts');
});

function control(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${mail.url}${path}`, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

async function send(message: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${mail.url}/v3/mail/send`, {
    method: 'POST',
    headers: { Authorization: 'Bearer SG.local', 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });
  expect(response.status).toBe(202);
  return response.headers.get('x-message-id') ?? '';
}

async function settledPosts(): Promise<WebhookPost[]> {
  const response = await control('GET', '/webhook/posts?wait=settled');
  expect(response.status).toBe(200);
  return jsonOf<WebhookPost[]>(response);
}

function refusalOf(post: ReceivedPost, publicKey = mail.webhookPublicKey) {
  return webhookRefusal(
    webhookPublicKey(publicKey),
    { signature: post.headers.signature, timestamp: post.headers.timestamp, rawBody: post.rawBody },
    Date.now(),
  );
}

function withCustomArgs(to: string, outboxEntryId: string): Record<string, unknown> {
  const message = templateMessage(to);
  const [personalization] = message.personalizations as Record<string, unknown>[];
  return {
    ...message,
    custom_args: { source: 'console' },
    personalizations: [{ ...personalization, custom_args: { outboxEntryId } }],
  };
}

describe('delivery events', () => {
  it('posts processed, then delivered, signed as SendGrid signs them, for an accepted message', async () => {
    const messageId = await send(withCustomArgs('member@example.com', 'entry-1'));
    const [post] = await settledPosts();

    expect(post).toMatchObject({ outcome: 'accepted', attempts: 1, status: 200 });
    expect(received).toHaveLength(1);
    const [delivery] = received;
    if (!delivery) throw new Error('Nothing was posted');
    expect(delivery.headers.contentType).toBe('application/json');
    expect(refusalOf(delivery)).toBeUndefined();
    const events = sendgridEventBatchSchema.parse(JSON.parse(delivery.rawBody.toString()));
    const common = {
      email: 'member@example.com',
      timestamp: expect.any(Number),
      sg_event_id: expect.stringMatching(/^[\w-]{22}$/),
      sg_message_id: expect.stringMatching(new RegExp(`^${messageId}\\.`)),
      outboxEntryId: 'entry-1',
      source: 'console',
    };
    expect(events).toEqual([
      expect.objectContaining({ ...common, event: 'processed' }),
      expect.objectContaining({ ...common, event: 'delivered', response: '250 OK' }),
    ]);
    expect(Math.abs((events[0]?.timestamp ?? 0) * 1000 - Date.now())).toBeLessThan(60_000);
  });

  it('is refused by the verification of the functions with any other key', async () => {
    const other = await startMailService();
    try {
      await send(templateMessage());
      await settledPosts();
      const [delivery] = received;
      if (!delivery) throw new Error('Nothing was posted');
      expect(refusalOf(delivery, other.webhookPublicKey)).toBe('bad-signature');
    } finally {
      await other.stop();
    }
  });

  it('reports a bounce, with its reason, for a recipient it was told to bounce, and delivers to the others', async () => {
    const set = await control('PUT', '/bounces/Gone%40example.com', {
      reason: '550 5.1.1 No such user here',
    });
    expect(await set.json()).toEqual({
      email: 'gone@example.com',
      reason: '550 5.1.1 No such user here',
      type: 'bounce',
    });
    const message = templateMessage('gone@example.com');
    await send({
      ...message,
      personalizations: [
        { to: [{ email: 'GONE@example.com' }], custom_args: { outboxEntryId: 'entry-gone' } },
        { to: [{ email: 'fine@example.com' }], custom_args: { outboxEntryId: 'entry-fine' } },
      ],
    });
    await settledPosts();

    const events = sendgridEventBatchSchema.parse(JSON.parse(received[0]?.rawBody.toString() ?? ''));
    expect(events.map(({ event, outboxEntryId }) => [event, outboxEntryId])).toEqual([
      ['processed', 'entry-gone'],
      ['bounce', 'entry-gone'],
      ['processed', 'entry-fine'],
      ['delivered', 'entry-fine'],
    ]);
    expect(events[1]).toMatchObject({
      type: 'bounce',
      reason: '550 5.1.1 No such user here',
      status: '5.1.1',
    });
  });

  it('bounces with the default reason, as blocked when told so, and no more once cleared', async () => {
    await control('PUT', '/bounces/gone%40example.com');
    await control('PUT', '/bounces/blocked%40example.com', { type: 'blocked' });
    expect(await (await control('GET', '/bounces')).json()).toEqual([
      { email: 'gone@example.com', reason: defaultBounceReason, type: 'bounce' },
      { email: 'blocked@example.com', reason: defaultBounceReason, type: 'blocked' },
    ]);
    expect((await control('DELETE', '/bounces/gone%40example.com')).status).toBe(204);
    await send(templateMessage('gone@example.com'));
    await send(templateMessage('blocked@example.com'));
    await settledPosts();
    const outcomes = received.map((post) => JSON.parse(post.rawBody.toString())[1]);
    expect(outcomes).toEqual([
      expect.objectContaining({ event: 'delivered' }),
      expect.objectContaining({ event: 'bounce', type: 'blocked' }),
    ]);
  });

  it.each<[string, unknown]>([
    ['an empty reason', { reason: '' }],
    ['an unknown type', { type: 'soft' }],
    ['an unknown field', { status: 550 }],
    ['a body that is not JSON', '{'],
  ])('refuses a bounce with %s', async (_case, body) => {
    expect((await control('PUT', '/bounces/gone%40example.com', body)).status).toBe(400);
    expect(await (await control('GET', '/bounces')).json()).toEqual([]);
  });

  it('posts nothing for a send it failed, nor while posting is off', async () => {
    await control('PUT', '/failures/broken%40example.com');
    await fetch(`${mail.url}/v3/mail/send`, {
      method: 'POST',
      headers: { Authorization: 'Bearer SG.local' },
      body: JSON.stringify(templateMessage('broken@example.com')),
    });
    const off = await control('PUT', '/webhook', { posting: false });
    expect(await off.json()).toEqual({ url: webhookUrl, posting: false, publicKey: mail.webhookPublicKey });
    await send(templateMessage());
    expect(await settledPosts()).toEqual([]);
    expect(received).toEqual([]);
    expect((await control('PUT', '/webhook', { posting: 'yes' })).status).toBe(400);
  });

  it('posts again after an answer that passes, not after a refusal, and gives up after the last attempt', async () => {
    answers = [503, 200];
    await send(templateMessage('a@example.com'));
    expect(await settledPosts()).toEqual([expect.objectContaining({ outcome: 'accepted', attempts: 2 })]);
    expect(received[0]?.rawBody).toEqual(received[1]?.rawBody);

    await control('DELETE', '/webhook/posts');
    answers = [403];
    await send(templateMessage('b@example.com'));
    expect(await settledPosts()).toEqual([
      expect.objectContaining({ outcome: 'refused', attempts: 1, status: 403 }),
    ]);

    await control('DELETE', '/webhook/posts');
    answers = [500, 500, 500];
    await send(templateMessage('c@example.com'));
    expect(await settledPosts()).toEqual([
      expect.objectContaining({ outcome: 'failed', attempts: 3, status: 500 }),
    ]);
  });
});

describe('POST /webhook/sign', () => {
  it('answers the headers SendGrid would post a body with, at the time asked', async () => {
    const body = '[{"event":"delivered"}]';
    const timestamp = Math.floor(Date.now() / 1000) - 3600;
    const response = await control('POST', '/webhook/sign', { body, timestamp });
    const { headers } = await jsonOf<{ headers: Record<string, string> }>(response);
    expect(headers[timestampHeader]).toBe(String(timestamp));
    const signed = { signature: headers[signatureHeader], timestamp: headers[timestampHeader] };
    const check = (now: number, rawBody = Buffer.from(body)) =>
      webhookRefusal(webhookPublicKey(mail.webhookPublicKey), { ...signed, rawBody }, now);
    expect(check(timestamp * 1000)).toBeUndefined();
    expect(check(Date.now())).toBe('outside-replay-window');
    expect(check(timestamp * 1000, Buffer.from(`${body} `))).toBe('bad-signature');
  });

  it('refuses a body that names nothing to sign', async () => {
    expect((await control('POST', '/webhook/sign', { timestamp: 1 })).status).toBe(400);
    expect((await control('POST', '/webhook/sign', { body: '[]', timestamp: -1 })).status).toBe(400);
  });
});
