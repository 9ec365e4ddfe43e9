import {
  approvalOutboxEntryId,
  businessUserPath,
  counterShardOf,
  directoryKey,
  emailOutboxLeasePath,
  emailOutboxPath,
  invitationOutboxEntryId,
  normalUserPath,
  outboxEntryPath,
  pendingFeedbackMetric,
  readModelPaths,
  readModelRoot,
  trashedRecordsPath,
  trashedUserPath,
  userCountMetrics,
  userTrashPath,
  userTrashRecordsPath,
  userTrashRetentionPath,
} from '@management-center/contract';
import { setLogLevel } from 'firebase/app';
import { get, ref, remove, set, update } from 'firebase/database';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, support as supportAccount, type WebClient } from '../support/clients.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { permissionDenied } from './app-user-records.ts';
import { expectDatabaseRefusal, ruleClients } from './rule-clients.ts';

// database.rules.json on the read models, the e-mail outbox and the user trash: the administrator reads them, nobody writes them from a client (the
// triggers and the backfill write with the admin SDK), and nobody else reads them, not even an app user their own
// entries.

const app = adminAppForSuite();
const clients = ruleClients();
const run = `rules${Date.now().toString(36)}`;
const normalId = `${run}-n`;
const businessId = `${run}-b`;
let as: Record<'administrator' | 'member' | 'anonymous' | 'normalUser' | 'businessUser', WebClient>;

const ownPaths = () => [
  `${readModelPaths.userDirectory}/${directoryKey('normal', normalId)}`,
  `${readModelPaths.feedbackQueue}/${normalId}`,
  `${readModelPaths.userSearch}/zed/${directoryKey('normal', normalId)}`,
  `${readModelPaths.counterShards}/${counterShardOf(directoryKey('normal', normalId))}`,
  `${readModelPaths.userDirectory}/${directoryKey('business', businessId)}`,
  `${readModelPaths.approvalEmailFailures}/${businessId}`,
  outboxEntryPath(approvalOutboxEntryId(businessId)),
  // What the trash keeps of a user is not theirs to read either, even under their own id.
  trashedUserPath(normalId),
  trashedRecordsPath(normalId),
];

const sharedPaths = [
  readModelRoot,
  readModelPaths.userDirectory,
  readModelPaths.userSearch,
  readModelPaths.searchGramCounts,
  readModelPaths.feedbackQueue,
  readModelPaths.approvalEmailFailures,
  readModelPaths.counterShards,
  `${readModelPaths.counts}/${userCountMetrics.normalUsers}`,
  `${readModelPaths.counts}/${pendingFeedbackMetric}`,
  readModelPaths.refreshClaims,
  emailOutboxLeasePath,
  userTrashPath,
  userTrashRecordsPath,
  userTrashRetentionPath,
];

// The counters' shards, the refresh claims and the outbox's lease are the server's working state; the root of the
// read models would hand them out with the rest.
function isServerOnly(path: string): boolean {
  return (
    path === readModelRoot ||
    [readModelPaths.counterShards, readModelPaths.refreshClaims, emailOutboxLeasePath].some(
      (serverPath) => path === serverPath || path.startsWith(`${serverPath}/`),
    )
  );
}

async function appUser(uid: string): Promise<WebClient> {
  const email = `${uid}@example.com`;
  await getAuth(app).createUser({ uid, email, password: demoPassword });
  return clients.open({ email, password: demoPassword });
}

beforeAll(async () => {
  setLogLevel('error');
  const database = getDatabase(app);
  await database.ref().update({
    [normalUserPath(normalId)]: {
      username: 'Zed',
      email: `${normalId}@example.com`,
      userType: 'normal',
      feedback: { timestamp: 1, category: 'Friends', rating: 3, review: 'Fine.', approveFeedback: false },
    },
    [businessUserPath(businessId)]: {
      username: 'Zed Gym',
      email: `${businessId}@example.com`,
      userType: 'business',
      isApproveUser: true,
      approvalEmail: { status: 'failed', at: 1, message: 'Mailbox full' },
    },
    [outboxEntryPath(approvalOutboxEntryId(businessId))]: {
      request: { kind: 'businessApproval', userId: businessId, username: 'Zed Gym', owedAt: 1 },
      delivery: { state: 'failed', attempts: 1, updatedAt: 1, lastError: 'Mailbox full' },
    },
    [trashedUserPath(normalId)]: {
      username: 'Zed',
      email: `${normalId}@example.com`,
      collections: ['users'],
      deletedAt: 1,
      deletedBy: { uid: 'an-administrator' },
      account: 'disabled',
    },
    [trashedRecordsPath(normalId)]: {
      users: { username: 'Zed', email: `${normalId}@example.com`, userType: 'normal' },
    },
    [userTrashRetentionPath]: 30,
  });
  await readModelsSettled();
  as = {
    ...(await clients.openEachKind()),
    normalUser: await appUser(normalId),
    businessUser: await appUser(businessId),
  };
}, 120_000);

afterAll(async () => {
  await getDatabase(app)
    .ref()
    .update({
      [normalUserPath(normalId)]: null,
      [businessUserPath(businessId)]: null,
      [outboxEntryPath(approvalOutboxEntryId(businessId))]: null,
      [trashedUserPath(normalId)]: null,
      [trashedRecordsPath(normalId)]: null,
      [userTrashRetentionPath]: null,
    });
  await readModelsSettled();
  await Promise.all([getAuth(app).deleteUser(normalId), getAuth(app).deleteUser(businessId)]);
});

describe('the e-mail outbox', () => {
  const invitationEntry = outboxEntryPath(invitationOutboxEntryId(`${run}-invitee`));

  beforeAll(async () => {
    await getDatabase(app)
      .ref(invitationEntry)
      .set({
        request: {
          kind: 'teamInvitation',
          userId: `${run}-invitee`,
          invitedBy: 'o',
          role: 'owner',
          owedAt: 1,
        },
      });
    return () => getDatabase(app).ref(invitationEntry).remove();
  });

  it('is read entry by entry, never whole, and an invitation only by those who manage the team', async () => {
    await expect(get(ref(as.administrator.database, emailOutboxPath))).rejects.toThrow(permissionDenied);
    expect((await get(ref(as.administrator.database, invitationEntry))).exists()).toBe(true);
    const support = await clients.open(supportAccount);
    await expect(get(ref(support.database, invitationEntry))).rejects.toThrow(permissionDenied);
    const approval = outboxEntryPath(approvalOutboxEntryId(businessId));
    expect((await get(ref(support.database, approval))).exists()).toBe(true);
  });
});

describe('the read models', () => {
  it('hold entries for the users of this suite', async () => {
    for (const path of ownPaths()) {
      expect((await getDatabase(app).ref(path).get()).exists(), path).toBe(true);
    }
  });

  it('are read by the owner, each path a screen reads as stored', async () => {
    for (const path of [...ownPaths(), ...sharedPaths].filter((path) => !isServerOnly(path))) {
      const snapshot = await get(ref(as.administrator.database, path));
      expect(snapshot.val(), path).toEqual((await getDatabase(app).ref(path).get()).val());
    }
  });

  it('are read by no client where only the server works: not even by the owner', async () => {
    const serverOnly = [...ownPaths(), ...sharedPaths].filter(isServerOnly);
    expect(serverOnly).toHaveLength(5);
    for (const path of serverOnly) {
      await expect(get(ref(as.administrator.database, path)), path).rejects.toThrow(permissionDenied);
    }
  });

  it.each([
    ['an app user', 'normalUser'],
    ['a business user', 'businessUser'],
    ['an account outside the team', 'member'],
    ['a visitor', 'anonymous'],
  ] as const)('are not read by %s, not even their own entries', async (_, who) => {
    for (const path of [...ownPaths(), ...sharedPaths]) {
      await expect(get(ref(as[who].database, path)), path).rejects.toThrow(permissionDenied);
    }
  });

  it.each([
    ['the administrator', 'administrator'],
    ['an app user', 'normalUser'],
    ['a business user', 'businessUser'],
    ['an account outside the team', 'member'],
    ['a visitor', 'anonymous'],
  ] as const)('are written by nobody from a client: %s', async (_, who) => {
    const database = as[who].database;
    const [entry, queue, search, shard, , failure] = ownPaths() as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await expectDatabaseRefusal(() => set(ref(database, `${entry}/status`), 'Live'));
    await expectDatabaseRefusal(() => remove(ref(database, queue)));
    await expectDatabaseRefusal(() => set(ref(database, search), 'someone else'));
    await expectDatabaseRefusal(() =>
      set(ref(database, `${shard}/counts/figures/${userCountMetrics.normalUsers}`), 99),
    );
    await expectDatabaseRefusal(() =>
      set(ref(database, `${readModelPaths.counts}/${userCountMetrics.normalUsers}/0`), 99),
    );
    await expectDatabaseRefusal(() => remove(ref(database, failure)));
    await expectDatabaseRefusal(() =>
      update(ref(database), {
        [`${readModelPaths.refreshClaims}/${directoryKey('normal', normalId)}`]: { holder: 'x' },
      }),
    );
    await expectDatabaseRefusal(() => remove(ref(database, readModelRoot)));
    // Nobody restores, edits or empties the trash but the callables.
    await expectDatabaseRefusal(() => remove(ref(database, trashedUserPath(normalId))));
    await expectDatabaseRefusal(() =>
      set(ref(database, `${trashedRecordsPath(normalId)}/users/username`), 'Forged'),
    );
    await expectDatabaseRefusal(() => set(ref(database, userTrashRetentionPath), 3650));
    await expectDatabaseRefusal(() => remove(ref(database, userTrashRecordsPath)));
  });
});
