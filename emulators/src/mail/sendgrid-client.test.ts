import sendgridClient from '@sendgrid/client';
import sgMail from '@sendgrid/mail';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKey, useMailService } from './test-support.ts';

// The typings describe each module as its shared default instance only (`export =`); the CommonJS modules also
// hang their classes on that instance.
type MailService = typeof sgMail;
const { Client } = sendgridClient as typeof sendgridClient & { Client: new () => typeof sendgridClient };
const { MailService } = sgMail as MailService & { MailService: new () => MailService };

const mail = useMailService();

// setApiKey resets the base URL to SendGrid's, so the stand-in's URL is set after it.
function mailerFor(mailer: MailService, key?: string): MailService {
  const client = new Client();
  mailer.setClient(client);
  if (key !== undefined) mailer.setApiKey(key);
  client.setDefaultRequest('baseUrl', mail.url());
  return mailer;
}

const dynamicTemplateMessage = (to: string) => ({
  to: { email: to, name: 'New Member' },
  from: { email: 'noreply@example.com', name: 'Management Center' },
  templateId: 'd-0123456789abcdef0123456789abcdef',
  dynamicTemplateData: { to_email: to, to_name: 'New Member' },
});

describe('@sendgrid/mail against the stand-in', () => {
  beforeAll(() => {
    mailerFor(sgMail, apiKey);
  });

  it('sends a dynamic-template message that is recorded as sent', async () => {
    const [response] = await sgMail.send(dynamicTemplateMessage('member@example.com'));
    expect(response.statusCode).toBe(202);
    const messageId = response.headers['x-message-id'];
    expect(messageId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    expect(await mail.messages()).toEqual([
      {
        outcome: 'sent',
        receivedAt: expect.any(String),
        messageId,
        body: {
          from: { email: 'noreply@example.com', name: 'Management Center' },
          personalizations: [
            {
              to: [{ email: 'member@example.com', name: 'New Member' }],
              dynamic_template_data: { to_email: 'member@example.com', to_name: 'New Member' },
            },
          ],
          template_id: 'd-0123456789abcdef0123456789abcdef',
        },
      },
    ]);
  });

  it('sends a message with text and HTML content', async () => {
    await sgMail.send({
      to: 'member@example.com',
      from: 'noreply@example.com',
      subject: 'Approved',
      text: 'You are in.',
      html: '<p>You are in.</p>',
    });
    const [message] = await mail.messages();
    expect(message?.body).toMatchObject({
      subject: 'Approved',
      content: [
        { type: 'text/plain', value: 'You are in.' },
        { type: 'text/html', value: '<p>You are in.</p>' },
      ],
    });
  });

  it('rejects with the status and SendGrid errors for a failing recipient', async () => {
    await mail.setFailure('broken@example.com', { status: 503 });
    await expect(sgMail.send(dynamicTemplateMessage('broken@example.com'))).rejects.toMatchObject({
      code: 503,
      response: { body: { errors: [{ message: 'Service Unavailable', field: null, help: null }] } },
    });
    expect(await mail.messages()).toEqual([]);
  });

  it('rejects with 400 naming the field for a message the API refuses', async () => {
    await expect(
      sgMail.send({ ...dynamicTemplateMessage('member@example.com'), from: 'not-an-address' }),
    ).rejects.toMatchObject({
      code: 400,
      response: { body: { errors: [{ field: 'from.email' }] } },
    });
  });

  it('times out on a delayed failure when the client has a timeout', async () => {
    const impatient = mailerFor(new MailService(), apiKey);
    impatient.setTimeout(200);
    await mail.setFailure('slow@example.com', { delayMs: 5_000 });
    await expect(impatient.send(dynamicTemplateMessage('slow@example.com'))).rejects.toThrow(/timeout/i);
  });

  it('rejects with 401 when no API key was set', async () => {
    const keyless = mailerFor(new MailService());
    await expect(keyless.send(dynamicTemplateMessage('member@example.com'))).rejects.toMatchObject({
      code: 401,
    });
  });
});
