import { splitIntoBatches } from '@management-center/contract';
import type { Auth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';

// The Auth API looks up at most 100 accounts per request.
const accountsPerLookup = 100;

// unread: the lookup itself failed, which passes; the e-mail waits for a later round.
export type SignInAddress = { email: string } | { missing: true } | { unread: true };

/**
 * The e-mail address of each user's sign-in account (Firebase Auth): an approval e-mail goes there, never to an
 * address the app user typed into its record.
 */
export async function signInAddresses(
  auth: Auth,
  userIds: readonly string[],
): Promise<Map<string, SignInAddress>> {
  const addresses = new Map<string, SignInAddress>();
  for (const batch of splitIntoBatches(userIds, accountsPerLookup)) {
    try {
      const { users } = await auth.getUsers(batch.map((uid) => ({ uid })));
      for (const user of users) if (user.email) addresses.set(user.uid, { email: user.email });
      for (const userId of batch) if (!addresses.has(userId)) addresses.set(userId, { missing: true });
    } catch (error) {
      logger.warn('Sign-in accounts not read for approval e-mails', { userIds: batch, error: String(error) });
      for (const userId of batch) addresses.set(userId, { unread: true });
    }
  }
  return addresses;
}
