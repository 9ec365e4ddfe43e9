import {
  type AuditEntry,
  defaultIdleTimeoutMinutes,
  defaultSessionHours,
  type TeamChangeUndo,
  teamMemberPath,
  teamSettingsPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { afterAll, describe, expect, it } from 'vitest';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs } from '../support/callables.ts';
import { administrator, editor, support } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const invitee = 'undo-invitee@example.com';

// Every change to the team names, in its audit entry, the call that undoes it: what the Activity page calls.
describe('undoing a change to the team from its audit entry', () => {
  const app = adminAppForSuite();

  afterAll(async () => {
    const account = await getAuth(app)
      .getUserByEmail(invitee)
      .catch(() => undefined);
    if (account) await getAuth(app).deleteUser(account.uid);
  });

  async function uidOf(email: string): Promise<string> {
    return (await getAuth(app).getUserByEmail(email)).uid;
  }

  async function registryEntry(uid: string): Promise<unknown> {
    return (await getDatabase(app).ref(teamMemberPath(uid)).get()).val();
  }

  // The undo of the entry the last call wrote, as the audit log stores it, made as an owner would from the page.
  async function undoLatest(expected: TeamChangeUndo): Promise<AuditEntry> {
    const entry = await latestAuditEntry(app);
    expect(entry.undo).toEqual(expected);
    await callAs(administrator, expected.callable, expected.input);
    return entry;
  }

  it('gives a member their previous role back', async () => {
    const uid = await uidOf(support.email);
    await callAs(administrator, 'changeTeamRole', { uid, role: 'editor' });
    await undoLatest({ callable: 'changeTeamRole', input: { uid, role: 'support' } });
    expect(await registryEntry(uid)).toMatchObject({ role: 'support' });
    expect((await getAuth(app).getUser(uid)).customClaims).toEqual({ role: 'support' });
  });

  it('withdraws an invitation', async () => {
    const { uid } = (await callAs(administrator, 'inviteTeamMember', { email: invitee, role: 'editor' })) as {
      uid: string;
    };
    expect(await registryEntry(uid)).toMatchObject({ role: 'editor', invitation: expect.any(Object) });
    await undoLatest({ callable: 'removeTeamMember', input: { uid } });
    expect(await registryEntry(uid)).toBeNull();
  });

  it('invites a removed member again, with the role they had', async () => {
    const uid = await uidOf(editor.email);
    await callAs(administrator, 'removeTeamMember', { uid });
    expect(await registryEntry(uid)).toBeNull();
    await undoLatest({
      callable: 'inviteTeamMember',
      input: { email: editor.email, role: 'editor', takeOver: false },
    });
    expect(await registryEntry(uid)).toMatchObject({ role: 'editor', invitation: expect.any(Object) });
  });

  it('puts the settings back as they were', async () => {
    await callAs(administrator, 'updateTeamSettings', {
      idleTimeoutMinutes: 90,
      requireSecondFactor: false,
      sessionHours: 24,
    });
    const before = {
      idleTimeoutMinutes: defaultIdleTimeoutMinutes,
      requireSecondFactor: false,
      sessionHours: defaultSessionHours,
    };
    await undoLatest({ callable: 'updateTeamSettings', input: before });
    expect((await getDatabase(app).ref(teamSettingsPath).get()).val()).toEqual(before);
  });

  it('names no undo for a call that changed nothing', async () => {
    await callAs(administrator, 'updateTeamSettings', {
      idleTimeoutMinutes: defaultIdleTimeoutMinutes,
      requireSecondFactor: false,
      sessionHours: defaultSessionHours,
    });
    expect(await latestAuditEntry(app)).toMatchObject({ changedNothing: true });
    expect(await latestAuditEntry(app)).not.toHaveProperty('undo');
  });
});
