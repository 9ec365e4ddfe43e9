import { z } from 'zod';

/** The rules' `auth` variable: `{ uid, token }` for a signed-in user, or what an admin auth override supplies. */
export type AuthVariable = Readonly<Record<string, unknown>>;

/** Who performs an operation: the admin SDK's `owner` credential bypasses rules, anyone else is judged by them. */
export type Principal =
  | { readonly kind: 'owner' }
  | { readonly kind: 'client'; readonly auth: AuthVariable | null };

export const OWNER: Principal = { kind: 'owner' };
export const UNAUTHENTICATED: Principal = { kind: 'client', auth: null };

export function clientPrincipal(auth: AuthVariable | null): Principal {
  return { kind: 'client', auth };
}

const jwtHeader = z.looseObject({ alg: z.string() });
const idTokenClaims = z.looseObject({
  sub: z.string().optional(),
  user_id: z.string().optional(),
  exp: z.number().optional(),
});

interface IdTokenAuth {
  readonly auth: AuthVariable;
  /** Seconds since the epoch, from the `exp` claim. */
  readonly expires: number | null;
}

function decodeJwtSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

/**
 * Reads a Firebase ID token, such as the unsigned (`alg: none`) ones of the Auth emulator, into the rules'
 * `auth`: `{ uid, token: claims }` with uid = `user_id` or else `sub`. Like an emulator, it trusts the token:
 * neither the signature nor the expiry is checked. Returns null for anything that is not such a token.
 */
export function authFromIdToken(token: string): IdTokenAuth | null {
  const segments = token.split('.');
  const [header, payload] = segments;
  if (segments.length !== 3 || header === undefined || payload === undefined) {
    return null;
  }
  let claims: z.infer<typeof idTokenClaims>;
  try {
    if (!jwtHeader.safeParse(decodeJwtSegment(header)).success) {
      return null;
    }
    const parsed = idTokenClaims.safeParse(decodeJwtSegment(payload));
    if (!parsed.success) {
      return null;
    }
    claims = parsed.data;
  } catch {
    return null;
  }
  const uid = claims.user_id || claims.sub;
  if (!uid) {
    return null;
  }
  return { auth: { uid, token: claims }, expires: claims.exp ?? null };
}
