import {
  contentNodeKey,
  contentPresenceEntryPath,
  contentPresenceOf,
  type DatabaseRead,
  databasePaths,
  databaseReads,
  emailOutboxLeasePath,
  mediaSearchListedPath,
  memberRevocationsPath,
  type Permission,
  type Role,
  readModelPaths,
  roleAllows,
  savedViewsPath,
} from '@management-center/contract';
import { setLogLevel } from 'firebase/app';
import { get, ref, remove, serverTimestamp, set } from 'firebase/database';
import { collection, getDocs } from 'firebase/firestore';
import { getBytes, listAll, ref as storageRef } from 'firebase/storage';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { administrator, editor, member, support, type WebClient } from '../support/clients.ts';
import { readDemoUsers } from '../support/demo-users.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { permissionDenied } from './app-user-records.ts';
import { expectDatabaseRefusal, ruleClients } from './rule-clients.ts';

// The three rules files by role, through the local backend with web SDK clients signed in as the demo team:
// each role reads exactly what its screens read (the contract's databaseReads), and writes nothing.
const app = adminAppForSuite({ changesDemoData: false });
const clients = ruleClients();
const accountOfRole = { owner: administrator, editor, support } as const;
type DemoRole = keyof typeof accountOfRole;
let as: Record<DemoRole | 'outsider', WebClient>;
let userId: string;
let businessUserId: string;

function allowed(role: Role, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => roleAllows(role, permission));
}

async function readable(client: WebClient, path: string): Promise<boolean> {
  return get(ref(client.database, path)).then(
    () => true,
    (error: unknown) => {
      expect(String(error)).toMatch(permissionDenied);
      return false;
    },
  );
}

beforeAll(async () => {
  setLogLevel('silent');
  const users = await readDemoUsers(app);
  userId = users.normalUserIds[0] ?? '';
  businessUserId = users.waiting[0]?.id ?? '';
  as = {
    owner: await clients.open(administrator),
    editor: await clients.open(editor),
    support: await clients.open(support),
    outsider: await clients.open(member),
  };
});

// A place of a record at a demo user's; a member's own place (saved views) at the reader's own uid.
function concrete(read: DatabaseRead, reader: WebClient): string {
  if (read.ownOnly) return read.path.replace('$uid', reader.auth.currentUser?.uid ?? '');
  return read.path.startsWith(databasePaths.businessUsers)
    ? read.path.replace('$uid', businessUserId)
    : read.path.replace('$uid', userId);
}

describe.each(Object.keys(accountOfRole) as DemoRole[])('the Realtime Database, as %s', (role) => {
  it.each(databaseReads.map((read) => [read.path, read] as const))(
    'reads %s if and only if the role gives what its screen needs',
    async (_, read) => {
      expect(await readable(as[role], concrete(read, as[role]))).toBe(allowed(role, read.permissions));
    },
  );

  it.each([
    memberRevocationsPath,
    emailOutboxLeasePath,
    readModelPaths.refreshClaims,
    readModelPaths.counterShards,
    databasePaths.videoSearchCache,
    databasePaths.videoSearchUsage,
    mediaSearchListedPath,
  ])('does not read the server-only %s', async (path) => {
    expect(await readable(as[role], path)).toBe(false);
  });

  it("does not read another member's saved views", async () => {
    const other = role === 'support' ? as.editor : as.support;
    expect(await readable(as[role], `${savedViewsPath}/${other.auth.currentUser?.uid}`)).toBe(false);
  });

  it('writes nothing the console shows', async () => {
    for (const path of [
      `${databasePaths.normalUsers}/${userId}/feedback/approveFeedback`,
      `${databasePaths.productWebsite}/ContactUs/email`,
      `${readModelPaths.counts}/normalUsers`,
      'team/members/someone',
    ]) {
      await expectDatabaseRefusal(() => set(ref(as[role].database, path), true));
    }
  });
});

describe('who is editing a content row', () => {
  const row = contentNodeKey('productAboutUsMain');
  function entryOf(client: WebClient) {
    return ref(client.database, contentPresenceEntryPath(row, client.auth.currentUser?.uid ?? ''));
  }
  function presenceOf(client: WebClient) {
    return { email: client.auth.currentUser?.email, since: serverTimestamp() };
  }

  it('is written by a member who edits content, as themself, and removed by them', async () => {
    await set(entryOf(as.editor), presenceOf(as.editor));
    expect(await readable(as.owner, contentPresenceOf(row))).toBe(true);
    await remove(entryOf(as.editor));
  });

  it('is not written for someone else, under another e-mail, with more fields, or by a role that does not edit content', async () => {
    const othersEntry = ref(
      as.editor.database,
      contentPresenceEntryPath(row, as.owner.auth.currentUser?.uid ?? ''),
    );
    await expectDatabaseRefusal(() => set(othersEntry, presenceOf(as.editor)));
    await expectDatabaseRefusal(() =>
      set(entryOf(as.editor), { email: 'someone@example.com', since: serverTimestamp() }),
    );
    await expectDatabaseRefusal(() => set(entryOf(as.editor), { ...presenceOf(as.editor), role: 'owner' }));
    await expectDatabaseRefusal(() => set(entryOf(as.editor), { ...presenceOf(as.editor), since: 1 }));
    await expectDatabaseRefusal(() => set(entryOf(as.support), presenceOf(as.support)));
    await expectDatabaseRefusal(() => set(entryOf(as.outsider), presenceOf(as.outsider)));
  });
});

describe('the Realtime Database, as an account outside the team', () => {
  it.each(databaseReads.map((read) => [read.path, read] as const))('does not read %s', async (_, read) => {
    expect(await readable(as.outsider, concrete(read, as.outsider))).toBe(false);
  });
});

describe('Firestore and Storage by role', () => {
  const privateObject = 'Reports/team-roles.txt';

  beforeAll(async () => {
    await getStorage(app).bucket().file(privateObject).save('team only', { contentType: 'text/plain' });
    return async () => {
      await getStorage(app).bucket().file(privateObject).delete();
    };
  });

  it.each(Object.keys(accountOfRole) as DemoRole[])('%s reads the workout library', async (role) => {
    expect((await getDocs(collection(as[role].firestore, 'Workout content'))).size).toBeGreaterThan(0);
  });

  it.each(Object.keys(accountOfRole) as DemoRole[])(
    '%s lists the content images and reads the bucket if and only if the role edits content',
    async (role) => {
      const expected = roleAllows(role, 'editContent');
      const listed = await listAll(storageRef(as[role].storage, 'AboutMembers')).then(
        () => true,
        () => false,
      );
      const read = await getBytes(storageRef(as[role].storage, privateObject)).then(
        () => true,
        () => false,
      );
      expect({ listed, read }).toEqual({ listed: expected, read: expected });
    },
  );
});
