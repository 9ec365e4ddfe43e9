import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readJson, sendEmpty, sendJson } from '../http/server.ts';
import type { MailState } from './mail-state.ts';
import { generalError, sendErrors, sendUnreadableBody } from './sendgrid-errors.ts';
import { SETTLE_TIMEOUT_MS } from './webhook-poster.ts';

const CONTROL_BODY_LIMIT_BYTES = 1024 * 1024;

const webhookSettingsSchema = z.strictObject({ posting: z.boolean() });
const postsQuerySchema = z.strictObject({ wait: z.enum(['settled']).optional() });
const signRequestSchema = z.strictObject({
  body: z.string(),
  // Seconds since the epoch; now when left out. Any other time makes a replay of an old post, or a forged one.
  timestamp: z.number().int().nonnegative().optional(),
});

async function parsedBody<T>(
  request: IncomingMessage,
  response: ServerResponse,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const body = await readJson(request, CONTROL_BODY_LIMIT_BYTES);
  if (!body.ok) {
    sendUnreadableBody(response, body.problem);
    return undefined;
  }
  const parsed = schema.safeParse(body.value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) =>
    generalError(`${issue.path.join('.') || 'body'}: ${issue.message}`),
  );
  sendErrors(response, 400, errors);
  return undefined;
}

export function showWebhook(response: ServerResponse, state: MailState): void {
  sendJson(response, 200, state.webhook.settings());
}

export async function setWebhook(request: IncomingMessage, response: ServerResponse, state: MailState) {
  const settings = await parsedBody(request, response, webhookSettingsSchema);
  if (settings === undefined) return;
  state.webhook.setPosting(settings.posting);
  sendJson(response, 200, state.webhook.settings());
}

/** The posts so far; with `?wait=settled`, once every post queued is done (504 if they are not in time). */
export async function listWebhookPosts(response: ServerResponse, url: URL, state: MailState): Promise<void> {
  const query = postsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    sendErrors(response, 400, [generalError('The only accepted query is wait=settled')]);
    return;
  }
  if (query.data.wait === 'settled') {
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(resolve, SETTLE_TIMEOUT_MS, 'timeout').unref(),
    );
    if ((await Promise.race([state.webhook.settled(), timeout])) === 'timeout') {
      sendErrors(response, 504, [generalError('Webhook posts are still under way')]);
      return;
    }
  }
  sendJson(response, 200, state.webhook.posts());
}

export function clearWebhookPosts(response: ServerResponse, state: MailState): void {
  state.webhook.clear();
  sendEmpty(response, 204);
}

/** The headers SendGrid would sign a post of `body` with: for tests that post events of their own. */
export async function signWebhookBody(request: IncomingMessage, response: ServerResponse, state: MailState) {
  const signing = await parsedBody(request, response, signRequestSchema);
  if (signing === undefined) return;
  const timestamp = signing.timestamp ?? Math.floor(Date.now() / 1000);
  sendJson(response, 200, { headers: state.webhook.signer.headersFor(signing.body, timestamp) });
}
