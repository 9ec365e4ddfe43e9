import { emailOutboxPath } from '@management-center/contract';
import type { Database, DataSnapshot } from 'firebase-admin/database';
import { emailsPerRequest } from './approval-email-batch.ts';

// The outbox's two queues, both indexed in database.rules.json: the entries due now, and those a sender left
// `sending` with a claim that ran out.

/** The entries owed now, the earliest first. */
export function dueEntries(realtimeDatabase: Database, limit = emailsPerRequest): Promise<DataSnapshot> {
  return realtimeDatabase
    .ref(emailOutboxPath)
    .orderByChild('dueAt')
    .startAt(0)
    .endAt(Date.now())
    .limitToFirst(limit)
    .get();
}

/** The entries a sender claimed and did not settle before its claim ran out. */
export function abandonedSends(realtimeDatabase: Database, limit = emailsPerRequest): Promise<DataSnapshot> {
  return realtimeDatabase
    .ref(emailOutboxPath)
    .orderByChild('delivery/leaseUntil')
    .startAt(1)
    .endAt(Date.now())
    .limitToFirst(limit)
    .get();
}

/**
 * Whether a sender has anything to do now. Two reads of one entry each, so that a sender with nothing to do (the
 * sweep, most minutes) writes nothing, not even the outbox's lease.
 */
export async function outboxOwesWork(realtimeDatabase: Database): Promise<boolean> {
  const [due, abandoned] = await Promise.all([
    dueEntries(realtimeDatabase, 1),
    abandonedSends(realtimeDatabase, 1),
  ]);
  return due.hasChildren() || abandoned.hasChildren();
}
