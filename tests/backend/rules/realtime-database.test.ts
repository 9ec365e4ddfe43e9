import type { BusinessUser, NormalUser } from '@management-center/contract';
import { setLogLevel } from 'firebase/app';
import { get, push, ref, remove, set, update } from 'firebase/database';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPassword, member, type WebClient } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { appUserRecordsRestoredAfterEach, permissionDenied } from './app-user-records.ts';
import { expectDatabaseRefusal, ruleClients } from './rule-clients.ts';

// database.rules.json, case by case, through the local backend's Realtime Database with web SDK clients signed in
// through the Auth emulator. Every refused write is shown to leave the whole database as it was.

const app = adminAppForSuite();
const clients = ruleClients();
const appUserRecords = appUserRecordsRestoredAfterEach(app);

// The demo users the cases act as or on, picked by what their records hold.
interface DemoIds {
  pendingFeedback: string;
  approvedFeedback: string;
  noFeedback: string;
  waitingBusiness: string;
  approvedBusiness: string;
  member: string;
}
let ids: DemoIds;
let as: Record<keyof DemoIds | 'administrator' | 'anonymous', WebClient>;

async function stored(path: string): Promise<unknown> {
  return (await getDatabase(app).ref(path).get()).val();
}

function firstId<Entity>(records: Record<string, Entity>, matches: (record: Entity) => boolean): string {
  const id = Object.entries(records).find(([, record]) => matches(record))?.[0];
  if (id === undefined) throw new Error('The demo data lacks a record this suite needs');
  return id;
}

// The seed imports an Auth account for every app user under the record's id, without a password.
async function signInAsAppUser(uid: string): Promise<WebClient> {
  const { email } = await getAuth(app).updateUser(uid, { password: demoPassword });
  if (email === undefined) throw new Error(`The account ${uid} has no e-mail`);
  return clients.open({ email, password: demoPassword });
}

async function expectReadable(client: WebClient, path: string): Promise<void> {
  const snapshot = await get(ref(client.database, path));
  expect(snapshot.exists()).toBe(true);
  expect(snapshot.val()).toEqual(await stored(path));
}

async function expectUnreadable(client: WebClient, path: string): Promise<void> {
  await expect(get(ref(client.database, path))).rejects.toThrow(permissionDenied);
}

beforeAll(async () => {
  // Refused writes are what this suite is about; the SDK's warning for each would bury the results.
  setLogLevel('error');
  const { users, businessUsers } = appUserRecords();
  ids = {
    pendingFeedback: firstId(users, (user) => user.feedback?.approveFeedback === false),
    approvedFeedback: firstId(
      users,
      (user) =>
        user.feedback?.approveFeedback === true && user.feedback.feedbackApproveTimestamp !== undefined,
    ),
    noFeedback: firstId(users, (user) => user.feedback === undefined),
    waitingBusiness: firstId(businessUsers, (user) => !user.isApproveUser),
    approvedBusiness: firstId(businessUsers, (user) => user.isApproveUser),
    member: (await getAuth(app).getUserByEmail(member.email)).uid,
  };
  await getDatabase(app).ref('AuditLog').push({ action: 'scheduleFeedback', at: Date.now() });
  as = {
    ...(await clients.openEachKind()),
    pendingFeedback: await signInAsAppUser(ids.pendingFeedback),
    approvedFeedback: await signInAsAppUser(ids.approvedFeedback),
    noFeedback: await signInAsAppUser(ids.noFeedback),
    waitingBusiness: await signInAsAppUser(ids.waitingBusiness),
    approvedBusiness: await signInAsAppUser(ids.approvedBusiness),
  };
});

describe('the owner', () => {
  it.each([
    () => `users/${ids.pendingFeedback}`,
    () => `business-users/${ids.waitingBusiness}`,
    () => 'ScheduleDateAndTime',
    () => 'ProductWebsite',
    () => 'BusinessUserWebsite',
    () => 'AuditLog',
  ])('reads %s', async (path) => {
    await expectReadable(as.administrator, path());
  });

  // The console pages through the read models; a whole collection of the app's records is read by no client.
  it.each(['users', 'business-users', 'adminRevocations', 'videoSearchCache'])(
    'does not read %s whole',
    async (path) => {
      await expectUnreadable(as.administrator, path);
    },
  );

  it.each([
    ['a user record', () => `users/${ids.pendingFeedback}/username`, 'Renamed'],
    ['feedback approval', () => `users/${ids.pendingFeedback}/feedback/approveFeedback`, true],
    ['business approval', () => `business-users/${ids.waitingBusiness}/isApproveUser`, true],
    ['the schedule', () => 'ScheduleDateAndTime/fixedDocumentId/date', '2030-01-01'],
    ['product website content', () => 'ProductWebsite/KeyFeature/Main/Title', 'Changed'],
    ['business website content', () => 'BusinessUserWebsite/AboutUs/Main/Description', 'Changed'],
    ['the audit log', () => 'AuditLog/forged', { action: 'deleteUsers', at: 1 }],
    ['the video search cache', () => 'videoSearchCache/2026-11-27/forged', { keyword: 'x', storedAt: 1 }],
    ['the count of video searches', () => 'videoSearchUsage/2026-11-27/anyone', null],
    ['a path no rule names', () => 'Elsewhere/anything', 'x'],
  ])('writes nothing from the client: %s (callables own it)', async (_, path, value) => {
    await expectDatabaseRefusal(() => set(ref(as.administrator.database, path()), value));
  });

  it('deletes no user record from the client', async () => {
    await expectDatabaseRefusal(() =>
      remove(ref(as.administrator.database, `business-users/${ids.waitingBusiness}`)),
    );
  });
});

describe('an app user with feedback waiting for approval', () => {
  const own = () => `users/${ids.pendingFeedback}`;

  it('reads their own record, the schedule and both websites', async () => {
    for (const path of [own(), 'ScheduleDateAndTime', 'ProductWebsite', 'BusinessUserWebsite']) {
      await expectReadable(as.pendingFeedback, path);
    }
  });

  it.each([
    ['another user record', () => `users/${ids.approvedFeedback}`],
    ['a business user record', () => `business-users/${ids.waitingBusiness}`],
    ['the normal users', () => 'users'],
    ['the business users', () => 'business-users'],
    ['the audit log', () => 'AuditLog'],
    ['the whole database', () => '/'],
  ])('does not read %s', async (_, path) => {
    await expectUnreadable(as.pendingFeedback, path());
  });

  it('updates their profile and registration details', async () => {
    const registrationDetails = { age: 33, height: 180, weight: 75 };
    await update(ref(as.pendingFeedback.database, own()), { username: 'New Name', registrationDetails });
    expect(await stored(`${own()}/username`)).toBe('New Name');
    expect(await stored(`${own()}/registrationDetails`)).toEqual(registrationDetails);
  });

  it('rewrites their feedback while it stays unapproved', async () => {
    const feedback = {
      timestamp: 1_790_000_000_000,
      category: 'Workouts',
      rating: 4,
      review: 'Better now',
      approveFeedback: false,
    };
    await set(ref(as.pendingFeedback.database, `${own()}/feedback`), feedback);
    expect(await stored(`${own()}/feedback`)).toEqual(feedback);
  });

  it('replaces their whole record when the approval fields keep their values', async () => {
    const record = { ...((await stored(own())) as NormalUser), username: 'Replaced' };
    await set(ref(as.pendingFeedback.database, own()), record);
    expect(await stored(own())).toEqual(record);
  });

  it('does not approve their own feedback', async () => {
    await expectDatabaseRefusal(() =>
      set(ref(as.pendingFeedback.database, `${own()}/feedback/approveFeedback`), true),
    );
  });

  it('does not set the approval time', async () => {
    await expectDatabaseRefusal(() =>
      set(ref(as.pendingFeedback.database, `${own()}/feedback/feedbackApproveTimestamp`), Date.now()),
    );
  });

  it('does not approve through a replaced feedback node', async () => {
    const feedback = { ...((await stored(`${own()}/feedback`)) as object), approveFeedback: true };
    await expectDatabaseRefusal(() => set(ref(as.pendingFeedback.database, `${own()}/feedback`), feedback));
  });

  it('does not approve through a multi-path update of the record', async () => {
    await expectDatabaseRefusal(() =>
      update(ref(as.pendingFeedback.database, own()), { username: 'x', 'feedback/approveFeedback': true }),
    );
  });

  it('does not remove the approval field, alone or with its parents', async () => {
    for (const path of [`${own()}/feedback/approveFeedback`, `${own()}/feedback`, own()]) {
      await expectDatabaseRefusal(() => remove(ref(as.pendingFeedback.database, path)));
    }
  });

  it('does not replace the record with one lacking the approval field', async () => {
    const { feedback: _feedback, ...withoutFeedback } = (await stored(own())) as NormalUser;
    await expectDatabaseRefusal(() => set(ref(as.pendingFeedback.database, own()), withoutFeedback));
  });

  it.each([
    ['another user record', () => `users/${ids.approvedFeedback}/username`],
    ['a business user record', () => `business-users/${ids.waitingBusiness}/username`],
    ['a new record under another id', () => 'users/someone-else/username'],
    ['the schedule', () => 'ScheduleDateAndTime/fixedDocumentId/date'],
    ['website content', () => 'ProductWebsite/AboutUs/Main/Description'],
  ])('does not write %s', async (_, path) => {
    await expectDatabaseRefusal(() => set(ref(as.pendingFeedback.database, path()), 'Changed'));
  });

  it('does not write the audit log', async () => {
    await expectDatabaseRefusal(() =>
      push(ref(as.pendingFeedback.database, 'AuditLog'), { action: 'approveFeedback', at: Date.now() }),
    );
  });
});

describe('an app user whose feedback is approved', () => {
  const feedback = () => `users/${ids.approvedFeedback}/feedback`;

  it('withdraws the approval, which sends the feedback back for approval', async () => {
    await set(ref(as.approvedFeedback.database, `${feedback()}/approveFeedback`), false);
    expect(await stored(`${feedback()}/approveFeedback`)).toBe(false);
  });

  it('does not change or remove the approval time', async () => {
    const path = `${feedback()}/feedbackApproveTimestamp`;
    await expectDatabaseRefusal(() => set(ref(as.approvedFeedback.database, path), 1));
    await expectDatabaseRefusal(() => remove(ref(as.approvedFeedback.database, path)));
  });

  it('does not delete the approved feedback or their record', async () => {
    await expectDatabaseRefusal(() => remove(ref(as.approvedFeedback.database, feedback())));
    await expectDatabaseRefusal(() =>
      remove(ref(as.approvedFeedback.database, `users/${ids.approvedFeedback}`)),
    );
  });
});

describe('an app user without feedback', () => {
  const own = () => `users/${ids.noFeedback}`;
  const newFeedback = { timestamp: 1_790_000_000_000, category: 'Login', rating: 5, review: 'Smooth' };

  it('submits feedback as unapproved, the only value a client may give the approval field', async () => {
    await set(ref(as.noFeedback.database, `${own()}/feedback`), { ...newFeedback, approveFeedback: false });
    expect(await stored(`${own()}/feedback/approveFeedback`)).toBe(false);
  });

  it.each([
    ['approved', { ...newFeedback, approveFeedback: true }],
    ['with an approval time', { ...newFeedback, approveFeedback: false, feedbackApproveTimestamp: 1 }],
    ['with an approval field that is not a boolean', { ...newFeedback, approveFeedback: 'false' }],
  ])('does not submit feedback %s', async (_, value) => {
    await expectDatabaseRefusal(() => set(ref(as.noFeedback.database, `${own()}/feedback`), value));
  });

  it('removes their own record, which holds no approval field', async () => {
    await remove(ref(as.noFeedback.database, own()));
    expect(await stored(own())).toBeNull();
  });
});

describe('a business user waiting for approval', () => {
  const own = () => `business-users/${ids.waitingBusiness}`;

  it('reads their own record only', async () => {
    await expectReadable(as.waitingBusiness, own());
    await expectUnreadable(as.waitingBusiness, `business-users/${ids.approvedBusiness}`);
    await expectUnreadable(as.waitingBusiness, `users/${ids.pendingFeedback}`);
  });

  it('updates their own profile', async () => {
    await update(ref(as.waitingBusiness.database, own()), { username: 'Renamed Gym' });
    expect(await stored(`${own()}/username`)).toBe('Renamed Gym');
  });

  it('replaces their whole record when isApproveUser keeps its value', async () => {
    const record = {
      ...((await stored(own())) as BusinessUser),
      businessCertification: 'https://example.com/c.pdf',
    };
    await set(ref(as.waitingBusiness.database, own()), record);
    expect(await stored(own())).toEqual(record);
  });

  it('does not approve themselves, directly or by replacing the record', async () => {
    await expectDatabaseRefusal(() => set(ref(as.waitingBusiness.database, `${own()}/isApproveUser`), true));
    const record = { ...((await stored(own())) as BusinessUser), isApproveUser: true };
    await expectDatabaseRefusal(() => set(ref(as.waitingBusiness.database, own()), record));
  });

  it('does not remove isApproveUser, alone or with the record', async () => {
    await expectDatabaseRefusal(() => remove(ref(as.waitingBusiness.database, `${own()}/isApproveUser`)));
    await expectDatabaseRefusal(() => remove(ref(as.waitingBusiness.database, own())));
  });

  it('does not write the approval e-mail record', async () => {
    await expectDatabaseRefusal(() =>
      set(ref(as.waitingBusiness.database, `${own()}/approvalEmail`), { status: 'sent', at: Date.now() }),
    );
  });

  it('does not write another business user record', async () => {
    await expectDatabaseRefusal(() =>
      set(ref(as.waitingBusiness.database, `business-users/${ids.approvedBusiness}/username`), 'x'),
    );
  });
});

describe('a business user whose approval e-mail is recorded', () => {
  const own = () => `business-users/${ids.approvedBusiness}`;
  const approvalEmail = { status: 'failed', at: 1_800_000_000_000, error: 'SendGrid answered 500' };

  // The approveBusinessUsers callable records each e-mail's outcome on the user; here the admin SDK plays its part.
  beforeEach(async () => {
    await getDatabase(app).ref(`${own()}/approvalEmail`).set(approvalEmail);
  });

  it('still updates other fields of their record', async () => {
    await update(ref(as.approvedBusiness.database, own()), { username: 'Renamed Studio' });
    expect(await stored(own())).toMatchObject({
      username: 'Renamed Studio',
      approvalEmail,
      isApproveUser: true,
    });
  });

  it.each([
    ['change it', () => set(ref(as.approvedBusiness.database, `${own()}/approvalEmail/status`), 'sent')],
    ['remove it', () => remove(ref(as.approvedBusiness.database, `${own()}/approvalEmail`))],
    [
      'rewrite it with the record',
      async () => set(ref(as.approvedBusiness.database, own()), await stored(own())),
    ],
  ])('does not %s', async (_, write) => {
    await expectDatabaseRefusal(write);
  });

  it('withdraws their approval, which sends them back for approval, but does not delete their record', async () => {
    await expectDatabaseRefusal(() => remove(ref(as.approvedBusiness.database, own())));
    await set(ref(as.approvedBusiness.database, `${own()}/isApproveUser`), false);
    expect(await stored(`${own()}/isApproveUser`)).toBe(false);
  });
});

describe('another signed-in account', () => {
  it.each([
    ['the former admin claim', { admin: true }],
    ['a role in other case', { role: 'Owner' }],
    ['an unknown role', { role: 'superuser' }],
  ])('reads none of the console data with %s', async (_, claims) => {
    const email = `almost-member-${Object.values(claims).join('-').toLowerCase()}@example.com`;
    const { uid } = await getAuth(app).createUser({ email, password: demoPassword });
    await getAuth(app).setCustomUserClaims(uid, claims);
    const almostMember = await clients.open({ email, password: demoPassword });
    for (const path of [
      `users/${ids.pendingFeedback}`,
      `business-users/${ids.waitingBusiness}`,
      'AuditLog',
    ]) {
      await expectUnreadable(almostMember, path);
    }
    await getAuth(app).deleteUser(uid);
  });

  it('reads neither app user records nor the audit log, but the schedule', async () => {
    await expectUnreadable(as.member, `users/${ids.pendingFeedback}`);
    await expectUnreadable(as.member, `business-users/${ids.waitingBusiness}`);
    await expectUnreadable(as.member, 'AuditLog');
    await expectUnreadable(as.member, 'videoSearchCache');
    await expectUnreadable(as.member, 'videoSearchUsage');
    await expectReadable(as.member, 'ScheduleDateAndTime');
  });

  it("writes no one else's record", async () => {
    await expectDatabaseRefusal(() =>
      set(ref(as.member.database, `users/${ids.pendingFeedback}/username`), 'x'),
    );
    await expectDatabaseRefusal(() =>
      remove(ref(as.member.database, `business-users/${ids.waitingBusiness}`)),
    );
  });

  it('signs up as a business user waiting for approval, never as an approved one', async () => {
    const path = `business-users/${ids.member}`;
    const record = { username: 'New Gym', email: member.email, userType: 'business' };
    await expectDatabaseRefusal(() => set(ref(as.member.database, path), { ...record, isApproveUser: true }));
    await set(ref(as.member.database, path), { ...record, isApproveUser: false });
    expect(await stored(path)).toEqual({ ...record, isApproveUser: false });
  });
});

describe('a visitor who is not signed in', () => {
  it('reads the content of both websites', async () => {
    await expectReadable(as.anonymous, 'ProductWebsite');
    await expectReadable(as.anonymous, 'BusinessUserWebsite/ContactUs');
  });

  it.each([
    'ScheduleDateAndTime',
    'users',
    'business-users',
    'AuditLog',
    'videoSearchCache',
    'videoSearchUsage',
    '/',
  ])('does not read %s', async (path) => {
    await expectUnreadable(as.anonymous, path);
  });

  it('writes nothing', async () => {
    await expectDatabaseRefusal(() =>
      set(ref(as.anonymous.database, `users/${ids.pendingFeedback}/username`), 'x'),
    );
    await expectDatabaseRefusal(() =>
      set(ref(as.anonymous.database, 'ProductWebsite/KeyFeature/Main/Title'), 'x'),
    );
    await expectDatabaseRefusal(() => set(ref(as.anonymous.database, 'users/visitor'), { username: 'x' }));
  });
});
