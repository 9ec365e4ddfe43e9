import type { ApprovalEmailFailure } from '@management-center/contract';
import { type ApprovedUser, deliverApprovalEmails } from '../email/owed-approval-emails.ts';

interface ApprovalEmailReport {
  sent: string[];
  emailFailures: ApprovalEmailFailure[];
  emailsQueued: string[];
}

/**
 * Sends the approval e-mails the users are owed, draining their outbox entries while the administrator waits
 * (up to a minute), and tells where each stands: sent, failed, or still queued for the outbox's own sender.
 */
export async function sendOwedApprovalEmails(users: readonly ApprovedUser[]): Promise<ApprovalEmailReport> {
  const report: ApprovalEmailReport = { sent: [], emailFailures: [], emailsQueued: [] };
  if (users.length === 0) return report;
  const deliveries = await deliverApprovalEmails(users.map((user) => user.userId));
  for (const { userId, username } of users) {
    const delivery = deliveries.get(userId);
    if (delivery?.state === 'sent') report.sent.push(userId);
    else if (delivery?.state === 'failed') {
      report.emailFailures.push({
        userId,
        username,
        email: delivery.to ?? '',
        message: delivery.lastError ?? 'The e-mail service gave no reason.',
      });
    } else report.emailsQueued.push(userId);
  }
  return report;
}
