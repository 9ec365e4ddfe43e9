import { z } from 'zod';

// Every e-mail a change owes is written as an outbox entry in the same multi-path update as the change; the
// functions send it afterwards (a trigger on the outbox, a sweep every minute), so a crash delays an e-mail but never
// loses it. Administrators read the outbox; no client writes it.
export const mailOutboxPath = 'mailOutbox';
// The one sender at a time holds this lease while it sends (see functions/src/mail).
export const mailOutboxLeasePath = 'mailOutboxLease';

/**
 * What the change owes, written by the callable. A second write of the same request (two tabs approving the same
 * user at once) rewrites only this child and `dueAt`, never the delivery state beside it.
 */
export const outboxRequestSchema = z.object({
  kind: z.literal('businessApproval'),
  userId: z.string(),
  // The name the e-mail greets the user with, taken from the record when the approval was stored.
  username: z.string(),
  owedAt: z.number(),
});

// pending: owed, waiting for its turn (again after a failed attempt the service may accept later).
// sending: handed to the e-mail service; a sender that dies here leaves it to the sweep, which cannot know whether
// the service took it, so it is marked failed for the administrator to retry rather than sent twice.
// sent: the service accepted it. failed: given up on, until the administrator retries.
export const deliveryStates = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const outboxDeliverySchema = z.object({
  state: z.enum(deliveryStates),
  attempts: z.number().int().min(0),
  updatedAt: z.number(),
  // While sending: when the sender's lease ends.
  leaseUntil: z.number().optional(),
  // The sign-in account's address the e-mail went (or was to go) to.
  to: z.string().optional(),
  lastError: z.string().optional(),
  sentAt: z.number().optional(),
  messageId: z.string().optional(),
});
export type OutboxDelivery = z.infer<typeof outboxDeliverySchema>;

export const outboxEntrySchema = z.object({
  request: outboxRequestSchema,
  // Present while a send is owed: when it is due (the sender takes due entries in this order).
  dueAt: z.number().optional(),
  delivery: outboxDeliverySchema.optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** One entry per approved business user: approving the same user twice can never owe two e-mails. */
export function approvalOutboxEntryId(userId: string): string {
  return `businessApproval-${userId}`;
}

export function outboxEntryPath(entryId: string): string {
  return `${mailOutboxPath}/${entryId}`;
}
