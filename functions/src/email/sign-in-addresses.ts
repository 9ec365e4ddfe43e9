import { splitIntoBatches } from '@management-center/contract';
import type { Auth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';

// The Auth API looks up at most 100 accounts per request.
const accountsPerLookup = 100;

// unread: the lookup itself failed, which passes; the e-mail waits for a later round.
export type SignInAddress = { email: string } | { missing: true } | { unread: true };

async function lookUpAddresses(auth: Auth, userIds: readonly string[]): Promise<[string, SignInAddress][]> {
  try {
    const { users } = await auth.getUsers(userIds.map((uid) => ({ uid })));
    const emails = new Map(users.flatMap((user) => (user.email ? [[user.uid, user.email] as const] : [])));
    return userIds.map((userId) => {
      const email = emails.get(userId);
      return [userId, email === undefined ? { missing: true } : { email }];
    });
  } catch (error) {
    logger.warn('Sign-in accounts not read for approval e-mails', { userIds, error: String(error) });
    return userIds.map((userId) => [userId, { unread: true }]);
  }
}

/**
 * The e-mail address of each user's sign-in account (Firebase Auth): an approval e-mail goes there, never to an
 * address the app user typed into its record. The lookups of a round's 1,000 users go out at once, as
 * idsWithAccount's do.
 */
export async function signInAddresses(
  auth: Auth,
  userIds: readonly string[],
): Promise<Map<string, SignInAddress>> {
  const lookups = await Promise.all(
    splitIntoBatches(userIds, accountsPerLookup).map((batch) => lookUpAddresses(auth, batch)),
  );
  return new Map(lookups.flat());
}
