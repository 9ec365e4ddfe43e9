import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { type RequestContext, readJson, sendEmpty } from '../http/server.ts';
import { deliveryEventsOf } from './delivery-events.ts';
import { recipientsOf, validateMailSend } from './mail-send-request.ts';
import type { MailState } from './mail-state.ts';
import { generalError, sendErrors, sendUnreadableBody } from './sendgrid-errors.ts';

// SendGrid's limit for a whole message, attachments included.
const MAIL_BODY_LIMIT_BYTES = 30 * 1024 * 1024;

/**
 * `POST /v3/mail/send`: checked like the real API, then recorded, or failed as set for a recipient. What becomes
 * of an accepted message (delivered, or bounced as set for a recipient) is posted to the webhook after the answer.
 */
export async function handleMailSend(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
  state: MailState,
): Promise<void> {
  const { authorization } = request.headers;
  if (authorization === undefined) {
    sendErrors(response, 401, [generalError('authorization required')]);
    return;
  }
  if (!/^Bearer\s+\S+\s*$/i.test(authorization)) {
    sendErrors(response, 401, [
      generalError('The provided authorization grant is invalid, expired, or revoked'),
    ]);
    return;
  }
  const body = await readJson(request, MAIL_BODY_LIMIT_BYTES);
  if (!body.ok) {
    sendUnreadableBody(response, body.problem);
    return;
  }
  const validation = validateMailSend(body.value);
  if (!validation.ok) {
    sendErrors(response, 400, validation.errors);
    return;
  }
  const receivedAt = new Date().toISOString();
  const failure = state.failures.firstMatch(recipientsOf(validation.request));
  if (failure) {
    if (failure.delayMs > 0) await delay(failure.delayMs, undefined, { signal: context.signal });
    state.messages.record({
      outcome: 'failed',
      receivedAt,
      status: failure.status,
      recipient: failure.email,
      body: validation.request,
    });
    sendErrors(response, failure.status, [generalError(STATUS_CODES[failure.status] ?? 'Error')]);
    return;
  }
  // Same length and alphabet as SendGrid's message ids.
  const messageId = randomBytes(16).toString('base64url');
  state.messages.record({ outcome: 'sent', receivedAt, messageId, body: validation.request });
  sendEmpty(response, 202, { 'X-Message-Id': messageId });
  const now = Math.floor(Date.now() / 1000);
  state.webhook.post(deliveryEventsOf(messageId, validation.request, state.bounces, now));
}
