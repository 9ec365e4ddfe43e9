import { describe, expect, it } from 'vitest';
import type { SendGridErrorBody } from './index.ts';
import { contentMessage, jsonOf, templateMessage, useMailService } from './test-support.ts';

const mail = useMailService();

type Body = Record<string, unknown>;

function withChanges(base: Body, change: (body: Body) => void): Body {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

async function errorsOf(response: Response): Promise<SendGridErrorBody> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return jsonOf<SendGridErrorBody>(response);
}

describe('POST /v3/mail/send authorization', () => {
  it('answers 401 "authorization required" without an Authorization header', async () => {
    const response = await mail.send(contentMessage(), null);
    expect(response.status).toBe(401);
    expect(await errorsOf(response)).toEqual({
      errors: [{ message: 'authorization required', field: null, help: null }],
    });
  });

  it.each(['', 'Bearer', 'Bearer    ', 'Basic dXNlcjpwYXNz', 'SG.local'])(
    'answers 401 for Authorization %j',
    async (authorization) => {
      const response = await mail.send(contentMessage(), authorization);
      expect(response.status).toBe(401);
      expect(await errorsOf(response)).toEqual({
        errors: [
          {
            message: 'The provided authorization grant is invalid, expired, or revoked',
            field: null,
            help: null,
          },
        ],
      });
    },
  );

  it('accepts any non-empty bearer key', async () => {
    expect((await mail.send(contentMessage(), 'Bearer anything-at-all')).status).toBe(202);
    expect((await mail.send(contentMessage(), 'bearer SG.x')).status).toBe(202);
  });

  it('checks authorization before the body', async () => {
    expect((await mail.send('not json', null)).status).toBe(401);
  });
});

describe('POST /v3/mail/send validation', () => {
  const content = contentMessage();
  const template = templateMessage();

  it.each<[string, Body, string]>([
    ['no personalizations', withChanges(content, (body) => delete body.personalizations), 'personalizations'],
    ['empty personalizations', { ...content, personalizations: [] }, 'personalizations'],
    ['personalizations not an array', { ...content, personalizations: 'x' }, 'personalizations'],
    [
      'more than 1000 personalizations',
      {
        ...content,
        personalizations: Array.from({ length: 1001 }, (_, index) => ({
          to: [{ email: `u${index}@example.com` }],
        })),
      },
      'personalizations',
    ],
    [
      'a personalization that is not an object',
      { ...content, personalizations: ['x'] },
      'personalizations.0',
    ],
    ['a personalization without to', { ...content, personalizations: [{}] }, 'personalizations.0.to'],
    ['an empty to', { ...content, personalizations: [{ to: [] }] }, 'personalizations.0.to'],
    [
      'a recipient given as a string',
      { ...content, personalizations: [{ to: ['a@example.com'] }] },
      'personalizations.0.to.0',
    ],
    [
      'a recipient without email',
      { ...content, personalizations: [{ to: [{ name: 'A' }] }] },
      'personalizations.0.to.0.email',
    ],
    [
      'an invalid recipient address',
      { ...content, personalizations: [{ to: [{ email: 'nobody' }] }] },
      'personalizations.0.to.0.email',
    ],
    [
      'a recipient name that is not a string',
      { ...content, personalizations: [{ to: [{ email: 'a@example.com', name: 7 }] }] },
      'personalizations.0.to.0.name',
    ],
    [
      'an invalid cc in a later personalization',
      {
        ...content,
        personalizations: [
          { to: [{ email: 'a@example.com' }] },
          { to: [{ email: 'b@example.com' }], cc: [{ email: 'c@' }] },
        ],
      },
      'personalizations.1.cc.0.email',
    ],
    [
      'dynamic_template_data that is not an object',
      { ...template, personalizations: [{ to: [{ email: 'a@example.com' }], dynamic_template_data: ['x'] }] },
      'personalizations.0.dynamic_template_data',
    ],
    ['no from', withChanges(content, (body) => delete body.from), 'from'],
    ['from that is a string', { ...content, from: 'noreply@example.com' }, 'from'],
    ['from without email', { ...content, from: { name: 'X' } }, 'from.email'],
    ['an invalid from address', { ...content, from: { email: 'noreply@' } }, 'from.email'],
    ['no subject and no template', withChanges(content, (body) => delete body.subject), 'subject'],
    ['an empty subject and no template', { ...content, subject: '' }, 'subject'],
    ['a subject that is not a string', { ...content, subject: 42 }, 'subject'],
    ['no content and no template', withChanges(content, (body) => delete body.content), 'content'],
    ['empty content', { ...content, content: [] }, 'content'],
    ['content that is not an array', { ...content, content: 'hello' }, 'content'],
    ['a content block without type', { ...content, content: [{ value: 'x' }] }, 'content.0.type'],
    [
      'a content block with an empty value',
      { ...content, content: [{ type: 'text/plain', value: '' }] },
      'content.0.value',
    ],
    ['an empty template_id', { ...template, template_id: '' }, 'template_id'],
    ['a template_id that is not a string', { ...template, template_id: 5 }, 'template_id'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    const response = await mail.send(body);
    expect(response.status).toBe(400);
    const { errors } = await errorsOf(response);
    expect(errors.map((error) => error.field)).toEqual([field]);
    expect(errors[0]?.message).toEqual(expect.any(String));
    expect(errors[0]?.help).toMatch(/^http:\/\/sendgrid\.com\/docs\/.*#message\./);
  });

  it("uses SendGrid's wording", async () => {
    const response = await mail.send({ ...content, personalizations: [{ to: [{ email: 'nobody' }] }] });
    expect(await errorsOf(response)).toEqual({
      errors: [
        {
          message: 'Does not contain a valid address.',
          field: 'personalizations.0.to.0.email',
          help: 'http://sendgrid.com/docs/API_Reference/Web_API_v3/Mail/errors.html#message.personalizations.to.email',
        },
      ],
    });
  });

  it('reports every problem of a request at once', async () => {
    const { errors } = await errorsOf(await mail.send({}));
    expect(errors.map((error) => error.field)).toEqual(['personalizations', 'from', 'subject', 'content']);
  });

  it.each<[string, string]>([
    ['is not JSON', '{"personalizations": ['],
    ['is empty', ''],
    ['is a JSON array', '[]'],
    ['is a JSON string', '"mail"'],
  ])('answers 400 Bad Request when the body %s', async (_case, body) => {
    const response = await mail.send(body);
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({
      errors: [{ message: 'Bad Request', field: null, help: null }],
    });
  });

  it('answers 413 for a body over 30 MB', async () => {
    const huge = {
      ...contentMessage(),
      content: [{ type: 'text/plain', value: 'x'.repeat(31 * 1024 * 1024) }],
    };
    const response = await mail.send(huge);
    expect(response.status).toBe(413);
    expect((await errorsOf(response)).errors[0]?.field).toBeNull();
  });
});

describe('POST /v3/mail/send success', () => {
  it('answers 202 with an empty body and an X-Message-Id for a template message', async () => {
    const response = await mail.send(templateMessage());
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    expect(response.headers.get('x-message-id')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('accepts content with a subject', async () => {
    expect((await mail.send(contentMessage())).status).toBe(202);
  });

  it('accepts a subject in every personalization instead of one for the message', async () => {
    const body = withChanges(contentMessage(), (message) => {
      delete message.subject;
      message.personalizations = [
        { to: [{ email: 'a@example.com' }], subject: 'For A' },
        { to: [{ email: 'b@example.com' }], subject: 'For B' },
      ];
    });
    expect((await mail.send(body)).status).toBe(202);
    const missingOne = withChanges(body, (message) => {
      message.personalizations = [
        { to: [{ email: 'a@example.com' }], subject: 'For A' },
        { to: [{ email: 'b@example.com' }] },
      ];
    });
    expect((await mail.send(missingOne)).status).toBe(400);
  });

  it('accepts the fields it does not check, as the real API does', async () => {
    const body = {
      ...templateMessage(),
      categories: ['approval'],
      asm: { group_id: 1 },
      custom_args: { user: 'u1' },
    };
    expect((await mail.send(body)).status).toBe(202);
  });

  it('gives every message its own id', async () => {
    const ids = new Set<string | null>();
    for (let index = 0; index < 5; index++)
      ids.add((await mail.send(templateMessage())).headers.get('x-message-id'));
    expect(ids.size).toBe(5);
  });
});

describe('other routes', () => {
  it('answers 405 with Allow for another method on the send endpoint', async () => {
    const response = await fetch(`${mail.url()}/v3/mail/send`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await errorsOf(response)).errors).toHaveLength(1);
  });

  it("answers 404 in SendGrid's shape for an unknown path", async () => {
    const response = await fetch(`${mail.url()}/v3/templates`);
    expect(response.status).toBe(404);
    expect(await errorsOf(response)).toEqual({
      errors: [{ message: 'resource not found', field: null, help: null }],
    });
  });
});
