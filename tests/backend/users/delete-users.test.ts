import {
  accountTarget,
  type DeleteUsersOutput,
  deleteUsersOutputSchema,
  teamAccountMessage,
  teamAccountReason,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountState } from '../support/accounts.ts';
import { auditEntryCount, latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import {
  type DemoUsers,
  pick,
  readDemoUsers,
  valueAt,
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

  it('moves the records of both kinds to the trash in one call, whole, and disables their sign-in accounts', async () => {
    const normalUserId = pick(users.normalUserIds, 0);
    const businessUserId = pick(users.waiting, 0).id;
    const untouchedId = pick(users.normalUserIds, 1);
    const { uid: administratorUid } = await getAuth(app).getUserByEmail(administrator.email);
    const tokensValidAfter = Date.now();
    const before = await databaseSnapshot();
    const stored = (path: string) => valueAt(before, path);

    const result = await deleteUsers([normalUserId, 'no-such-user', businessUserId]);

    expect(result).toEqual({
      deleted: [normalUserId, businessUserId],
      notFound: ['no-such-user'],
      alreadyInTrash: [],
      accountFailures: [],
    });
    const after = withoutDerivedData(await databaseSnapshot());
    const deletedAt = valueAt(after, `userTrash/${normalUserId}/deletedAt`);
    expect(deletedAt).toEqual(expect.any(Number));
    const trashRow = (path: string, id: string) => {
      const record = stored(`${path}/${id}`) as { username: string; email: string };
      return {
        username: record.username,
        email: record.email,
        collections: [path],
        deletedAt,
        deletedBy: { uid: administratorUid, email: administrator.email },
        account: 'disabled',
      };
    };
    expect(after).toEqual(
      withoutDerivedData(
        withUpdates(before, {
          [`users/${normalUserId}`]: null,
          [`business-users/${businessUserId}`]: null,
          [`userTrash/${normalUserId}`]: trashRow('users', normalUserId),
          [`userTrash/${businessUserId}`]: trashRow('business-users', businessUserId),
          // Each record kept exactly as it was stored.
          [`userTrashRecords/${normalUserId}/users`]: stored(`users/${normalUserId}`),
          [`userTrashRecords/${businessUserId}/business-users`]: stored(`business-users/${businessUserId}`),
          'userTrashSettings/retentionDays': 30,
        }),
      ),
    );
    expect(await accountState(app, normalUserId)).toBe('disabled');
    expect(await accountState(app, businessUserId)).toBe('disabled');
    expect(await accountState(app, untouchedId)).toBe('enabled');
    // Refresh tokens revoked: a session the app holds ends at its next token refresh.
    const { tokensValidAfterTime } = await getAuth(app).getUser(normalUserId);
    expect(Date.parse(tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(
      Math.floor(tokensValidAfter / 1000) * 1000,
    );
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

    expect(again).toEqual({
      deleted: [],
      notFound: [normalUserId, businessUserId],
      alreadyInTrash: [],
      accountFailures: [],
    });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
  });

  it('disables, when called again, an account that a deletion cut short left enabled', async () => {
    const normalUserId = pick(users.normalUserIds, 7);
    await deleteUsers([normalUserId]);
    // What a deletion stopped between the move and the account (its worker killed, Auth unreachable) leaves.
    await getAuth(app).updateUser(normalUserId, { disabled: false });
    const account = getDatabase(app).ref(`userTrash/${normalUserId}/account`);
    await account.set('to-disable');

    expect(await deleteUsers([normalUserId])).toEqual({
      deleted: [],
      notFound: [normalUserId],
      alreadyInTrash: [],
      accountFailures: [],
    });
    expect(await accountState(app, normalUserId)).toBe('disabled');
    expect((await account.get()).val()).toBe('disabled');
  });

  it('leaves a sign-in account without a record as it is: there is nothing to keep in the trash', async () => {
    const { uid } = await getAuth(app).createUser({ email: 'no-record@example.com', password: 'secret-123' });
    expect(await deleteUsers([uid])).toEqual({
      deleted: [],
      notFound: [uid],
      alreadyInTrash: [],
      accountFailures: [],
    });
    expect(await accountState(app, uid)).toBe('enabled');
  });

  it('keeps a record whose id the trash already holds where it is, losing neither deletion', async () => {
    const normalUserId = pick(users.normalUserIds, 6);
    const database = getDatabase(app);
    await deleteUsers([normalUserId]);
    const kept = (await database.ref(`userTrashRecords/${normalUserId}`).get()).val();
    const reused = { username: 'Reused Id', email: 'reused@example.com', userType: 'normal' };
    await database.ref(`users/${normalUserId}`).set(reused);

    expect(await deleteUsers([normalUserId])).toEqual({
      deleted: [],
      notFound: [],
      alreadyInTrash: [normalUserId],
      accountFailures: [],
    });
    expect((await database.ref(`users/${normalUserId}`).get()).val()).toEqual(reused);
    expect((await database.ref(`userTrashRecords/${normalUserId}`).get()).val()).toEqual(kept);
  });

  it("refuses a list with the administrator's own account (an account of the team), changing nothing", async () => {
    const { uid: administratorUid } = await getAuth(app).getUserByEmail(administrator.email);
    const normalUserId = pick(users.normalUserIds, 3);
    const before = withoutAuditLog(await databaseSnapshot());
    const auditEntries = await auditEntryCount(app);

    const error = await callFailure(administrator, 'deleteUsers', {
      userIds: [normalUserId, administratorUid],
    });

    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toContain(teamAccountMessage);
    expect(error.details).toEqual({ reason: teamAccountReason });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
    expect(await accountState(app, administratorUid)).toBe('enabled');
    expect(await accountState(app, normalUserId)).toBe('enabled');
    expect(await auditEntryCount(app)).toBe(auditEntries + 1);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'deleteUsers',
      targets: [accountTarget(administratorUid)],
      outcome: 'refused',
      errorCode: 'failed-precondition',
    });
  });

  it('keeps the accounts when a batch is refused for one malformed id', async () => {
    const normalUserId = pick(users.normalUserIds, 4);
    const error = await callFailure(administrator, 'deleteUsers', { userIds: [normalUserId, 'bad#id'] });
    expect(error.code).toBe('functions/invalid-argument');
    expect(await accountState(app, normalUserId)).toBe('enabled');
  });

  it('moves a record holding a __proto__ child, child and all, and reports one holding only that as deleted', async () => {
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
    expect(
      (await database.ref(`userTrashRecords/${normalUserId}/users/__proto__/userType`).get()).val(),
    ).toBe('business');
    expect(await accountState(app, normalUserId)).toBe('disabled');
  });
});
