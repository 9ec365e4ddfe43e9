import { inject } from 'vitest';

const backend = inject('backend');

interface SessionClaims {
  uid: string;
  email: string;
  // When the session signed in, in seconds since the epoch.
  authTime: number;
  // The custom claims it carries (a role, the second factor's requirement).
  claims?: Record<string, unknown>;
  // The second factor the session signed in with, if any.
  secondFactor?: 'phone';
}

/**
 * An ID token as the Auth emulator makes them (unsigned: the emulators accept such tokens), for a session that
 * signed in at a chosen time: no sign-in can be made in the past, and a session from before a change is what the
 * server must refuse.
 */
export function sessionToken({ uid, email, authTime, claims = {}, secondFactor }: SessionClaims): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${backend.projectId}`,
    aud: backend.projectId,
    auth_time: authTime,
    iat: now,
    exp: now + 3600,
    sub: uid,
    user_id: uid,
    email,
    email_verified: true,
    ...claims,
    firebase: {
      identities: { email: [email] },
      sign_in_provider: 'password',
      ...(secondFactor ? { sign_in_second_factor: secondFactor } : {}),
    },
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

/** A session of `minutesAgo` minutes. */
export function minutesAgo(minutes: number): number {
  return Math.floor(Date.now() / 1000) - minutes * 60;
}
