import type { AccountEmailKind, OutboxEntry, OutboxRequest, Role } from '@management-center/contract';
import type { AccountEmail } from './account-emails.ts';
import type { ApprovalEmail } from './approval-email-batch.ts';
import type { DeliveryChange } from './delivery-updates.ts';
import type { EmailOutcome } from './email-service.ts';
import type { InvitationEmail } from './invitation-emails.ts';
import type { OpenInvitation } from './open-invitations.ts';
import { recipientName } from './recipient-name.ts';
import type { SignInAddress } from './sign-in-addresses.ts';

// What one round of the outbox sender does with each due entry, decided from what the round read: no I/O here,
// so that every fate an entry can meet is tested without a database or an e-mail service (drain-outbox.ts reads,
// sends and writes).

// A service that stays down past the last attempt (by default 30 s, 1, 2 and 4 minutes apart, and the sweep
// runs every minute: about 8 minutes) leaves the e-mail failed, for the administrator to retry.
export const maxSendAttempts = 5;
// Longer than any one round can take (each request gives up after 10 s; a refused one is halved a few times).
export const sendingLeaseMs = 600_000;

export const noSignInEmailMessage = 'No sign-in account with an e-mail address for this user.';
export const notApprovedMessage = 'The user is no longer an approved business user.';
export const invitationClosedMessage = 'The invitation was accepted, withdrawn or has expired.';
export const accountUnreadMessage = 'The sign-in account could not be read.';

/** An outbox entry as read, with its id. */
export interface StoredEntry {
  entryId: string;
  entry: OutboxEntry;
}

/** What the round read about the users of the entries still owed. */
export interface RoundLookups {
  // Business users still approved, and business users that still have a record at all.
  approved: ReadonlySet<string>;
  existing: ReadonlySet<string>;
  // The invitations still open, by invitee.
  invitations: ReadonlyMap<string, OpenInvitation>;
  // Each user's sign-in address, or why there is none.
  addresses: ReadonlyMap<string, SignInAddress>;
}

/** The clock and the back-off a decision is taken with. */
export interface RoundTiming {
  now: number;
  // The wait before the second attempt; each later attempt waits twice as long.
  retryDelaySeconds: number;
}

/** Where each entry read goes this round. */
export interface RoundPlan {
  // Sent, or in doubt, and owed again only by a repeated write of the same request: taken off the queue alone.
  offQueue: string[];
  // Settled without sending: given up on (failed), or due again later (pending).
  settled: DeliveryChange[];
  // Marked `sending` with the sender's lease, written before the e-mail service hears of them.
  claims: DeliveryChange[];
  // The e-mails of the claims, by the sender each kind goes through.
  approvalEmails: ApprovalEmail[];
  invitationEmails: InvitationEmail[];
  accountEmails: AccountEmail[];
}

/**
 * Whether the entry still owes a send. A repeated write of the same request (two tabs approving at once) puts an
 * entry already sent, or being sent, back on the queue: it owes nothing more.
 */
export function stillOwed({ entry }: StoredEntry): boolean {
  const state = entry.delivery?.state;
  return state !== 'sent' && state !== 'sending';
}

// What a request still owes, short of the address it goes to.
type OwedEmail =
  | { kind: 'businessApproval'; name: string }
  | { kind: 'teamInvitation'; role: Role; invitedBy: string; invitation: OpenInvitation }
  | { kind: AccountEmailKind };

// The e-mail the request owes, or why it owes none any more: the user was unapproved, or the invitation closed.
function owedEmail(request: OutboxRequest, lookups: RoundLookups): OwedEmail | { closed: string } {
  if (request.kind === 'businessApproval') {
    if (!lookups.approved.has(request.userId)) return { closed: notApprovedMessage };
    return { kind: request.kind, name: recipientName(request.username) };
  }
  if (request.kind === 'teamInvitation') {
    const invitation = lookups.invitations.get(request.userId);
    if (invitation === undefined) return { closed: invitationClosedMessage };
    return { kind: request.kind, role: request.role, invitedBy: request.invitedBy, invitation };
  }
  return { kind: request.kind };
}

function queueEmail(plan: RoundPlan, entryId: string, email: string, owed: OwedEmail): void {
  if (owed.kind === 'businessApproval') {
    plan.approvalEmails.push({ entryId, email, name: owed.name });
  } else if (owed.kind === 'teamInvitation') {
    const { role, invitedBy, invitation } = owed;
    plan.invitationEmails.push({ entryId, email, role, invitedBy, ...invitation });
  } else {
    plan.accountEmails.push({ entryId, kind: owed.kind, email });
  }
}

function retryDelayMs(attempts: number, { retryDelaySeconds }: RoundTiming): number {
  return retryDelaySeconds * 1000 * 2 ** (attempts - 1);
}

// After a passing failure the entry is due again later, until the attempts run out.
function afterPassingFailure(change: DeliveryChange, message: string, timing: RoundTiming): DeliveryChange {
  if (change.attempts >= maxSendAttempts) {
    return { ...change, state: 'failed', lastError: `${message} Gave up after ${change.attempts} attempts.` };
  }
  return {
    ...change,
    state: 'pending',
    lastError: message,
    dueAt: timing.now + retryDelayMs(change.attempts, timing),
  };
}

/**
 * The round's plan for the entries read: those still owed are sent (claimed, their e-mails queued by kind) or
 * settled without sending, in this order of checks: the request closed (an unapproved user, an invitation no
 * longer open), no sign-in address (failed), the address unread (due again later, as an attempt).
 */
export function planOutboxRound(
  entries: readonly StoredEntry[],
  lookups: RoundLookups,
  timing: RoundTiming,
): RoundPlan {
  const plan: RoundPlan = {
    offQueue: [],
    settled: [],
    claims: [],
    approvalEmails: [],
    invitationEmails: [],
    accountEmails: [],
  };
  for (const stored of entries) {
    const { entryId, entry } = stored;
    if (!stillOwed(stored)) {
      plan.offQueue.push(entryId);
      continue;
    }
    const { request } = entry;
    const { userId } = request;
    const change = {
      entryId,
      userId,
      // An invitation's outcome is kept on its outbox entry alone.
      userExists: request.kind === 'businessApproval' && lookups.existing.has(userId),
      attempts: entry.delivery?.attempts ?? 0,
    };
    const owed = owedEmail(request, lookups);
    const address = lookups.addresses.get(userId);
    if ('closed' in owed) {
      plan.settled.push({ ...change, state: 'failed', lastError: owed.closed });
    } else if (!address || 'missing' in address) {
      plan.settled.push({ ...change, state: 'failed', lastError: noSignInEmailMessage });
    } else if ('unread' in address) {
      plan.settled.push(
        afterPassingFailure(
          { ...change, state: 'pending', attempts: change.attempts + 1 },
          accountUnreadMessage,
          timing,
        ),
      );
    } else {
      plan.claims.push({
        ...change,
        state: 'sending',
        attempts: change.attempts + 1,
        to: address.email,
        leaseUntil: timing.now + sendingLeaseMs,
      });
      queueEmail(plan, entryId, address.email, owed);
    }
  }
  return plan;
}

function afterSend(claim: DeliveryChange, outcome: EmailOutcome, timing: RoundTiming): DeliveryChange {
  const { leaseUntil: _sendingLease, ...settled } = claim;
  if (outcome.result === 'sent') return { ...settled, state: 'sent', messageId: outcome.messageId };
  if (outcome.result === 'failed') return { ...settled, state: 'failed', lastError: outcome.message };
  return afterPassingFailure(settled, outcome.message, timing);
}

/**
 * Where the claimed entries go once the e-mail service answered: sent, failed, or due again later until the
 * attempts run out; each without the sending lease. An outcome of no claim of this round changes nothing.
 */
export function deliveriesAfterSend(
  claims: readonly DeliveryChange[],
  outcomes: readonly EmailOutcome[],
  timing: RoundTiming,
): DeliveryChange[] {
  const claimOf = new Map(claims.map((claim) => [claim.entryId, claim]));
  return outcomes.flatMap((outcome) => {
    const claim = claimOf.get(outcome.entryId);
    return claim ? [afterSend(claim, outcome, timing)] : [];
  });
}
