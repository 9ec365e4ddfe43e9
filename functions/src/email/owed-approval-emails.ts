import { setTimeout as sleep } from 'node:timers/promises';
import {
  approvalOutboxEntryId,
  type OutboxDelivery,
  outboxEntryPath,
  outboxEntrySchema,
} from '@management-center/contract';
import { database } from '../platform/firebase.ts';
import { drainOutbox, type WrittenDeliveries } from './drain-outbox.ts';

/** A business user whose approval owes an e-mail. */
export interface ApprovedUser {
  userId: string;
  username: string;
}

/** What an approval owes the user, as its outbox entry's request; `owedAt` may be the database's clock placeholder. */
export function approvalEmailRequest({ userId, username }: ApprovedUser, owedAt: object | number) {
  return { kind: 'businessApproval', userId, username, owedAt };
}

/**
 * The outbox paths that owe each user its approval e-mail, for the same multi-path update as the approval. Only the
 * request and its due time are written: a delivery already under way or done stays as it is. `at` is the database's
 * clock placeholder.
 */
export function owedApprovalEmails(users: readonly ApprovedUser[], at: object): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  for (const user of users) {
    const entry = outboxEntryPath(approvalOutboxEntryId(user.userId));
    updates[`${entry}/request`] = approvalEmailRequest(user, at);
    updates[`${entry}/dueAt`] = at;
  }
  return updates;
}

// The administrator waits for the e-emails of an approval this long at most: past it, they are reported as queued
// and the outbox's own trigger and sweep send them.
const waitForSenderMs = 60_000;
const senderPollMs = 250;

/** Where an e-mail's delivery stands, as far as the administrator is told. */
export type DeliveryStanding = Pick<OutboxDelivery, 'state' | 'to' | 'lastError'>;

async function drainWhileWaiting(): Promise<WrittenDeliveries> {
  const deadline = Date.now() + waitForSenderMs;
  for (;;) {
    const { drained, written } = await drainOutbox();
    if (drained || Date.now() >= deadline) return written;
    await sleep(senderPollMs);
  }
}

/**
 * Sends the owed approval e-emails of `userIds` now (or waits while another sender does), then gives where each
 * delivery stands: sent, failed, or still owed. Only the entries this call did not settle itself are read back.
 */
export async function deliverApprovalEmails(
  userIds: readonly string[],
): Promise<Map<string, DeliveryStanding | undefined>> {
  const written = await drainWhileWaiting();
  const writtenHere = (userId: string) => written.get(approvalOutboxEntryId(userId));
  const unwritten = userIds.filter((userId) => writtenHere(userId) === undefined);
  const realtimeDatabase = await database();
  const snapshots = await Promise.all(
    unwritten.map((userId) => realtimeDatabase.ref(outboxEntryPath(approvalOutboxEntryId(userId))).get()),
  );
  const stored = new Map(
    unwritten.map((userId, index) => {
      const parsed = outboxEntrySchema.safeParse(snapshots[index]?.val());
      return [userId, parsed.success ? parsed.data.delivery : undefined];
    }),
  );
  return new Map(userIds.map((userId) => [userId, writtenHere(userId) ?? stored.get(userId)]));
}
