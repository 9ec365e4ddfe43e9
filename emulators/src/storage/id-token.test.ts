import { describe, expect, it } from 'vitest';
import { authFromIdToken } from './id-token.ts';

function unsignedJwt(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

describe('authFromIdToken', () => {
  it('exposes the claims of an Auth emulator token as request.auth', () => {
    const claims = { user_id: 'u1', sub: 'u1', email: 'admin@example.com', admin: true, exp: 1 };
    expect(authFromIdToken(unsignedJwt(claims))).toEqual({ uid: 'u1', token: claims });
  });

  it('has no uid when the token has no user_id', () => {
    expect(authFromIdToken(unsignedJwt({ sub: 'u1' }))).toEqual({ uid: null, token: { sub: 'u1' } });
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['a token without a payload', 'header'],
    ['a payload that is not base64url JSON', 'header.%%%.'],
    ['a payload that is not an object', unsignedJwt(['admin'])],
    ['a null payload', unsignedJwt(null)],
  ])('is null for %s', (_description, token) => {
    expect(authFromIdToken(token)).toBeNull();
  });
});
