import {
  businessUserPath,
  emailOutboxPath,
  type OutboxEntry,
  outboxEntrySchema,
} from '@management-center/contract';
import type { Database, DataSnapshot } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { emailRetryDelaySeconds } from '../platform/config.ts';
import { authentication, database, serverTimestamp } from '../platform/firebase.ts';
import { type AccountEmail, sendSignInAccountEmails } from './account-emails.ts';
import { sendApprovalEmails } from './approval-email-batch.ts';
import { type DeliveryChange, deliveryUpdates } from './delivery-updates.ts';
import type { EmailOutcome } from './email-service.ts';
import { type InvitationEmail, sendInvitationEmails } from './invitation-emails.ts';
import { openInvitationsOf } from './open-invitations.ts';
import {
  acquireOutboxLease,
  type OutboxLease,
  outboxLeaseHeld,
  releaseOutboxLease,
  renewOutboxLease,
} from './outbox-lease.ts';
import { abandonedSends, dueEntries, outboxOwesWork } from './outbox-queues.ts';
import { recipientName } from './recipient-name.ts';
import { signInAddresses } from './sign-in-addresses.ts';

// A service that stays down past the last attempt (by default 30 s, 1, 2 and 4 minutes apart, and the sweep
// runs every minute: about 8 minutes) leaves the e-mail failed, for the administrator to retry.
export const maxSendAttempts = 5;
// Longer than any one round can take (each request gives up after 10 s; a refused one is halved a few times).
const sendingLeaseMs = 600_000;

export const noSignInEmailMessage = 'No sign-in account with an e-mail address for this user.';
const notApprovedMessage = 'The user is no longer an approved business user.';
const invitationClosedMessage = 'The invitation was accepted, withdrawn or has expired.';
const accountUnreadMessage = 'The sign-in account could not be read.';
const abandonedMessage =
  'The sender stopped while handing this e-mail to the e-mail service, which may have sent it. Retry if the user did not get it.';

interface StoredEntry {
  entryId: string;
  entry: OutboxEntry;
}

// An entry that cannot be read can never be sent: it is taken off both queues, the due and the abandoned (and
// logged), so it cannot hold the sender in a loop.
function readEntries(snapshot: DataSnapshot, unreadable: Record<string, unknown>): StoredEntry[] {
  const entries: StoredEntry[] = [];
  snapshot.forEach((child) => {
    const parsed = outboxEntrySchema.safeParse(child.val());
    if (parsed.success) {
      entries.push({ entryId: child.key ?? '', entry: parsed.data });
    } else {
      logger.error('Outbox entry unreadable, taken off the queue', {
        entryId: child.key,
        issues: parsed.error.issues.map((issue) => issue.path.join('.')),
      });
      unreadable[`${emailOutboxPath}/${child.key}/dueAt`] = null;
      unreadable[`${emailOutboxPath}/${child.key}/delivery/leaseUntil`] = null;
    }
  });
  return entries;
}

/** The ids of the entries of one kind. */
function userIdsOf(entries: readonly StoredEntry[], kind: OutboxEntry['request']['kind']): string[] {
  return entries.filter(({ entry }) => entry.request.kind === kind).map(({ entry }) => entry.request.userId);
}

/** Which of the users are (still) approved, and which still have a record at all. */
async function approvalsOf(realtimeDatabase: Database, userIds: readonly string[]) {
  const flags = await Promise.all(
    userIds.map((userId) => realtimeDatabase.ref(`${businessUserPath(userId)}/isApproveUser`).get()),
  );
  return {
    approved: new Set(userIds.filter((_, index) => flags[index]?.val() === true)),
    existing: new Set(userIds.filter((_, index) => flags[index]?.exists())),
  };
}

function retryDelayMs(attempts: number): number {
  return emailRetryDelaySeconds.value() * 1000 * 2 ** (attempts - 1);
}

// After a passing failure the entry is due again later, until the attempts run out.
function afterPassingFailure(change: DeliveryChange, message: string): DeliveryChange {
  if (change.attempts >= maxSendAttempts) {
    return { ...change, state: 'failed', lastError: `${message} Gave up after ${change.attempts} attempts.` };
  }
  return {
    ...change,
    state: 'pending',
    lastError: message,
    dueAt: Date.now() + retryDelayMs(change.attempts),
  };
}

function afterSend(claim: DeliveryChange, outcome: EmailOutcome): DeliveryChange {
  const { leaseUntil: _sendingLease, ...settled } = claim;
  if (outcome.result === 'sent') return { ...settled, state: 'sent', messageId: outcome.messageId };
  if (outcome.result === 'failed') return { ...settled, state: 'failed', lastError: outcome.message };
  return afterPassingFailure(settled, outcome.message);
}

/**
 * One round: every due entry is either sent, or settled without sending. Each is first marked `sending` (with the
 * sender's lease), in one update, before the e-mail service hears of it; the outcomes are then written in one more.
 * Answers the deliveries it left the entries in.
 */
async function sendRound(realtimeDatabase: Database, snapshot: DataSnapshot): Promise<DeliveryChange[]> {
  const at = await serverTimestamp();
  const updates: Record<string, unknown> = {};
  const owed: StoredEntry[] = [];
  for (const stored of readEntries(snapshot, updates)) {
    const state = stored.entry.delivery?.state;
    // Owed again by a repeated write of the same request (two tabs approving at once): it is sent, or in doubt.
    if (state === 'sent' || state === 'sending') updates[`${emailOutboxPath}/${stored.entryId}/dueAt`] = null;
    else owed.push(stored);
  }
  const auth = await authentication();
  const [{ approved, existing }, invitations, addresses] = await Promise.all([
    approvalsOf(realtimeDatabase, userIdsOf(owed, 'businessApproval')),
    openInvitationsOf(realtimeDatabase, userIdsOf(owed, 'teamInvitation')),
    signInAddresses(
      auth,
      owed.map(({ entry }) => entry.request.userId),
    ),
  ]);
  const settled: DeliveryChange[] = [];
  const claims: DeliveryChange[] = [];
  const approvalEmails = [];
  const invitationEmails: InvitationEmail[] = [];
  const accountEmails: AccountEmail[] = [];
  for (const { entryId, entry } of owed) {
    const { request } = entry;
    const { userId } = request;
    const change = {
      entryId,
      userId,
      // An invitation's outcome is kept on its outbox entry alone.
      userExists: request.kind === 'businessApproval' && existing.has(userId),
      attempts: entry.delivery?.attempts ?? 0,
    };
    const address = addresses.get(userId);
    const invitation = invitations.get(userId);
    if (request.kind === 'businessApproval' && !approved.has(userId)) {
      settled.push({ ...change, state: 'failed', lastError: notApprovedMessage });
    } else if (request.kind === 'teamInvitation' && invitation === undefined) {
      settled.push({ ...change, state: 'failed', lastError: invitationClosedMessage });
    } else if (!address || 'missing' in address) {
      settled.push({ ...change, state: 'failed', lastError: noSignInEmailMessage });
    } else if ('unread' in address) {
      settled.push(
        afterPassingFailure(
          { ...change, state: 'pending', attempts: change.attempts + 1 },
          accountUnreadMessage,
        ),
      );
    } else {
      const leaseUntil = Date.now() + sendingLeaseMs;
      claims.push({
        ...change,
        state: 'sending',
        attempts: change.attempts + 1,
        to: address.email,
        leaseUntil,
      });
      if (request.kind === 'businessApproval') {
        approvalEmails.push({ entryId, email: address.email, name: recipientName(request.username) });
      } else if (request.kind === 'teamInvitation') {
        if (invitation !== undefined) {
          const { invitedBy, role } = request;
          invitationEmails.push({ entryId, email: address.email, role, invitedBy, ...invitation });
        }
      } else {
        accountEmails.push({ entryId, kind: request.kind, email: address.email });
      }
    }
  }
  await realtimeDatabase.ref().update({ ...updates, ...deliveryUpdates([...settled, ...claims], at) });
  const claimOf = new Map(claims.map((claim) => [claim.entryId, claim]));
  const outcomes = [
    ...(await sendApprovalEmails(approvalEmails)),
    ...(await sendInvitationEmails(invitationEmails)),
    ...(await sendSignInAccountEmails(auth, accountEmails)),
  ];
  const results = outcomes.flatMap((outcome) => {
    const claim = claimOf.get(outcome.entryId);
    return claim ? [afterSend(claim, outcome)] : [];
  });
  if (results.length > 0) await realtimeDatabase.ref().update(deliveryUpdates(results, at));
  return [...settled, ...results];
}

// A sender that died between handing e-emails to the service and writing the outcome left them `sending` with a
// lease that ran out. Whether the service took them is unknown: they are failed, for the administrator to retry.
async function failAbandonedSends(realtimeDatabase: Database): Promise<void> {
  for (;;) {
    const snapshot = await abandonedSends(realtimeDatabase);
    if (!snapshot.hasChildren()) return;
    const updates: Record<string, unknown> = {};
    const abandoned = readEntries(snapshot, updates);
    const { existing } = await approvalsOf(realtimeDatabase, userIdsOf(abandoned, 'businessApproval'));
    const failed = abandoned.map(({ entryId, entry }) => ({
      entryId,
      userId: entry.request.userId,
      userExists: entry.request.kind === 'businessApproval' && existing.has(entry.request.userId),
      state: 'failed' as const,
      attempts: entry.delivery?.attempts ?? 0,
      to: entry.delivery?.to,
      lastError: abandonedMessage,
    }));
    await realtimeDatabase.ref().update({ ...updates, ...deliveryUpdates(failed, await serverTimestamp()) });
  }
}

/** Each entry's delivery as this sender last wrote it, by entry id. */
export type WrittenDeliveries = Map<string, DeliveryChange>;

async function drainHoldingLease(
  realtimeDatabase: Database,
  lease: OutboxLease,
  written: WrittenDeliveries,
): Promise<void> {
  try {
    await failAbandonedSends(realtimeDatabase);
    while (await renewOutboxLease(realtimeDatabase, lease)) {
      const due = await dueEntries(realtimeDatabase);
      if (!due.hasChildren()) return;
      for (const change of await sendRound(realtimeDatabase, due)) written.set(change.entryId, change);
    }
  } finally {
    await releaseOutboxLease(realtimeDatabase, lease);
  }
}

/**
 * Sends every e-mail the outbox owes now, one sender at a time. `drained` is true when the outbox owes nothing
 * more and no sender is at work on it, false while another sender holds it: that sender sends what is owed, and
 * what it is handing over is settled once it lets go. An entry written while this sender let go is seen by the look
 * after it lets go. `written` holds the deliveries this sender settled, so that a caller waiting for them need not
 * read them back.
 */
export async function drainOutbox(): Promise<{ drained: boolean; written: WrittenDeliveries }> {
  const realtimeDatabase = await database();
  const written: WrittenDeliveries = new Map();
  for (;;) {
    if (!(await outboxOwesWork(realtimeDatabase))) {
      return { drained: !(await outboxLeaseHeld(realtimeDatabase)), written };
    }
    const lease = await acquireOutboxLease(realtimeDatabase);
    if (!lease) return { drained: false, written };
    await drainHoldingLease(realtimeDatabase, lease, written);
  }
}
