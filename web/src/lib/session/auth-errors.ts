// Auth's refusals, as the sign-in steps and their messages read them.

/** The `auth/…` code of an Auth error, if it is one. */
export function authCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
