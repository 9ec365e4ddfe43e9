import { randomUUID } from 'node:crypto';
import { emailOutboxLeasePath } from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { z } from 'zod';
import { transactionAcrossReconnects } from '../platform/transaction.ts';

// Long enough for one round of sends (each request gives up after 10 s); renewed before every round. A sender that
// dies holds the outbox no longer than this.
export const outboxLeaseMs = 120_000;

const storedLeaseSchema = z.object({ holder: z.string(), until: z.number() }).nullable().catch(null);

// The SDK runs a transaction's update first on the value it has cached, which may be stale or missing: aborting
// there (returning undefined) would decide without the server. So every update returns a value, the stored one
// unchanged when it changes nothing; the server takes it only if that is what it holds, else runs it again on its
// value. What the last run decided is the answer.

/** The right to send from the outbox, held by one sender at a time. */
export interface OutboxLease {
  readonly holder: string;
  until: number;
}

/** Takes the lease when nobody holds it, or its holder let it run out; undefined when another sender holds it. */
export async function acquireOutboxLease(database: Database): Promise<OutboxLease | undefined> {
  const holder = randomUUID();
  let until = 0;
  const { committed } = await transactionAcrossReconnects(database.ref(emailOutboxLeasePath), (stored) => {
    const current = storedLeaseSchema.parse(stored);
    // The holder's own lease is there when a run stored it and the connection dropped before the answer: taken.
    if (current && current.holder !== holder && current.until > Date.now()) {
      until = 0;
      return stored;
    }
    until = Date.now() + outboxLeaseMs;
    return { holder, until };
  });
  return committed && until > 0 ? { holder, until } : undefined;
}

/** Whether a sender holds the outbox now (one that died holds it until its lease runs out). Reads only. */
export async function outboxLeaseHeld(database: Database): Promise<boolean> {
  const current = storedLeaseSchema.parse((await database.ref(emailOutboxLeasePath).get()).val());
  return current !== null && current.until > Date.now();
}

/** Extends the lease; false when it was lost (it ran out and another sender took it), and the holder must stop. */
export async function renewOutboxLease(database: Database, lease: OutboxLease): Promise<boolean> {
  let until = 0;
  const { committed } = await transactionAcrossReconnects(database.ref(emailOutboxLeasePath), (stored) => {
    if (storedLeaseSchema.parse(stored)?.holder !== lease.holder) {
      until = 0;
      return stored;
    }
    until = Date.now() + outboxLeaseMs;
    return { holder: lease.holder, until };
  });
  if (!committed || until === 0) return false;
  lease.until = until;
  return true;
}

export async function releaseOutboxLease(database: Database, lease: OutboxLease): Promise<void> {
  await transactionAcrossReconnects(database.ref(emailOutboxLeasePath), (stored) =>
    storedLeaseSchema.parse(stored)?.holder === lease.holder ? null : stored,
  );
}
