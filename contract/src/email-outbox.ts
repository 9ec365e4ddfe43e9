import { z } from 'zod';
import { roleSchema } from './team/role-schema.ts';
import { forbiddenKeyCharacters } from './validation.ts';

// Every e-mail a change owes is written as an outbox entry in the same multi-path update as the change; the
// functions send it afterwards (a trigger on the outbox, a sweep every minute), so a crash delays an e-mail but never
// loses it. Administrators read the outbox; no client writes it. The stored paths keep their first names: moving
// them would strand the e-mails queued when a new version is deployed.
export const emailOutboxPath = 'mailOutbox';
// The one sender at a time holds this lease while it sends (see functions/src/email).
export const emailOutboxLeasePath = 'mailOutboxLease';

/**
 * What the change owes, written by the callable. A second write of the same request (two tabs approving the same
 * user at once) rewrites only this child and `dueAt`, never the delivery state beside it.
 */
export const businessApprovalRequestSchema = z.object({
  kind: z.literal('businessApproval'),
  userId: z.string(),
  // The name the e-mail greets the user with, taken from the record when the approval was stored.
  username: z.string(),
  owedAt: z.number(),
});

// An invitation to the team: the link (with its secret) is made when the e-mail is sent, from the server-only
// secret, so that the outbox, which the users screen reads, never holds it.
export const teamInvitationRequestSchema = z.object({
  kind: z.literal('teamInvitation'),
  // The invitee's sign-in account, whose address the e-mail goes to.
  userId: z.string(),
  // Who invited them, with which role, as the e-mail says.
  invitedBy: z.string(),
  role: roleSchema,
  owedAt: z.number(),
});

// A link a support desk sends an app user: a new password, or the proof that the address is theirs. The link
// (Auth's, with its one-time code) is made when the e-mail is sent, so the outbox never holds it either.
export const accountEmailKinds = ['passwordReset', 'emailVerification'] as const;
export type AccountEmailKind = (typeof accountEmailKinds)[number];

function accountEmailRequestSchema<Kind extends AccountEmailKind>(kind: Kind) {
  return z.object({
    kind: z.literal(kind),
    // The sign-in account, whose address the e-mail goes to.
    userId: z.string(),
    // The member who sent it: their e-mail, or their uid for an account without one.
    requestedBy: z.string(),
    owedAt: z.number(),
  });
}

export const passwordResetRequestSchema = accountEmailRequestSchema('passwordReset');
export const emailVerificationRequestSchema = accountEmailRequestSchema('emailVerification');

export const outboxRequestSchema = z.discriminatedUnion('kind', [
  businessApprovalRequestSchema,
  teamInvitationRequestSchema,
  passwordResetRequestSchema,
  emailVerificationRequestSchema,
]);
export type OutboxRequest = z.infer<typeof outboxRequestSchema>;

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

// What SendGrid's signed Event Webhook last said about the e-mail once it took it. delivered: the receiving server
// accepted it. bounced: the receiving server refused it. dropped: SendGrid did not send it (an address on its bounce
// or unsubscribe lists). These three are final. deferred: the receiving server asked SendGrid to try again later.
export const recipientStates = ['delivered', 'bounced', 'dropped', 'deferred'] as const;
export type RecipientState = (typeof recipientStates)[number];

export function isFinalRecipientState(state: RecipientState): boolean {
  return state !== 'deferred';
}

// Receiving servers answer with whole paragraphs at times; the administrator needs the gist.
export const maxRecipientReasonLength = 500;

export const outboxRecipientSchema = z.object({
  state: z.enum(recipientStates),
  // Why it bounced or was dropped, or the receiving server's answer to a deferred attempt.
  reason: z.string().max(maxRecipientReasonLength).optional(),
  // When it happened, by SendGrid's clock (milliseconds; SendGrid reports whole seconds).
  at: z.number(),
  // SendGrid's sg_event_id of the event recorded.
  eventId: z.string(),
});
export type OutboxRecipient = z.infer<typeof outboxRecipientSchema>;

export const outboxEntrySchema = z.object({
  request: outboxRequestSchema,
  // Present while a send is owed: when it is due (the sender takes due entries in this order).
  dueAt: z.number().optional(),
  delivery: outboxDeliverySchema.optional(),
  // Written only by the webhook function (functions/src/email/sendgrid-events.ts).
  recipient: outboxRecipientSchema.optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** One entry per invitee: inviting again rewrites the request, and sends one e-mail with the new link. */
export function invitationOutboxEntryId(uid: string): string {
  return `teamInvitation-${uid}`;
}

/**
 * One entry per user and kind: sending again rewrites it (a new link, a new delivery), so the user's page shows the
 * last one sent.
 */
export function accountEmailOutboxEntryId(kind: AccountEmailKind, uid: string): string {
  return `${kind}-${uid}`;
}

/** One entry per approved business user: approving the same user twice can never owe two e-mails. */
export function approvalOutboxEntryId(userId: string): string {
  return `businessApproval-${userId}`;
}

export function outboxEntryPath(entryId: string): string {
  return `${emailOutboxPath}/${entryId}`;
}

// The longest entry id: the kind's prefix and a 128-character user id, with room to spare.
const maxOutboxEntryIdLength = 200;

/** What can be an outbox entry's id: a database key. */
export const outboxEntryIdSchema = z
  .string()
  .min(1)
  .max(maxOutboxEntryIdLength)
  .refine((id) => !forbiddenKeyCharacters.test(id));

/**
 * One event of SendGrid's Event Webhook, which posts them as a JSON array. Only the fields read here are checked:
 * SendGrid sends many more, and events of other kinds (processed, open, click, ...), which pass as they are.
 */
export const sendgridEventSchema = z.looseObject({
  event: z.string().min(1),
  // Seconds since the epoch.
  timestamp: z.number().int().nonnegative(),
  sg_event_id: z.string().min(1),
  sg_message_id: z.string().optional(),
  email: z.string().optional(),
  // bounce and dropped: why. bounce's `type` says whether the receiving server bounced or blocked it.
  reason: z.string().optional(),
  type: z.string().optional(),
  // delivered and deferred: the receiving server's answer.
  response: z.string().optional(),
  // The message's custom_args arrive at the top level of each of its events: ours names the outbox entry. A value
  // that cannot be an entry's id names no entry, as if it were absent.
  outboxEntryId: outboxEntryIdSchema.optional().catch(undefined),
});
export type SendgridEvent = z.infer<typeof sendgridEventSchema>;

export const sendgridEventBatchSchema = z.array(sendgridEventSchema).min(1);
