import { createPublicKey, type KeyObject, verify } from 'node:crypto';

// SendGrid signs each post when it sends it (the timestamp header): a post signed longer ago than this, or
// claiming a time this far ahead, is a replay or a forgery. Wide enough for clocks that drift apart.
export const webhookReplayWindowMs = 10 * 60_000;

export type WebhookRefusal = 'unsigned' | 'bad-signature' | 'outside-replay-window';

export interface SignedWebhookPost {
  // The X-Twilio-Email-Event-Webhook-Signature and -Timestamp headers, as received.
  signature: string | undefined;
  timestamp: string | undefined;
  // The body's bytes as they came: the signature covers them, not any parse of them.
  rawBody: Buffer;
}

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;
const timestampPattern = /^\d{1,12}$/;

let parsedKey: { text: string; key: KeyObject } | undefined;

/**
 * The verification key SendGrid shows for a signed Event Webhook (base64 of a DER SubjectPublicKeyInfo), parsed
 * once per instance. Throws when it is not an ECDSA P-256 public key: the parameter is set wrong.
 */
export function webhookPublicKey(base64Der: string): KeyObject {
  if (parsedKey?.text === base64Der) return parsedKey.key;
  const key = createPublicKey({ key: Buffer.from(base64Der, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('The webhook verification key is not an ECDSA P-256 public key');
  }
  parsedKey = { text: base64Der, key };
  return key;
}

function signatureHolds(key: KeyObject, post: SignedWebhookPost & { signature: string; timestamp: string }) {
  if (!base64Pattern.test(post.signature)) return false;
  const signedBytes = Buffer.concat([Buffer.from(post.timestamp, 'utf8'), post.rawBody]);
  try {
    return verify('sha256', signedBytes, { key, dsaEncoding: 'der' }, Buffer.from(post.signature, 'base64'));
  } catch {
    // A signature that is not DER at all.
    return false;
  }
}

/**
 * Whether a post comes from SendGrid, now: signed with the key's private half over its timestamp and body (as
 * SendGrid signs them: ECDSA with SHA-256, the timestamp's text followed by the body), at a time within the
 * replay window of `now`. Undefined when it does; else why not.
 */
export function webhookRefusal(
  key: KeyObject,
  post: SignedWebhookPost,
  now: number,
): WebhookRefusal | undefined {
  const { signature, timestamp } = post;
  if (!signature || !timestamp) return 'unsigned';
  if (!timestampPattern.test(timestamp) || !signatureHolds(key, { ...post, signature, timestamp })) {
    return 'bad-signature';
  }
  if (Math.abs(now - Number(timestamp) * 1000) > webhookReplayWindowMs) return 'outside-replay-window';
  return undefined;
}
