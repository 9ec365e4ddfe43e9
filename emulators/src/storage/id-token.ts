import type { RequestAuth } from './policy.ts';

/**
 * `request.auth` for a Firebase ID token, as firebase-tools' rules runtime builds it: the payload is decoded but,
 * like there, neither the signature nor the expiry is checked (the Auth emulator signs nothing: alg "none").
 * Returns null when there is no token or it is not a JWT with a JSON object payload.
 */
export function authFromIdToken(idToken: string | undefined): RequestAuth | null {
  const payload = idToken?.split('.')[1];
  if (payload === undefined || payload === '') {
    return null;
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(claims)) {
    return null;
  }
  return { uid: typeof claims.user_id === 'string' ? claims.user_id : null, token: claims };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
