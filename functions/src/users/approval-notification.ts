import {
  type ApprovalEmailFailure,
  approvalEmailField,
  businessUserPath,
  splitIntoBatches,
} from '@management-center/contract';
import { logger } from 'firebase-functions/logger';
import { authentication, database, serverTimestamp } from '../platform/firebase.ts';
import {
  type ApprovalEmailRecipient,
  type ApprovalEmailResult,
  noSignInEmailMessage,
  sendApprovalEmails,
} from './approval-email.ts';
import { recipientName } from './recipient-name.ts';

/** An approved business user as its record names it. */
export interface ApprovedUser {
  userId: string;
  username: string;
}

interface ApprovalNotification {
  sent: string[];
  emailFailures: ApprovalEmailFailure[];
}

// The Auth API looks up at most 100 accounts per request.
const accountsPerLookup = 100;

type SignInAddress = { email: string } | { failure: string };

/**
 * The e-mail address of each user's sign-in account (Firebase Auth): the approval e-mail goes there, never to an
 * address the app user typed into its record. A user without an account or without an address on it gets none.
 */
async function signInAddresses(userIds: readonly string[]): Promise<Map<string, SignInAddress>> {
  const auth = await authentication();
  const addresses = new Map<string, SignInAddress>();
  for (const batch of splitIntoBatches(userIds, accountsPerLookup)) {
    try {
      const { users } = await auth.getUsers(batch.map((uid) => ({ uid })));
      for (const user of users) if (user.email) addresses.set(user.uid, { email: user.email });
    } catch (error) {
      logger.warn('Sign-in accounts not read for approval e-mails', { userIds: batch, error: String(error) });
      for (const userId of batch)
        addresses.set(userId, { failure: 'The sign-in account could not be read.' });
    }
  }
  return addresses;
}

// `at` is the database's clock placeholder (serverTimestamp).
function storedOutcome(result: ApprovalEmailResult, at: object) {
  return result.sent ? { status: 'sent', at } : { status: 'failed', at, message: result.message };
}

function emailFailure(
  { userId, email, username }: ApprovalEmailRecipient,
  message: string,
): ApprovalEmailFailure {
  return { userId, email, username, message };
}

async function sendToSignInAddresses(users: readonly ApprovedUser[]): Promise<ApprovalEmailResult[]> {
  const addresses = await signInAddresses(users.map((user) => user.userId));
  const results = new Map<string, ApprovalEmailResult>();
  const reachable: ApprovalEmailRecipient[] = [];
  for (const { userId, username } of users) {
    const address = addresses.get(userId) ?? { failure: noSignInEmailMessage };
    const recipient = { userId, username: recipientName(username) };
    if ('email' in address) reachable.push({ ...recipient, email: address.email });
    else
      results.set(userId, { recipient: { ...recipient, email: '' }, sent: false, message: address.failure });
  }
  for (const result of await sendApprovalEmails(reachable)) results.set(result.recipient.userId, result);
  return users.flatMap((user) => results.get(user.userId) ?? []);
}

/**
 * E-mails each approved user at the address of its sign-in account, then stores every outcome on its user in one
 * update, where a later retry finds the failed ones. The approval itself is already stored and is never touched
 * here.
 */
export async function notifyApprovedUsers(users: readonly ApprovedUser[]): Promise<ApprovalNotification> {
  if (users.length === 0) return { sent: [], emailFailures: [] };
  const results = await sendToSignInAddresses(users);
  const at = await serverTimestamp();
  await (await database())
    .ref()
    .update(
      Object.fromEntries(
        results.map((result) => [
          `${businessUserPath(result.recipient.userId)}/${approvalEmailField}`,
          storedOutcome(result, at),
        ]),
      ),
    );
  return {
    sent: results.filter((result) => result.sent).map((result) => result.recipient.userId),
    emailFailures: results.flatMap((result) =>
      result.sent ? [] : [emailFailure(result.recipient, result.message)],
    ),
  };
}
