import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webhookPublicKey, webhookRefusal, webhookReplayWindowMs } from './webhook-signature.ts';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const publicKeyText = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
const now = Date.UTC(2026, 10, 23, 12);
const nowSeconds = String(now / 1000);
const body = Buffer.from('[{"event":"delivered","timestamp":1795000000,"sg_event_id":"e1"}]\n');

// As SendGrid signs a post: ECDSA P-256 with SHA-256 over the timestamp's text and the body, DER, base64.
function signatureOf(timestamp: string, rawBody: Buffer, key: KeyObject = privateKey): string {
  return sign('sha256', Buffer.concat([Buffer.from(timestamp), rawBody]), key).toString('base64');
}

function refusalOf(post: { signature?: string; timestamp?: string; rawBody?: Buffer }) {
  return webhookRefusal(
    webhookPublicKey(publicKeyText),
    { signature: post.signature, timestamp: post.timestamp, rawBody: post.rawBody ?? body },
    now,
  );
}

describe('webhookRefusal', () => {
  it('accepts a post signed over its timestamp and its exact body', () => {
    expect(refusalOf({ signature: signatureOf(nowSeconds, body), timestamp: nowSeconds })).toBeUndefined();
  });

  it('refuses a post without a signature or without a timestamp as unsigned', () => {
    expect(refusalOf({ timestamp: nowSeconds })).toBe('unsigned');
    expect(refusalOf({ signature: signatureOf(nowSeconds, body) })).toBe('unsigned');
    expect(refusalOf({ signature: '', timestamp: '' })).toBe('unsigned');
  });

  it('refuses a body, a timestamp or a key other than the ones signed', () => {
    const signature = signatureOf(nowSeconds, body);
    const altered = Buffer.from(body.toString().replace('delivered', 'bounce'));
    expect(refusalOf({ signature, timestamp: nowSeconds, rawBody: altered })).toBe('bad-signature');
    // Whitespace too: the signature is over bytes, not over what they parse to.
    expect(refusalOf({ signature, timestamp: nowSeconds, rawBody: Buffer.from(`${body} `) })).toBe(
      'bad-signature',
    );
    expect(refusalOf({ signature, timestamp: String(now / 1000 + 1) })).toBe('bad-signature');
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    expect(refusalOf({ signature: signatureOf(nowSeconds, body, stranger), timestamp: nowSeconds })).toBe(
      'bad-signature',
    );
  });

  it('refuses signatures and timestamps that are not what SendGrid sends', () => {
    for (const signature of ['not base64!', Buffer.from('not DER').toString('base64'), 'AAAA']) {
      expect(refusalOf({ signature, timestamp: nowSeconds })).toBe('bad-signature');
    }
    for (const timestamp of ['1e9', '-1', ' 1795000000', '1795000000.5']) {
      expect(refusalOf({ signature: signatureOf(timestamp, body), timestamp })).toBe('bad-signature');
    }
  });

  it('refuses a well signed post signed longer ago, or further ahead, than the replay window', () => {
    const windowSeconds = webhookReplayWindowMs / 1000;
    for (const offset of [-windowSeconds, windowSeconds]) {
      const timestamp = String(now / 1000 + offset);
      expect(refusalOf({ signature: signatureOf(timestamp, body), timestamp })).toBeUndefined();
    }
    for (const offset of [-windowSeconds - 1, windowSeconds + 1, -86_400]) {
      const timestamp = String(now / 1000 + offset);
      expect(refusalOf({ signature: signatureOf(timestamp, body), timestamp })).toBe('outside-replay-window');
    }
  });
});

describe('webhookPublicKey', () => {
  it('reads the key as SendGrid shows it', () => {
    expect(webhookPublicKey(publicKeyText).asymmetricKeyDetails).toEqual({ namedCurve: 'prime256v1' });
  });

  it('throws for a text that is no key, and for a key of another kind or curve', () => {
    expect(() => webhookPublicKey('')).toThrow();
    expect(() => webhookPublicKey('not a key')).toThrow();
    const otherCurve = generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).publicKey;
    expect(() =>
      webhookPublicKey(otherCurve.export({ format: 'der', type: 'spki' }).toString('base64')),
    ).toThrow(/P-256/);
    const ed25519 = generateKeyPairSync('ed25519').publicKey;
    expect(() =>
      webhookPublicKey(ed25519.export({ format: 'der', type: 'spki' }).toString('base64')),
    ).toThrow(/P-256/);
  });
});
