import type { Auth, UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/https';

export const noSignInAccountMessage = 'This user has no sign-in account.';

export function isUserNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found'
  );
}

/** The user's sign-in account, or `not-found` for a user without one. */
export async function existingAccount(auth: Auth, userId: string): Promise<UserRecord> {
  try {
    return await auth.getUser(userId);
  } catch (error) {
    if (isUserNotFound(error)) throw new HttpsError('not-found', noSignInAccountMessage);
    throw error;
  }
}
