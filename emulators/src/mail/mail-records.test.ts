import { describe, expect, it } from 'vitest';
import { contentMessage, templateMessage, useMailService } from './test-support.ts';

const mail = useMailService();

async function page(): Promise<string> {
  const response = await fetch(`${mail.url()}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return response.text();
}

describe('GET /messages', () => {
  it('starts empty', async () => {
    expect(await mail.messages()).toEqual([]);
  });

  it('records each accepted message with its time, id and full body, newest last', async () => {
    const first = {
      ...templateMessage('first@example.com'),
      categories: ['approval'],
      custom_args: { user: 'u1' },
    };
    const second = contentMessage('second@example.com');
    const before = Date.now();
    const firstId = (await mail.send(first)).headers.get('x-message-id');
    const secondId = (await mail.send(second)).headers.get('x-message-id');
    const after = Date.now();

    const messages = await mail.messages();
    expect(messages).toEqual([
      { outcome: 'sent', receivedAt: expect.any(String), messageId: firstId, body: first },
      { outcome: 'sent', receivedAt: expect.any(String), messageId: secondId, body: second },
    ]);
    for (const message of messages) {
      const receivedAt = Date.parse(message.receivedAt);
      expect(new Date(receivedAt).toISOString()).toBe(message.receivedAt);
      expect(receivedAt).toBeGreaterThanOrEqual(before);
      expect(receivedAt).toBeLessThanOrEqual(after);
    }
  });

  it('does not record refused requests', async () => {
    await mail.send(templateMessage(), null);
    await mail.send({ ...templateMessage(), from: {} });
    await mail.send('{');
    expect(await mail.messages()).toEqual([]);
  });

  it('is emptied by DELETE /messages', async () => {
    await mail.send(templateMessage());
    const response = await fetch(`${mail.url()}/messages`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await mail.messages()).toEqual([]);
    expect(await mail.messages('?include=failed')).toEqual([]);
  });

  it('answers 400 for an unknown include', async () => {
    expect((await fetch(`${mail.url()}/messages?include=everything`)).status).toBe(400);
  });

  it('answers 405 for a method it does not take', async () => {
    const response = await fetch(`${mail.url()}/messages`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, DELETE');
  });
});

describe('GET /', () => {
  it('says when there are no messages', async () => {
    expect(await page()).toContain('No messages yet.');
  });

  it('lists messages newest first with sender, recipients, subject and content', async () => {
    await mail.send({ ...contentMessage('older@example.com'), subject: 'Older' });
    await mail.send({ ...contentMessage('newer@example.com'), subject: 'Newer' });
    const html = await page();
    expect(html).toContain('2 sent, 0 failed');
    expect(html.indexOf('Newer')).toBeLessThan(html.indexOf('Older'));
    expect(html).toContain('From noreply@example.com to Member &lt;newer@example.com&gt;');
    expect(html).toContain('Welcome aboard.');
  });

  it("shows a template message's id and data", async () => {
    await mail.send(templateMessage('templated@example.com'));
    const html = await page();
    expect(html).toContain('Template d-0123456789abcdef0123456789abcdef');
    expect(html).toContain('&quot;to_email&quot;: &quot;templated@example.com&quot;');
  });

  it('escapes everything taken from a message', async () => {
    await mail.send({
      ...contentMessage(),
      subject: '<script>alert("subject")</script>',
      personalizations: [{ to: [{ email: 'member@example.com', name: 'Tom & <b>Jerry</b>' }] }],
      content: [{ type: 'text/html', value: '<img src=x onerror="alert(1)">' }],
    });
    const html = await page();
    expect(html).not.toMatch(/<script|<img|<b>Jerry/);
    expect(html).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });
});
