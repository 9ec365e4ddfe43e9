import {
  accountCreationTimesPath,
  type DeleteUsersForeverOutput,
  dayMs,
  deleteUsersForeverOutputSchema,
  directoryKey,
  type RestoreUsersOutput,
  readModelPaths,
  restoreUsersOutputSchema,
  runCleanupOutputSchema,
  trashedRecordsPath,
  trashedUserPath,
  type UserKind,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountState } from '../support/accounts.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot, expectDatabaseChanges } from '../support/backend-data.ts';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import {
  type DemoUsers,
  pick,
  readDemoUsers,
  withoutAuditLog,
  withoutDerivedData,
  withUpdates,
} from '../support/demo-users.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// Deleting users moves them to the trash (see delete-users.test.ts); here they come back, or leave for good.

// USER_TRASH_RETENTION_DAYS as the launcher sets it for the local backend (the production default too).
const retentionDays = 30;
const none = { idInUse: [], notInTrash: [], accountFailures: [] };

describe('the user trash', () => {
  const app = adminAppForSuite();
  const database = () => getDatabase(app);
  let users: DemoUsers;

  beforeAll(async () => {
    users = await readDemoUsers(app);
  });

  async function deleteUsers(userIds: string[]): Promise<void> {
    const output = (await callAs(administrator, 'deleteUsers', { userIds })) as { deleted: string[] };
    expect(output.deleted).toEqual(userIds);
  }

  async function restoreUsers(userIds: string[]): Promise<RestoreUsersOutput> {
    return restoreUsersOutputSchema.parse(await callAs(administrator, 'restoreUsers', { userIds }));
  }

  async function deleteForever(userIds: string[]): Promise<DeleteUsersForeverOutput> {
    return deleteUsersForeverOutputSchema.parse(
      await callAs(administrator, 'deleteUsersForever', { userIds }),
    );
  }

  async function exists(path: string): Promise<boolean> {
    return (await database().ref(path).get()).exists();
  }

  async function listed(kind: UserKind, userId: string): Promise<boolean> {
    await readModelsSettled();
    return exists(`${readModelPaths.userDirectory}/${directoryKey(kind, userId)}`);
  }

  it('restores exactly the records deleted, in their collections, with their accounts, lists and figures', async () => {
    const normalUserId = pick(users.normalUserIds, 0);
    const businessUserId = pick(users.approved, 0).id;
    const before = await databaseSnapshot();
    await deleteUsers([normalUserId, businessUserId]);
    expect(await listed('normal', normalUserId)).toBe(false);
    expect(await listed('business', businessUserId)).toBe(false);
    expect(await accountState(app, businessUserId)).toBe('disabled');

    expect(await restoreUsers([normalUserId, businessUserId])).toEqual({
      ...none,
      restored: [normalUserId, businessUserId],
    });

    // Byte for byte what was there, and nothing left in the trash; the retention the console states stays.
    await expectDatabaseChanges(before, { 'userTrashSettings/retentionDays': retentionDays });
    expect(await accountState(app, normalUserId)).toBe('enabled');
    expect(await accountState(app, businessUserId)).toBe('enabled');
    expect(await listed('normal', normalUserId)).toBe(true);
    expect(await listed('business', businessUserId)).toBe(true);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'restoreUsers',
      targets: [trashedUserPath(normalUserId), trashedUserPath(businessUserId)],
      outcome: 'succeeded',
    });
  });

  it('restores a user kept in both collections to both', async () => {
    const userId = pick(users.normalUserIds, 1);
    const businessRecord = {
      username: 'Twin Gym',
      email: 'twin@example.com',
      userType: 'business',
      isApproveUser: false,
    };
    await database().ref(`business-users/${userId}`).set(businessRecord);
    const normalRecord = (await database().ref(`users/${userId}`).get()).val();
    await deleteUsers([userId]);
    expect((await database().ref(trashedUserPath(userId)).get()).val()).toMatchObject({
      collections: ['users', 'business-users'],
    });

    expect(await restoreUsers([userId])).toEqual({ ...none, restored: [userId] });
    expect((await database().ref(`users/${userId}`).get()).val()).toEqual(normalRecord);
    expect((await database().ref(`business-users/${userId}`).get()).val()).toEqual(businessRecord);
  });

  it('keeps and restores every child of a record, one named __proto__ too, and its priorities', async () => {
    const userId = pick(users.normalUserIds, 9);
    const record = database().ref(`users/${userId}`);
    await record.update({ '__proto__/note': 'kept' });
    await record.child('streak').setWithPriority({ days: 12 }, 7);
    const stored = (await databaseSnapshot()) as Record<string, unknown>;

    await deleteUsers([userId]);
    expect(
      (
        await database()
          .ref(`${trashedRecordsPath(userId)}/users/__proto__/note`)
          .get()
      ).val(),
    ).toBe('kept');
    expect(await restoreUsers([userId])).toEqual({ ...none, restored: [userId] });

    expect((await record.child('__proto__/note').get()).val()).toBe('kept');
    expect((await record.child('streak').get()).getPriority()).toBe(7);
    expect(withoutDerivedData(await databaseSnapshot())).toEqual(withoutDerivedData(stored));
  });

  it('does not restore over a record the app wrote under the same id since, for that user only', async () => {
    const reusedId = pick(users.normalUserIds, 2);
    const otherId = pick(users.normalUserIds, 3);
    await deleteUsers([reusedId, otherId]);
    const kept = (await database().ref(trashedRecordsPath(reusedId)).get()).val();
    const newRecord = { username: 'Someone New', email: 'new@example.com', userType: 'normal' };
    await database().ref(`users/${reusedId}`).set(newRecord);

    expect(await restoreUsers([reusedId, otherId])).toEqual({
      ...none,
      restored: [otherId],
      idInUse: [reusedId],
    });
    expect((await database().ref(`users/${reusedId}`).get()).val()).toEqual(newRecord);
    expect((await database().ref(trashedRecordsPath(reusedId)).get()).val()).toEqual(kept);
    expect(await exists(trashedUserPath(reusedId))).toBe(true);
    expect(await accountState(app, reusedId)).toBe('disabled');
    expect(await accountState(app, otherId)).toBe('enabled');

    // Deleting forever then keeps the account: it is the new user's.
    expect(await deleteForever([reusedId])).toEqual({
      deleted: [],
      accountKept: [reusedId],
      notInTrash: [],
      accountFailures: [],
    });
    expect(await exists(trashedUserPath(reusedId))).toBe(false);
    expect(await exists(trashedRecordsPath(reusedId))).toBe(false);
    expect(await accountState(app, reusedId)).toBe('disabled');
    expect((await database().ref(`users/${reusedId}`).get()).val()).toEqual(newRecord);
  });

  it('finishes a restore cut short after the records were back: restoring again completes it', async () => {
    const userId = pick(users.normalUserIds, 4);
    await deleteUsers([userId]);
    // As a restore stopped by a crash leaves it: the records back, the account disabled, the user in the trash.
    const kept = (await database().ref(trashedRecordsPath(userId)).get()).val() as { users: unknown };
    await database().ref(`users/${userId}`).set(kept.users);

    expect(await restoreUsers([userId])).toEqual({ ...none, restored: [userId] });
    expect(await exists(trashedUserPath(userId))).toBe(false);
    expect(await accountState(app, userId)).toBe('enabled');
  });

  it('deletes forever the kept records and the sign-in account; users not in the trash change nothing', async () => {
    const userId = pick(users.waiting, 0).id;
    const neverDeleted = pick(users.normalUserIds, 5);
    await deleteUsers([userId]);
    const before = withoutAuditLog(await databaseSnapshot());

    expect(await deleteForever([userId, neverDeleted, 'no-such-user'])).toEqual({
      deleted: [userId],
      accountKept: [],
      notInTrash: [neverDeleted, 'no-such-user'],
      accountFailures: [],
    });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(
      withUpdates(before, {
        [trashedUserPath(userId)]: null,
        [trashedRecordsPath(userId)]: null,
        [`${accountCreationTimesPath}/${userId}`]: null,
      }),
    );
    expect(await accountState(app, userId)).toBe('gone');
    expect(await accountState(app, neverDeleted)).toBe('enabled');
    expect(await restoreUsers([userId])).toEqual({ ...none, restored: [], notInTrash: [userId] });
  });

  it('is emptied by the cleanup of users kept past the retention, after a dry run that only counts them', async () => {
    const [expiredId, almostId, halfDeletedId] = [6, 7, 8].map((index) =>
      pick(users.normalUserIds, index),
    ) as [string, string, string];
    await deleteUsers([expiredId, almostId, halfDeletedId]);
    const now = Date.now();
    await database()
      .ref()
      .update({
        [`${trashedUserPath(expiredId)}/deletedAt`]: now - retentionDays * dayMs - 60_000,
        [`${trashedUserPath(almostId)}/deletedAt`]: now - retentionDays * dayMs + 10 * 60_000,
        // A deletion cut short before it disabled the account.
        [`${trashedUserPath(halfDeletedId)}/account`]: 'to-disable',
      });
    await getAuth(app).updateUser(halfDeletedId, { disabled: false });
    const before = withoutAuditLog(await databaseSnapshot());

    const preview = runCleanupOutputSchema.parse(await callAs(administrator, 'runCleanup', { dryRun: true }));
    expect(preview.userTrash).toEqual({ deletedForever: 1, accountsDisabled: 1 });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
    expect(await accountState(app, halfDeletedId)).toBe('enabled');

    const report = runCleanupOutputSchema.parse(await callAs(administrator, 'runCleanup', { dryRun: false }));
    expect(report.userTrash).toEqual({ deletedForever: 1, accountsDisabled: 1 });
    expect(await exists(trashedUserPath(expiredId))).toBe(false);
    expect(await exists(trashedRecordsPath(expiredId))).toBe(false);
    expect(await accountState(app, expiredId)).toBe('gone');
    expect(await exists(trashedRecordsPath(almostId))).toBe(true);
    expect(await accountState(app, almostId)).toBe('disabled');
    expect(await accountState(app, halfDeletedId)).toBe('disabled');
    expect(
      (
        await database()
          .ref(`${trashedUserPath(halfDeletedId)}/account`)
          .get()
      ).val(),
    ).toBe('disabled');
  });
});
