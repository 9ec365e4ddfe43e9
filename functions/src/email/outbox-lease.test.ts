import { emailOutboxLeasePath } from '@management-center/contract';
import { type RunningRealtimeDatabase, startRealtimeDatabase } from '@management-center/emulators/rtdb';
import {
  restartDatabaseAfterWriteTo,
  restartStatus,
} from '@management-center/emulators/rtdb/restart-control-client';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireOutboxLease,
  outboxLeaseHeld,
  outboxLeaseMs,
  releaseOutboxLease,
  renewOutboxLease,
} from './outbox-lease.ts';

const projectId = 'demo-outbox-lease';
let server: RunningRealtimeDatabase;
// Two senders with SDKs of their own, as two function instances have.
let apps: App[];
let first: Database;
let second: Database;

beforeAll(async () => {
  server = await startRealtimeDatabase();
  apps = ['first', 'second'].map((name) =>
    initializeApp({ projectId, databaseURL: `${server.url}?ns=${projectId}` }, `${name}-sender`),
  );
  [first, second] = apps.map((app) => getDatabase(app)) as [Database, Database];
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
});

beforeEach(async () => {
  await first.ref(emailOutboxLeasePath).remove();
});

async function storedLease(): Promise<unknown> {
  return (await first.ref(emailOutboxLeasePath).get()).val();
}

describe('the outbox lease', () => {
  it('is held by one sender at a time, until it lets go', async () => {
    const lease = await acquireOutboxLease(first);
    expect(lease).toEqual({ holder: expect.any(String), until: expect.any(Number) });
    expect(await acquireOutboxLease(second)).toBeUndefined();
    expect(await storedLease()).toEqual(lease);

    if (!lease) throw new Error('No lease');
    await releaseOutboxLease(first, lease);
    expect(await storedLease()).toBeNull();
    expect(await acquireOutboxLease(second)).toBeDefined();
  });

  it('goes to one of many senders asking at once', async () => {
    const leases = await Promise.all(
      Array.from({ length: 10 }, (_, index) => acquireOutboxLease(index % 2 === 0 ? first : second)),
    );
    expect(leases.filter(Boolean)).toHaveLength(1);
  });

  it('is taken over once its holder lets it run out, and the old holder can then neither renew nor release it', async () => {
    await first.ref(emailOutboxLeasePath).set({ holder: 'dead', until: Date.now() - 1 });
    const taken = await acquireOutboxLease(second);
    expect(taken?.until).toBeGreaterThan(Date.now() + outboxLeaseMs - 5_000);

    const stale = { holder: 'dead', until: Date.now() - 1 };
    expect(await renewOutboxLease(first, stale)).toBe(false);
    await releaseOutboxLease(first, stale);
    expect(await storedLease()).toEqual(taken);
  });

  it('is seen as held, by a read alone, from its taking until it is let go or runs out', async () => {
    expect(await outboxLeaseHeld(second)).toBe(false);
    const lease = await acquireOutboxLease(first);
    if (!lease) throw new Error('The free lease was not taken');
    expect(await outboxLeaseHeld(second)).toBe(true);
    await releaseOutboxLease(first, lease);
    expect(await outboxLeaseHeld(second)).toBe(false);
    await first.ref(emailOutboxLeasePath).set({ holder: 'dead-sender', until: Date.now() - 1 });
    expect(await outboxLeaseHeld(second)).toBe(false);
  });

  it('is renewed by its holder, further into the future', async () => {
    const lease = await acquireOutboxLease(first);
    if (!lease) throw new Error('No lease');
    const before = lease.until;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await renewOutboxLease(second, lease)).toBe(true);
    expect(lease.until).toBeGreaterThan(before);
    expect(await storedLease()).toEqual({ holder: lease.holder, until: lease.until });
  });
});

describe('the outbox lease across a dropped connection', () => {
  it('is its taker’s when the database stored it but restarted before answering, and is released likewise', async () => {
    await restartDatabaseAfterWriteTo(server.url, emailOutboxLeasePath, 200);
    const lease = await acquireOutboxLease(first);
    expect(lease).toEqual({ holder: expect.any(String), until: expect.any(Number) });
    expect(await storedLease()).toEqual(lease);
    expect(await acquireOutboxLease(second)).toBeUndefined();

    if (!lease) throw new Error('No lease');
    await restartDatabaseAfterWriteTo(server.url, emailOutboxLeasePath, 200);
    await releaseOutboxLease(first, lease);
    expect(await storedLease()).toBeNull();
    expect((await restartStatus(server.url)).restarts).toBe(2);
  });
});
