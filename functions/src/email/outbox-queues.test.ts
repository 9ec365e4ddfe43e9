import { emailOutboxPath } from '@management-center/contract';
import { type RunningRealtimeDatabase, startRealtimeDatabase } from '@management-center/emulators/rtdb';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxOwesWork } from './outbox-queues.ts';

const projectId = 'demo-outbox-queues';
let server: RunningRealtimeDatabase;
let app: App;
let database: Database;

beforeAll(async () => {
  server = await startRealtimeDatabase();
  app = initializeApp({ projectId, databaseURL: `${server.url}?ns=${projectId}` }, 'outbox-queues');
  database = getDatabase(app);
});

afterAll(async () => {
  await deleteApp(app);
  await server.stop();
});

beforeEach(async () => {
  await database.ref(emailOutboxPath).remove();
});

const request = { kind: 'businessApproval', userId: 'user-1', username: 'Tidal Swim Academy', owedAt: 1 };

describe('outboxOwesWork', () => {
  it('is false for an empty outbox and for entries settled or due later', async () => {
    expect(await outboxOwesWork(database)).toBe(false);
    await database.ref(emailOutboxPath).set({
      sent: { request, delivery: { state: 'sent', attempts: 1, updatedAt: 1 } },
      failed: { request, delivery: { state: 'failed', attempts: 5, updatedAt: 1 } },
      retryLater: {
        request,
        dueAt: Date.now() + 60_000,
        delivery: { state: 'pending', attempts: 1, updatedAt: 1 },
      },
      beingSent: {
        request,
        delivery: { state: 'sending', attempts: 1, updatedAt: 1, leaseUntil: Date.now() + 60_000 },
      },
    });
    expect(await outboxOwesWork(database)).toBe(false);
  });

  it('is true for an entry due now', async () => {
    await database.ref(`${emailOutboxPath}/due`).set({ request, dueAt: Date.now() - 1 });
    expect(await outboxOwesWork(database)).toBe(true);
  });

  it('is true for an e-mail a sender claimed and left when its claim ran out', async () => {
    await database.ref(`${emailOutboxPath}/abandoned`).set({
      request,
      delivery: { state: 'sending', attempts: 1, updatedAt: 1, leaseUntil: Date.now() - 1 },
    });
    expect(await outboxOwesWork(database)).toBe(true);
  });
});
