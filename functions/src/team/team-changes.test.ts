import { type TeamMember, teamMembersPath } from '@management-center/contract';
import { type RunningRealtimeDatabase, startRealtimeDatabase } from '@management-center/emulators/rtdb';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeRegistryEntry, lastOwnerMessage } from './team-changes.ts';

const projectId = 'demo-team-changes';
let server: RunningRealtimeDatabase;
// Two callers with SDKs of their own, as two function instances have.
let apps: App[];
let first: Database;
let second: Database;

function member(email: string, role: TeamMember['role'], invited = false): TeamMember {
  return {
    email,
    role,
    addedAt: 1,
    addedBy: 'cli:test',
    ...(invited ? { invitation: { invitedAt: 1, expiresAt: 2 } } : {}),
  };
}

async function registry(): Promise<Record<string, TeamMember>> {
  return (await first.ref(teamMembersPath).get()).val() ?? {};
}

beforeAll(async () => {
  server = await startRealtimeDatabase();
  apps = ['first', 'second'].map((name) =>
    initializeApp({ projectId, databaseURL: `${server.url}?ns=${projectId}` }, `${name}-caller`),
  );
  [first, second] = apps.map((app) => getDatabase(app)) as [Database, Database];
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
});

beforeEach(async () => {
  await first.ref(teamMembersPath).set({
    ann: member('ann@example.com', 'owner'),
    bob: member('bob@example.com', 'owner'),
    cat: member('cat@example.com', 'support'),
    dan: member('dan@example.com', 'owner', true),
  });
});

describe('changeRegistryEntry', () => {
  it('changes a role and answers the entry as it was', async () => {
    await expect(changeRegistryEntry(first, 'cat', 'editor')).resolves.toEqual(
      member('cat@example.com', 'support'),
    );
    expect((await registry()).cat?.role).toBe('editor');
  });

  it('removes an entry', async () => {
    await changeRegistryEntry(first, 'cat', null);
    expect(Object.keys(await registry()).sort()).toEqual(['ann', 'bob', 'dan']);
  });

  it('refuses an account that is not in the team', async () => {
    await expect(changeRegistryEntry(first, 'eve', 'owner')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses to take the role of the last owner who can sign in: an invited owner does not count', async () => {
    await changeRegistryEntry(first, 'bob', 'administrator');
    await expect(changeRegistryEntry(first, 'ann', null)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: lastOwnerMessage,
    });
    expect((await registry()).ann?.role).toBe('owner');
  });

  it('lets only one of two owners taking each other out at once succeed', async () => {
    const outcomes = await Promise.allSettled([
      changeRegistryEntry(first, 'ann', 'administrator'),
      changeRegistryEntry(second, 'bob', null),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const owners = Object.values(await registry()).filter(
      (entry) => entry.role === 'owner' && !entry.invitation,
    );
    expect(owners).toHaveLength(1);
  });
});
