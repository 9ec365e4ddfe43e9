import { sendgridEventBatchSchema } from '@management-center/contract';
import { onRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { sendgridWebhookPublicKey } from '../platform/config.ts';
import { database } from '../platform/firebase.ts';
import { recordRecipientStatuses } from './record-recipient-statuses.ts';
import { type WebhookRefusal, webhookPublicKey, webhookRefusal } from './webhook-signature.ts';

const signatureHeader = 'X-Twilio-Email-Event-Webhook-Signature';
const timestampHeader = 'X-Twilio-Email-Event-Webhook-Timestamp';

// Log lines name why a post was refused and where it broke, never an address or a body: events carry the
// recipients' e-mail addresses.
function logRefusal(refusal: WebhookRefusal | 'malformed-body', details: Record<string, unknown> = {}): void {
  logger.warn('SendGrid event webhook post refused', { refusal, ...details });
}

function parsedBatch(rawBody: Buffer) {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { success: false as const, issues: ['not JSON'] };
  }
  const batch = sendgridEventBatchSchema.safeParse(body);
  if (batch.success) return { success: true as const, events: batch.data };
  return {
    success: false as const,
    issues: batch.error.issues.map((issue) => issue.path.join('.') || 'body'),
  };
}

/**
 * SendGrid's signed Event Webhook: records on each outbox entry what became of its e-mail (delivered, bounced,
 * dropped, deferred). A post that is not signed by SendGrid now (403) or not a batch of events (400) changes
 * nothing. SendGrid posts again whatever is not answered with a 2xx, so a failure to record answers 500.
 */
export const sendgridEvents = onRequest({ invoker: 'public' }, async (request, response) => {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).end();
    return;
  }
  let key: ReturnType<typeof webhookPublicKey>;
  try {
    key = webhookPublicKey(sendgridWebhookPublicKey.value());
  } catch (error) {
    // Posts are refused with 500 until the parameter is fixed; SendGrid keeps them and posts them again.
    logger.error('SENDGRID_WEBHOOK_PUBLIC_KEY is not a usable verification key', { error: String(error) });
    response.status(500).end();
    return;
  }
  const post = {
    signature: request.get(signatureHeader),
    timestamp: request.get(timestampHeader),
    // The runtime leaves it unset for a post without a body.
    rawBody: request.rawBody ?? Buffer.alloc(0),
  };
  const refusal = webhookRefusal(key, post, Date.now());
  if (refusal) {
    logRefusal(refusal, refusal === 'outside-replay-window' ? { signedAt: Number(post.timestamp) } : {});
    response.status(403).end();
    return;
  }
  const batch = parsedBatch(post.rawBody);
  if (!batch.success) {
    logRefusal('malformed-body', { issues: batch.issues.slice(0, 10) });
    response.status(400).end();
    return;
  }
  const recorded = await recordRecipientStatuses(await database(), batch.events);
  logger.info('SendGrid events recorded', { events: batch.events.length, ...recorded });
  response.status(200).end();
});
