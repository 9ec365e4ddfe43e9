import { describe, expect, it } from 'vitest';
import { authFromIdToken } from './auth.ts';

function segment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function unsignedToken(claims: Record<string, unknown>): string {
  return `${segment({ alg: 'none', typ: 'JWT' })}.${segment(claims)}.`;
}

describe('authFromIdToken', () => {
  it('gives rules { uid, token } with every claim, uid from user_id', () => {
    const claims = {
      user_id: 'alice',
      sub: 'alice',
      email: 'a@example.com',
      admin: true,
      exp: 2_000_000_000,
    };
    expect(authFromIdToken(unsignedToken(claims))).toEqual({
      auth: { uid: 'alice', token: claims },
      expires: 2_000_000_000,
    });
  });

  it('falls back to sub for the uid', () => {
    expect(authFromIdToken(unsignedToken({ sub: 'bob' }))?.auth).toEqual({
      uid: 'bob',
      token: { sub: 'bob' },
    });
  });

  it.each([
    ['not a token', 'owner'],
    ['no uid', unsignedToken({ email: 'x@example.com' })],
    ['a payload that is not JSON', `${segment({ alg: 'none' })}.bm90IGpzb24.`],
    ['a header without alg', `${segment({ typ: 'JWT' })}.${segment({ sub: 'x' })}.`],
    ['too many parts', `${unsignedToken({ sub: 'x' })}.extra`],
  ])('rejects %s', (_, token) => {
    expect(authFromIdToken(token)).toBeNull();
  });
});
