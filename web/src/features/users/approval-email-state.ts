import type { OutboxDelivery, OutboxEntry, OutboxRecipient } from '@management-center/contract';

// How the state is shown: as it should be, on the way, gone wrong, or nothing to say.
export type ApprovalEmailTone = 'done' | 'waiting' | 'problem' | 'quiet';

function dateTime(at: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}

// Where a business user's approval e-mail stands, in the administrator's words, from its outbox entry.
export function approvalEmailStateText(delivery: OutboxDelivery | undefined, timeZone?: string): string {
  if (!delivery) return 'None owed: no approval through the console is on record.';
  const error = delivery.lastError ?? 'The e-mail service gave no reason.';
  switch (delivery.state) {
    case 'pending':
      return delivery.attempts === 0
        ? 'Waiting to be sent.'
        : `Queued after ${delivery.attempts} failed ${delivery.attempts === 1 ? 'attempt' : 'attempts'} (${error}); it is tried again automatically.`;
    case 'sending':
      return 'Being handed to the e-mail service.';
    case 'sent': {
      const when = delivery.sentAt ? ` on ${dateTime(delivery.sentAt, timeZone)}` : '';
      return `Sent${delivery.to ? ` to ${delivery.to}` : ''}${when}.`;
    }
    case 'failed':
      return `Failed: ${error} Retry it from the users screen.`;
  }
}

/** What SendGrid reported of the e-mail after taking it, the reason last; `to` is where it went. */
export function recipientStatusText(recipient: OutboxRecipient, to?: string, timeZone?: string): string {
  const reason = recipient.reason;
  switch (recipient.state) {
    case 'delivered':
      return `Delivered${to ? ` to ${to}` : ''} on ${dateTime(recipient.at, timeZone)}.`;
    case 'bounced':
      return `Bounced: ${reason ?? 'the receiving server gave no reason.'}`;
    case 'dropped':
      return `Dropped (the e-mail service did not send it): ${reason ?? 'no reason given.'}`;
    case 'deferred':
      return `Deferred (the e-mail service keeps trying): ${reason ?? 'no reason given.'}`;
  }
}

const deliveryTones = { pending: 'waiting', sending: 'quiet', sent: 'done', failed: 'problem' } as const;
const recipientTones = {
  delivered: 'done',
  bounced: 'problem',
  dropped: 'problem',
  deferred: 'waiting',
} as const;

/**
 * The approval e-mail's state to show: what SendGrid reported of it once it took it, or else where its delivery
 * stands. While another send is owed or under way (a retry), the report is of the earlier one and is not shown.
 */
export function approvalEmailState(
  entry: Pick<OutboxEntry, 'delivery' | 'recipient'> | undefined,
  timeZone?: string,
): { text: string; tone: ApprovalEmailTone } {
  const delivery = entry?.delivery;
  const recipient = entry?.recipient;
  if (recipient && delivery?.state !== 'pending' && delivery?.state !== 'sending') {
    return {
      text: recipientStatusText(recipient, delivery?.to, timeZone),
      tone: recipientTones[recipient.state],
    };
  }
  return {
    text: approvalEmailStateText(delivery, timeZone),
    tone: delivery ? deliveryTones[delivery.state] : 'quiet',
  };
}
