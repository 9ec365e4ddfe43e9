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
import { sendSignInAccountEmails } from './account-emails.ts';
import { sendApprovalEmails } from './approval-email-batch.ts';
import { type DeliveryChange, deliveryUpdates } from './delivery-updates.ts';
import { sendInvitationEmails } from './invitation-emails.ts';
import { openInvitationsOf } from './open-invitations.ts';
import {
  acquireOutboxLease,
  type OutboxLease,
  outboxLeaseHeld,
  releaseOutboxLease,
  renewOutboxLease,
} from './outbox-lease.ts';
import { abandonedSends, dueEntries, outboxOwesWork } from './outbox-queues.ts';
import {
  deliveriesAfterSend,
  planOutboxRound,
  type RoundTiming,
  type StoredEntry,
  stillOwed,
} from './outbox-round-plan.ts';
import { signInAddresses } from './sign-in-addresses.ts';

const abandonedMessage =
  'The sender stopped while handing this e-mail to the e-mail service, which may have sent it. Retry if the user did not get it.';

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

// Read when each decision is taken: a claim's lease and a passing failure's back-off count from the end of the
// round's lookups, a send's outcome from the service's answer.
function timingNow(): RoundTiming {
  return { now: Date.now(), retryDelaySeconds: emailRetryDelaySeconds.value() };
}

/**
 * One round: every due entry is either sent, or settled without sending (outbox-round-plan.ts decides which).
 * Each is first marked `sending` (with the sender's lease), in one update, before the e-mail service hears of it;
 * the outcomes are then written in one more. Answers the deliveries it left the entries in.
 */
async function sendRound(realtimeDatabase: Database, snapshot: DataSnapshot): Promise<DeliveryChange[]> {
  const at = await serverTimestamp();
  const updates: Record<string, unknown> = {};
  const entries = readEntries(snapshot, updates);
  const owed = entries.filter(stillOwed);
  const auth = await authentication();
  const [{ approved, existing }, invitations, addresses] = await Promise.all([
    approvalsOf(realtimeDatabase, userIdsOf(owed, 'businessApproval')),
    openInvitationsOf(realtimeDatabase, userIdsOf(owed, 'teamInvitation')),
    signInAddresses(
      auth,
      owed.map(({ entry }) => entry.request.userId),
    ),
  ]);
  const plan = planOutboxRound(entries, { approved, existing, invitations, addresses }, timingNow());
  for (const entryId of plan.offQueue) updates[`${emailOutboxPath}/${entryId}/dueAt`] = null;
  await realtimeDatabase
    .ref()
    .update({ ...updates, ...deliveryUpdates([...plan.settled, ...plan.claims], at) });
  const outcomes = [
    ...(await sendApprovalEmails(plan.approvalEmails)),
    ...(await sendInvitationEmails(plan.invitationEmails)),
    ...(await sendSignInAccountEmails(auth, plan.accountEmails)),
  ];
  const results = deliveriesAfterSend(plan.claims, outcomes, timingNow());
  if (results.length > 0) await realtimeDatabase.ref().update(deliveryUpdates(results, at));
  return [...plan.settled, ...results];
}

// A sender that died between handing e-mails to the service and writing the outcome left them `sending` with a
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
