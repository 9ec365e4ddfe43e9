import { dayMs, maxAppChangesPerUser, userTimelineOf } from '@management-center/contract';
import { type RunningRealtimeDatabase, startRealtimeDatabase } from '@management-center/emulators/rtdb';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pruneAppChanges } from './app-change-entries.ts';

const projectId = 'demo-app-change-entries';
const now = Date.UTC(2026, 11, 6, 12);
const retentionDays = 400;
let server: RunningRealtimeDatabase;
let app: App;
let database: Database;

const change = (at: number) => ({ type: 'change', at, changes: [{ kind: 'name', from: 'A', to: 'B' }] });
const action = (at: number) => ({
  type: 'action',
  at,
  action: 'approveFeedback',
  actor: 'owner@example.com',
});

async function keys(userId: string): Promise<string[]> {
  return Object.keys((await database.ref(userTimelineOf(userId)).get()).val() ?? {}).sort();
}

beforeAll(async () => {
  server = await startRealtimeDatabase();
  app = initializeApp({ projectId, databaseURL: `${server.url}?ns=${projectId}` }, 'app-change-entries');
  database = getDatabase(app);
});

afterAll(async () => {
  await deleteApp(app);
  await server.stop();
});

beforeEach(async () => {
  await database.ref().set(null);
});

describe('pruneAppChanges', () => {
  it("keeps the newest changes up to the cap, and every one of the team's actions", async () => {
    const entries = Object.fromEntries([
      // Written in a loop: more than the cap, the oldest first.
      ...Array.from({ length: maxAppChangesPerUser + 3 }, (_, index) => [
        `change-event-${String(index).padStart(4, '0')}`,
        change(now - (maxAppChangesPerUser + 3 - index) * 1000),
      ]),
      ['call-1', action(now - 10 * dayMs)],
    ]);
    await database.ref(userTimelineOf('looping-user')).set(entries);
    await pruneAppChanges(database, 'looping-user', retentionDays, now);
    const kept = await keys('looping-user');
    expect(kept).toHaveLength(maxAppChangesPerUser + 1);
    expect(kept).toContain('call-1');
    expect(kept).not.toContain('change-event-0000');
    expect(kept).not.toContain('change-event-0002');
    expect(kept).toContain('change-event-0003');
  });

  it("removes changes past the audit's retention, and leaves a short timeline alone", async () => {
    await database.ref(userTimelineOf('quiet-user')).set({
      'change-old': change(now - (retentionDays + 1) * dayMs),
      'change-recent': change(now - dayMs),
    });
    await pruneAppChanges(database, 'quiet-user', retentionDays, now);
    expect(await keys('quiet-user')).toEqual(['change-recent']);
    await pruneAppChanges(database, 'quiet-user', retentionDays, now);
    expect(await keys('quiet-user')).toEqual(['change-recent']);
  });
});
