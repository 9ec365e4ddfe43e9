import { describe, expect, it } from 'vitest';
import { checkedSecretRecipientUrl } from './secret-recipient-url.ts';

describe('a base URL the functions send an API key to', () => {
  it('is accepted over https, deployed or not', () => {
    expect(checkedSecretRecipientUrl('KEY_URL', 'https://api.sendgrid.com', false)).toBe(
      'https://api.sendgrid.com',
    );
    expect(checkedSecretRecipientUrl('KEY_URL', 'https://www.googleapis.com', true)).toBe(
      'https://www.googleapis.com',
    );
  });

  it('is refused over plain http when deployed, even to a loopback address', () => {
    expect(() => checkedSecretRecipientUrl('KEY_URL', 'http://api.sendgrid.com', false)).toThrow(
      'KEY_URL must be an https:// URL: http://api.sendgrid.com',
    );
    expect(() => checkedSecretRecipientUrl('KEY_URL', 'http://127.0.0.1:8025', false)).toThrow(/https/);
  });

  it('is accepted over plain http in the emulator only to this machine', () => {
    for (const local of ['http://127.0.0.1:8025', 'http://localhost:8095', 'http://[::1]:8025']) {
      expect(checkedSecretRecipientUrl('KEY_URL', local, true)).toBe(local);
    }
    expect(() => checkedSecretRecipientUrl('KEY_URL', 'http://10.0.0.5:8025', true)).toThrow(
      'KEY_URL must be an https:// URL (or http:// to this machine): http://10.0.0.5:8025',
    );
  });

  it('is refused when it is no URL or another scheme', () => {
    expect(() => checkedSecretRecipientUrl('KEY_URL', 'api.sendgrid.com', false)).toThrow(/https/);
    expect(() => checkedSecretRecipientUrl('KEY_URL', 'ftp://api.sendgrid.com', true)).toThrow(/https/);
    expect(() => checkedSecretRecipientUrl('KEY_URL', '', true)).toThrow(/https/);
  });
});
