import {
  type OutboxRecipient,
  outboxEntryPath,
  outboxRecipientSchema,
  type SendgridEvent,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { z } from 'zod';
import { mapWithBoundedConcurrency } from '../platform/bounded-concurrency.ts';
import { laterRecipientStatus, recipientStatusOf } from './recipient-status.ts';

// One transaction per entry; a post of SendGrid's can hold thousands of events.
const entriesInFlight = 20;

// An entry is whatever the database holds at its path; only its recipient status is read and replaced. A status
// that cannot be read is replaced by any event's.
const storedEntrySchema = z.looseObject({ recipient: outboxRecipientSchema.optional().catch(undefined) });

type EntryOutcome = 'recorded' | 'unchanged' | 'unknown-entry';

/** How many entries the events changed, left as they were (replays, older news), or named without one existing. */
export interface RecordedEvents {
  recorded: number;
  unchanged: number;
  unknownEntries: number;
}

/** The latest status each named entry's events report, each entry's events folded into one. */
function statusesByEntry(events: readonly SendgridEvent[]): Map<string, OutboxRecipient> {
  const statuses = new Map<string, OutboxRecipient>();
  for (const event of events) {
    const status = recipientStatusOf(event);
    if (!event.outboxEntryId || !status) continue;
    statuses.set(event.outboxEntryId, laterRecipientStatus(statuses.get(event.outboxEntryId), status));
  }
  return statuses;
}

async function recordOnEntry(
  realtimeDatabase: Database,
  entryId: string,
  status: OutboxRecipient,
): Promise<EntryOutcome> {
  let outcome: EntryOutcome = 'unknown-entry';
  // Every run returns a value, the stored one when it changes nothing: the SDK's first run is on its cache, which
  // may be stale or empty, and only the server may decide (see outbox-lease.ts). A missing entry stays missing.
  await realtimeDatabase.ref(outboxEntryPath(entryId)).transaction(
    (stored: unknown) => {
      const entry = storedEntrySchema.safeParse(stored);
      if (!entry.success) {
        outcome = 'unknown-entry';
        return stored;
      }
      const kept = laterRecipientStatus(entry.data.recipient, status);
      if (kept === entry.data.recipient) {
        outcome = 'unchanged';
        return stored;
      }
      outcome = 'recorded';
      return { ...entry.data, recipient: kept };
    },
    undefined,
    false,
  );
  return outcome;
}

/**
 * Records what SendGrid's events say about each e-mail on its outbox entry (`mailOutbox/{id}/recipient`), keeping
 * the latest (see laterRecipientStatus) in a transaction per entry, so that concurrent, replayed and reordered
 * posts converge. Events that name no existing entry change nothing.
 */
export async function recordRecipientStatuses(
  realtimeDatabase: Database,
  events: readonly SendgridEvent[],
): Promise<RecordedEvents> {
  const statuses = [...statusesByEntry(events)];
  const outcomes = await mapWithBoundedConcurrency(statuses, entriesInFlight, ([entryId, status]) =>
    recordOnEntry(realtimeDatabase, entryId, status),
  );
  const count = (outcome: EntryOutcome) => outcomes.filter((each) => each === outcome).length;
  return {
    recorded: count('recorded'),
    unchanged: count('unchanged'),
    unknownEntries: count('unknown-entry'),
  };
}
