import { describe, expect, it } from 'vitest';
import { type SendGridErrorBody, startMailService } from './index.ts';
import { contentMessage, jsonOf, templateMessage, useMailService } from './test-support.ts';

const mail = useMailService();

describe('PUT /failures/{email}', () => {
  it("answers a set recipient with 500 in SendGrid's shape by default", async () => {
    const setting = await mail.setFailure('broken@example.com');
    expect(setting.status).toBe(200);
    expect(await setting.json()).toEqual({ email: 'broken@example.com', status: 500, delayMs: 0 });

    const response = await mail.send(templateMessage('broken@example.com'));
    expect(response.status).toBe(500);
    expect(response.headers.get('x-message-id')).toBeNull();
    expect(await response.json()).toEqual({
      errors: [{ message: 'Internal Server Error', field: null, help: null }],
    });
  });

  it('records the failed attempt apart from sent messages', async () => {
    await mail.setFailure('broken@example.com');
    const failing = templateMessage('broken@example.com');
    const working = templateMessage('fine@example.com');
    await mail.send(failing);
    const sentId = (await mail.send(working)).headers.get('x-message-id');

    expect(await mail.messages()).toEqual([
      { outcome: 'sent', receivedAt: expect.any(String), messageId: sentId, body: working },
    ]);
    expect(await mail.messages('?include=failed')).toEqual([
      {
        outcome: 'failed',
        receivedAt: expect.any(String),
        status: 500,
        recipient: 'broken@example.com',
        body: failing,
      },
      { outcome: 'sent', receivedAt: expect.any(String), messageId: sentId, body: working },
    ]);
  });

  it.each([400, 429, 503])('answers with status %i when told to', async (status) => {
    await mail.setFailure('broken@example.com', { status });
    expect((await mail.send(contentMessage('broken@example.com'))).status).toBe(status);
  });

  it('matches the address in any case, and in cc and bcc too', async () => {
    await mail.setFailure('Broken@Example.com');
    expect((await mail.send(templateMessage('broken@EXAMPLE.com'))).status).toBe(500);
    const copied = (field: 'cc' | 'bcc') => ({
      ...templateMessage(),
      personalizations: [{ to: [{ email: 'fine@example.com' }], [field]: [{ email: 'broken@example.com' }] }],
    });
    expect((await mail.send(copied('cc'))).status).toBe(500);
    expect((await mail.send(copied('bcc'))).status).toBe(500);
  });

  it.each(['broken%40example.com', 'broken@example.com'])(
    'takes the address in the path as %s',
    async (path) => {
      const response = await fetch(`${mail.url()}/failures/${path}`, { method: 'PUT' });
      expect(response.status).toBe(200);
      expect((await mail.send(templateMessage('broken@example.com'))).status).toBe(500);
    },
  );

  it('waits delayMs before answering', async () => {
    await mail.setFailure('slow@example.com', { status: 504, delayMs: 400 });
    const started = performance.now();
    const response = await mail.send(templateMessage('slow@example.com'));
    expect(response.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('lets a client time out on a delay while others are still answered', async () => {
    await mail.setFailure('slow@example.com', { delayMs: 5_000 });
    const slow = fetch(`${mail.url()}/v3/mail/send`, {
      method: 'POST',
      headers: { Authorization: 'Bearer SG.local', 'Content-Type': 'application/json' },
      body: JSON.stringify(templateMessage('slow@example.com')),
      signal: AbortSignal.timeout(200),
    });
    expect((await mail.send(templateMessage('fine@example.com'))).status).toBe(202);
    await expect(slow).rejects.toThrow(/aborted/i);
  });

  it.each<[string, string]>([
    ['a status below 400', '{"status":200}'],
    ['a status above 599', '{"status":600}'],
    ['a status that is not a number', '{"status":"500"}'],
    ['a negative delay', '{"delayMs":-1}'],
    ['a delay over ten minutes', '{"delayMs":600001}'],
    ['an unknown field', '{"code":500}'],
    ['a body that is not JSON', '{'],
  ])('answers 400 for %s', async (_case, body) => {
    const response = await fetch(`${mail.url()}/failures/broken%40example.com`, { method: 'PUT', body });
    expect(response.status).toBe(400);
    expect((await jsonOf<SendGridErrorBody>(response)).errors[0]?.message).toEqual(expect.any(String));
    expect(await (await fetch(`${mail.url()}/failures`)).json()).toEqual([]);
  });

  it('answers 400 for a path that is not an e-mail address', async () => {
    expect((await fetch(`${mail.url()}/failures/not-an-address`, { method: 'PUT' })).status).toBe(400);
    expect((await fetch(`${mail.url()}/failures/%E0%A4%A`, { method: 'PUT' })).status).toBe(400);
  });
});

describe('clearing failures', () => {
  it('lists the failures set', async () => {
    await mail.setFailure('a@example.com');
    await mail.setFailure('b@example.com', { status: 503, delayMs: 10 });
    expect(await (await fetch(`${mail.url()}/failures`)).json()).toEqual([
      { email: 'a@example.com', status: 500, delayMs: 0 },
      { email: 'b@example.com', status: 503, delayMs: 10 },
    ]);
  });

  it('clears one recipient with DELETE /failures/{email}', async () => {
    await mail.setFailure('a@example.com');
    await mail.setFailure('b@example.com');
    const response = await fetch(`${mail.url()}/failures/A%40example.com`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await mail.send(templateMessage('a@example.com'))).status).toBe(202);
    expect((await mail.send(templateMessage('b@example.com'))).status).toBe(500);
  });

  it('clears all with DELETE /failures', async () => {
    await mail.setFailure('a@example.com');
    await mail.setFailure('b@example.com');
    expect((await fetch(`${mail.url()}/failures`, { method: 'DELETE' })).status).toBe(204);
    expect((await mail.send(templateMessage('a@example.com'))).status).toBe(202);
    expect((await mail.send(templateMessage('b@example.com'))).status).toBe(202);
  });
});

describe('stop', () => {
  it('ends at once even while a delayed answer is pending', async () => {
    const service = await startMailService();
    await fetch(`${service.url}/failures/slow%40example.com`, { method: 'PUT', body: '{"delayMs":60000}' });
    const pending = fetch(`${service.url}/v3/mail/send`, {
      method: 'POST',
      headers: { Authorization: 'Bearer SG.local' },
      body: JSON.stringify(templateMessage('slow@example.com')),
    });
    const pendingOutcome = pending.then(
      () => 'answered',
      () => 'connection closed',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await service.stop();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await pendingOutcome).toBe('connection closed');
  });
});
