import { approvalOutboxEntryId, outboxEntryPath } from '@management-center/contract';
import { type RunningRealtimeDatabase, startRealtimeDatabase } from '@management-center/emulators/rtdb';
import {
  restartDatabaseAfterWriteTo,
  restartStatus,
} from '@management-center/emulators/rtdb/restart-control-client';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalEmailRequest } from '../email/owed-approval-emails.ts';
import { oweApprovalEmailAgain } from './owe-approval-email-again.ts';

const projectId = 'demo-owe-approval-email-again';
let server: RunningRealtimeDatabase;
let app: App;
let database: Database;

beforeAll(async () => {
  server = await startRealtimeDatabase();
  app = initializeApp({ projectId, databaseURL: `${server.url}?ns=${projectId}` }, 'retrying-administrator');
  database = getDatabase(app);
});

afterAll(async () => {
  await deleteApp(app);
  await server.stop();
});

function failedEntry(userId: string) {
  return {
    request: approvalEmailRequest({ userId, username: 'Tidal Swim Academy' }, 1_000),
    delivery: { state: 'failed', attempts: 5, updatedAt: 2_000, lastError: 'Service unavailable' },
  };
}

describe('oweApprovalEmailAgain', () => {
  it('owes a failed e-mail again, once, however many retries run', async () => {
    const user = { userId: 'user-once', username: 'Tidal Swim Academy', failedOnRecord: true };
    const entry = database.ref(outboxEntryPath(approvalOutboxEntryId(user.userId)));
    await entry.set(failedEntry(user.userId));
    const owed = await Promise.all([1, 2, 3].map(() => oweApprovalEmailAgain(database, user)));
    expect(owed.filter(Boolean)).toHaveLength(1);
    expect((await entry.child('delivery').get()).val()).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('knows it owed the e-mail when the database stored its write but restarted before answering', async () => {
    const user = { userId: 'user-restart', username: 'Tidal Swim Academy', failedOnRecord: true };
    const path = outboxEntryPath(approvalOutboxEntryId(user.userId));
    await database.ref(path).set(failedEntry(user.userId));
    const restartsBefore = (await restartStatus(server.url)).restarts;
    await restartDatabaseAfterWriteTo(server.url, path, 200);

    expect(await oweApprovalEmailAgain(database, user)).toBe(true);
    expect((await restartStatus(server.url)).restarts).toBe(restartsBefore + 1);
    const stored = (await database.ref(path).get()).val();
    expect(stored).toMatchObject({ delivery: { state: 'pending', attempts: 0 }, dueAt: expect.any(Number) });
  });
});
