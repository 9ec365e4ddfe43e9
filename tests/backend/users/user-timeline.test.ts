import { databasePaths, type TimelineEntry, userTimelineOf } from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { latestAuditEntryId } from '../support/audit.ts';
import { callAs } from '../support/callables.ts';
import { administrator, support } from '../support/clients.ts';
import { pick, readDemoUsers } from '../support/demo-users.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// A user's timeline: the team's actions that named them, copied from each audit entry as it is written, and the
// changes the app made to what the console shows, written by the read-model triggers.
describe("a user's timeline", () => {
  const app = adminAppForSuite();
  const database = () => getDatabase(app);

  async function timeline(userId: string): Promise<Record<string, TimelineEntry>> {
    return (await database().ref(userTimelineOf(userId)).get()).val() ?? {};
  }

  it('holds each action of the team that named the user under its call, with who, when and why', async () => {
    const userId = pick((await readDemoUsers(app)).normalUserIds, 0);
    const before = Date.now();
    await callAs(administrator, 'disableSignIn', { userId, reason: 'Chargeback', days: 7 });
    const disableCall = await latestAuditEntryId(app);
    await callAs(support, 'sendPasswordResetEmail', { userId });
    const resetCall = await latestAuditEntryId(app);
    // Changing nothing leaves no entry.
    await callAs(administrator, 'disableSignIn', { userId, reason: 'Again', days: 1 });

    const entries = await timeline(userId);
    expect(Object.keys(entries).sort()).toEqual([disableCall, resetCall].sort());
    expect(entries[disableCall]).toEqual({
      type: 'action',
      at: expect.any(Number),
      action: 'disableSignIn',
      actor: administrator.email,
      reason: 'Chargeback',
    });
    expect(entries[disableCall]?.at).toBeGreaterThanOrEqual(before - 1000);
    expect(entries[resetCall]).toMatchObject({ action: 'sendPasswordResetEmail', actor: support.email });
  });

  it('records what the app changed of what the console shows, once per change, and nothing else', async () => {
    const userId = pick((await readDemoUsers(app)).normalUserIds, 1);
    const record = database().ref(`${databasePaths.normalUsers}/${userId}`);
    const { username } = (await record.get()).val() as { username: string };
    await record.child('workouts').set({ monday: 'legs' });
    await record.update({ username: 'Renamed In The App' });
    await readModelsSettled();

    expect(Object.values(await timeline(userId))).toEqual([
      {
        type: 'change',
        at: expect.any(Number),
        changes: [{ kind: 'username', from: username, to: 'Renamed In The App' }],
      },
    ]);
  });

  it('follows the user to the trash and back, and goes with them when they are deleted forever', async () => {
    const userId = pick((await readDemoUsers(app)).normalUserIds, 2);
    await callAs(administrator, 'deleteUsers', { userIds: [userId] });
    await callAs(administrator, 'restoreUsers', { userIds: [userId] });
    const actions = Object.values(await timeline(userId)).map((entry) =>
      entry.type === 'action' ? entry.action : entry.type,
    );
    expect(actions.sort()).toEqual(['deleteUsers', 'restoreUsers']);

    await callAs(administrator, 'deleteUsers', { userIds: [userId] });
    await callAs(administrator, 'deleteUsersForever', { userIds: [userId] });
    expect((await database().ref(userTimelineOf(userId)).get()).exists()).toBe(false);
  });
});
