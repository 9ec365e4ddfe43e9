import {
  emailOutboxPath,
  outboxDayMetricsOf,
  outboxEntryPath,
  outboxMemberKey,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { onValueWritten } from 'firebase-functions/database';
import { database } from '../platform/firebase.ts';
import { type ReadModelStore, readModelStore } from './read-model-store.ts';

const maximumPasses = 8;

function sameMetrics(first: readonly string[], second: readonly string[]): boolean {
  return first.join('/') === second.join('/');
}

/**
 * Makes an outbox entry's membership of the day figures what the entry says now. Two handlings of one entry may
 * run at once: each reads the entry again after writing and passes once more if it moved, so the last one to
 * write has read the entry last.
 */
export async function countOutboxEntry(
  realtimeDatabase: Database,
  store: ReadModelStore,
  entryId: string,
): Promise<void> {
  const metricsNow = async () =>
    outboxDayMetricsOf((await realtimeDatabase.ref(outboxEntryPath(entryId)).get()).val());
  let metrics = await metricsNow();
  for (let pass = 1; pass <= maximumPasses; pass += 1) {
    await store.setMembership(outboxMemberKey(entryId), metrics);
    const now = await metricsNow();
    if (sameMetrics(now, metrics)) return;
    metrics = now;
  }
  throw new Error(`The outbox entry ${entryId} kept changing while it was counted`);
}

// An approval's e-mail counts on the home page (approvals, e-mails sent, delivered, bounced): only a write that
// moves one of those days costs more than this comparison (the sender's leases and retries do not).
export const approvalEmailFigures = onValueWritten(
  { ref: `${emailOutboxPath}/{entryId}`, retry: true },
  async (event) => {
    const before = outboxDayMetricsOf(event.data.before.val());
    const after = outboxDayMetricsOf(event.data.after.val());
    if (sameMetrics(before, after)) return;
    const realtimeDatabase = await database();
    await countOutboxEntry(realtimeDatabase, readModelStore(realtimeDatabase), event.params.entryId);
  },
);
