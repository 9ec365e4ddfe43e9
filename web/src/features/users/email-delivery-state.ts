import type { OutboxDelivery, OutboxEntry, OutboxRecipient } from '@management-center/contract';

// How the state is shown: as it should be, on the way, gone wrong, or nothing to say.
export type EmailDeliveryTone = 'done' | 'waiting' | 'problem' | 'quiet';

// What an e-mail's state says where it differs by e-mail: when none is on record, and what to do after a failure.
export interface DeliveryWording {
  none: string;
  afterFailure: string;
}

export const approvalEmailWording: DeliveryWording = {
  none: 'None owed: no approval through the console is on record.',
  afterFailure: 'Retry it from the users screen.',
};

export const accountEmailWording: DeliveryWording = {
  none: 'None sent from the console.',
  afterFailure: 'Send it again.',
};

function dateTime(at: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}

// Where an e-mail to a user stands, in the administrator's words, from its outbox entry.
export function deliveryStateText(
  delivery: OutboxDelivery | undefined,
  wording: DeliveryWording,
  timeZone?: string,
): string {
  if (!delivery) return wording.none;
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
      return `Failed: ${error} ${wording.afterFailure}`;
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
 * An e-mail's state to show: what SendGrid reported of it once it took it, or else where its delivery stands.
 * While another send is owed or under way (a retry), the report is of the earlier one and is not shown.
 */
export function emailDeliveryState(
  entry: Pick<OutboxEntry, 'delivery' | 'recipient'> | undefined,
  wording: DeliveryWording,
  timeZone?: string,
): { text: string; tone: EmailDeliveryTone } {
  const delivery = entry?.delivery;
  const recipient = entry?.recipient;
  if (recipient && delivery?.state !== 'pending' && delivery?.state !== 'sending') {
    return {
      text: recipientStatusText(recipient, delivery?.to, timeZone),
      tone: recipientTones[recipient.state],
    };
  }
  return {
    text: deliveryStateText(delivery, wording, timeZone),
    tone: delivery ? deliveryTones[delivery.state] : 'quiet',
  };
}
