import { type DeleteUsersOutput, deleteUsersOutputSchema } from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntryCount, latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import {
  type DemoUsers,
  pick,
  readDemoUsers,
  withoutAuditLog,
  withoutDerivedData,
  withUpdates,
} from '../support/demo-users.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

async function deleteUsers(userIds: string[]): Promise<DeleteUsersOutput> {
  return deleteUsersOutputSchema.parse(await callAs(administrator, 'deleteUsers', { userIds }));
}

describe('deleteUsers', () => {
  const app = adminAppForSuite();
  let users: DemoUsers;

  beforeAll(async () => {
    users = await readDemoUsers(app);
  });

  async function hasAccount(uid: string): Promise<boolean> {
    try {
      await getAuth(app).getUser(uid);
      return true;
    } catch (error) {
      expect(error).toMatchObject({ code: 'auth/user-not-found' });
      return false;
    }
  }

  it('removes the records of both kinds in one call, with their sign-in accounts', async () => {
    const normalUserId = pick(users.normalUserIds, 0);
    const businessUserId = pick(users.waiting, 0).id;
    const untouchedId = pick(users.normalUserIds, 1);
    expect(await hasAccount(normalUserId)).toBe(true);
    expect(await hasAccount(businessUserId)).toBe(true);
    const before = await databaseSnapshot();

    const result = await deleteUsers([normalUserId, 'no-such-user', businessUserId]);

    expect(result).toEqual({
      deleted: [normalUserId, businessUserId],
      notFound: ['no-such-user'],
      accountFailures: [],
    });
    expect(withoutDerivedData(await databaseSnapshot())).toEqual(
      withoutDerivedData(
        withUpdates(before, { [`users/${normalUserId}`]: null, [`business-users/${businessUserId}`]: null }),
      ),
    );
    expect(await hasAccount(normalUserId)).toBe(false);
    expect(await hasAccount(businessUserId)).toBe(false);
    expect(await hasAccount(untouchedId)).toBe(true);
    expect(await latestAuditEntry(app)).toEqual({
      action: 'deleteUsers',
      actorUid: expect.any(String),
      actorEmail: administrator.email,
      targets: [`users/${normalUserId}`, `business-users/${businessUserId}`],
      at: expect.any(Number),
      outcome: 'succeeded',
    });
  });

  it('answers deleting the same users again without an error, as not found', async () => {
    const normalUserId = pick(users.normalUserIds, 2);
    const businessUserId = pick(users.approved, 0).id;
    await deleteUsers([normalUserId, businessUserId]);
    const before = withoutAuditLog(await databaseSnapshot());

    const again = await deleteUsers([normalUserId, businessUserId]);

    expect(again).toEqual({ deleted: [], notFound: [normalUserId, businessUserId], accountFailures: [] });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
  });

  it('deletes a sign-in account that has no record', async () => {
    const { uid } = await getAuth(app).createUser({ email: 'no-record@example.com', password: 'secret-123' });
    expect(await deleteUsers([uid])).toEqual({ deleted: [], notFound: [uid], accountFailures: [] });
    expect(await hasAccount(uid)).toBe(false);
  });

  it("refuses a list with the administrator's own account (invalid-argument), changing nothing", async () => {
    const { uid: administratorUid } = await getAuth(app).getUserByEmail(administrator.email);
    const normalUserId = pick(users.normalUserIds, 3);
    const before = withoutAuditLog(await databaseSnapshot());
    const auditEntries = await auditEntryCount(app);

    const error = await callFailure(administrator, 'deleteUsers', {
      userIds: [normalUserId, administratorUid],
    });

    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^userIds: must not include your own account \[400\]$/);
    expect(error.details).toEqual({ field: 'userIds' });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
    expect(await hasAccount(administratorUid)).toBe(true);
    expect(await hasAccount(normalUserId)).toBe(true);
    expect(await auditEntryCount(app)).toBe(auditEntries + 1);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'deleteUsers',
      targets: [],
      outcome: 'failed',
      errorCode: 'invalid-argument',
    });
  });

  it('keeps the accounts when a batch is refused for one malformed id', async () => {
    const normalUserId = pick(users.normalUserIds, 4);
    const error = await callFailure(administrator, 'deleteUsers', { userIds: [normalUserId, 'bad#id'] });
    expect(error.code).toBe('functions/invalid-argument');
    expect(await hasAccount(normalUserId)).toBe(true);
  });

  it('deletes a record holding a __proto__ child, child and all, and reports one holding only that as deleted', async () => {
    const normalUserId = pick(users.normalUserIds, 5);
    const onlyProto = 'only-a-proto-child';
    await getDatabase(app)
      .ref()
      .update({
        [`users/${normalUserId}/__proto__/userType`]: 'business',
        [`business-users/${onlyProto}/__proto__/isApproveUser`]: true,
      });

    expect(await deleteUsers([normalUserId, onlyProto])).toMatchObject({
      deleted: [normalUserId, onlyProto],
      notFound: [],
    });
    const database = getDatabase(app);
    expect((await database.ref(`users/${normalUserId}`).get()).exists()).toBe(false);
    expect((await database.ref(`business-users/${onlyProto}`).get()).exists()).toBe(false);
    expect(await hasAccount(normalUserId)).toBe(false);
  });
});
