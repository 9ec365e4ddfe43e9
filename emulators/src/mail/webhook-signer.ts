import { generateKeyPairSync, sign } from 'node:crypto';

export const signatureHeader = 'X-Twilio-Email-Event-Webhook-Signature';
export const timestampHeader = 'X-Twilio-Email-Event-Webhook-Timestamp';

export interface WebhookSigner {
  /** The verification key, as SendGrid shows it: base64 of the DER SubjectPublicKeyInfo. */
  readonly publicKey: string;
  /** The two headers SendGrid signs a post with, for `body` posted at `timestampSeconds`. */
  headersFor(body: string, timestampSeconds: number): Record<string, string>;
}

/** A key pair of its own, as a signed Event Webhook gets: ECDSA P-256, signing SHA-256 of the timestamp and body. */
export function createWebhookSigner(): WebhookSigner {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    headersFor(body, timestampSeconds) {
      const timestamp = String(timestampSeconds);
      const signature = sign('sha256', Buffer.from(timestamp + body, 'utf8'), privateKey);
      return { [signatureHeader]: signature.toString('base64'), [timestampHeader]: timestamp };
    },
  };
}
