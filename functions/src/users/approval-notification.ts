import { type ApprovalEmailFailure, approvalEmailField, businessUserPath } from '@management-center/contract';
import { database, serverTimestamp } from '../platform/firebase.ts';
import {
  type ApprovalEmailRecipient,
  type ApprovalEmailResult,
  sendApprovalEmails,
} from './approval-email.ts';

interface ApprovalNotification {
  sent: string[];
  emailFailures: ApprovalEmailFailure[];
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

/**
 * E-mails each approved user, then stores every outcome on its user in one update, where a later retry finds
 * the failed ones. The approval itself is already stored and is never touched here.
 */
export async function notifyApprovedUsers(
  recipients: readonly ApprovalEmailRecipient[],
): Promise<ApprovalNotification> {
  const results = await sendApprovalEmails(recipients);
  if (results.length === 0) return { sent: [], emailFailures: [] };
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
