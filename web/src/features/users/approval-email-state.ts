import type { OutboxDelivery } from '@management-center/contract';

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
      const when = delivery.sentAt
        ? ` on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(delivery.sentAt)}`
        : '';
      return `Sent${delivery.to ? ` to ${delivery.to}` : ''}${when}.`;
    }
    case 'failed':
      return `Failed: ${error} Retry it from the users screen.`;
  }
}
