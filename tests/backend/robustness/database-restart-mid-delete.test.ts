import { isDeepStrictEqual } from 'node:util';
import {
  type DeleteUsersOutput,
  databasePaths,
  deleteUsersOutputSchema,
  directoryKey,
  readModelPaths,
  splitIntoBatches,
  type TrashedCollection,
  trashedUserPath,
  type UserKind,
  userTrashPath,
  userTrashRecordsPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { expectFiguresConsistent, expectReadModelsOfRecord } from '../read-models/read-model-state.ts';
import { storedOverRest } from '../support/backend-data.ts';
import { callAs, callSettled } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { databaseRestarts, restartDatabaseAfterWriteTo } from '../support/database-restart.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// Users of both kinds; their accounts are disabled ten at a time, so that a restart at the row of the user three
// quarters down the list meets the disabling with a few rounds still to go.
const normalUsers = 75;
const businessUsers = 25;
// A few seconds, as a restart or failover takes: the SDKs reconnect on their own, with their back-off.
const downMs = 3_000;

interface TestUser {
  id: string;
  collection: TrashedCollection;
  kind: UserKind;
  record: Record<string, unknown>;
}

type Records = Record<string, unknown>;

// Answered or failed: after a restart either is acceptable, as long as the data is whole and a retry finishes.
function deleteUsersSettled(userIds: string[]): Promise<DeleteUsersOutput | Error> {
  return callSettled(administrator, 'deleteUsers', { userIds }, deleteUsersOutputSchema);
}

describe('the database restarted in the middle of a bulk delete', () => {
  const app = adminAppForSuite();

  async function addUsers(prefix: string): Promise<TestUser[]> {
    const user = (index: number): TestUser => {
      const id = `${prefix}-${index}`;
      const business = index >= normalUsers;
      const kind = business ? 'business' : 'normal';
      const record = { username: `Restart ${prefix} ${index}`, email: `${id}@example.com`, userType: kind };
      return business
        ? { id, kind, collection: databasePaths.businessUsers, record: { ...record, isApproveUser: false } }
        : { id, kind, collection: databasePaths.normalUsers, record };
    };
    const users = Array.from({ length: normalUsers + businessUsers }, (_, index) => user(index));
    const imported = await getAuth(app).importUsers(
      users.map(({ id }) => ({ uid: id, email: `${id}@example.com` })),
    );
    expect(imported.failureCount).toBe(0);
    await getDatabase(app)
      .ref()
      .update(Object.fromEntries(users.map(({ id, collection, record }) => [`${collection}/${id}`, record])));
    await readModelsSettled();
    return users;
  }

  /**
   * Each user as the delete left it: `moved` (gone from its collection, its record whole in the trash with its
   * row), `untouched` (as it was, nothing in the trash), or what it is instead, half done.
   */
  async function statesOf(users: readonly TestUser[]): Promise<string[]> {
    const [normal, business, trash, trashRecords] = (await Promise.all(
      [databasePaths.normalUsers, databasePaths.businessUsers, userTrashPath, userTrashRecordsPath].map(
        async (path) => (await storedOverRest(path)) ?? {},
      ),
    )) as Records[];
    const collections: Record<TrashedCollection, Records> = {
      users: normal ?? {},
      'business-users': business ?? {},
    };
    return users.map(({ id, collection, record }) => {
      const stored = collections[collection][id];
      const row = trash?.[id] as { collections?: unknown } | undefined;
      const kept = trashRecords?.[id];
      if (stored === undefined && isDeepStrictEqual(row?.collections, [collection])) {
        if (isDeepStrictEqual(kept, { [collection]: record })) return 'moved';
      }
      if (isDeepStrictEqual(stored, record) && row === undefined && kept === undefined) return 'untouched';
      return `${id} half done: ${JSON.stringify({ stored, row, kept })}`;
    });
  }

  async function trashRows(users: readonly TestUser[]): Promise<Records> {
    const trash = ((await storedOverRest(userTrashPath)) ?? {}) as Records;
    return Object.fromEntries(users.map(({ id }) => [id, trash[id]]));
  }

  async function disabledAccounts(users: readonly TestUser[]): Promise<boolean[]> {
    const auth = getAuth(app);
    const found = await Promise.all(
      // The Auth API looks up at most 100 accounts per request.
      splitIntoBatches(users, 100).map((batch) => auth.getUsers(batch.map(({ id }) => ({ uid: id })))),
    );
    const disabled = new Map(
      found.flatMap(({ users: accounts }) => accounts.map((account) => [account.uid, account.disabled])),
    );
    return users.map(({ id }) => disabled.get(id) === true);
  }

  // What the users screen and the figures read: the read models agree with the records, counted once.
  async function expectReadModelsUpdated(users: readonly TestUser[]): Promise<void> {
    await readModelsSettled();
    const directory = ((await storedOverRest(readModelPaths.userDirectory)) ?? {}) as Records;
    expect(users.filter(({ id, kind }) => directoryKey(kind, id) in directory).map(({ id }) => id)).toEqual(
      [],
    );
    const database = getDatabase(app);
    for (const { kind, id, record } of users.filter((_, index) => index % 25 === 0)) {
      await expectReadModelsOfRecord(database, kind, id, [String(record.username)]);
    }
    await expectFiguresConsistent(database);
  }

  // The restart happened, once, and waits for no other write.
  async function expectRestartedOnceSince(restarts: number): Promise<void> {
    expect(await databaseRestarts()).toEqual({ restarts: restarts + 1, armed: null });
  }

  // Deleted, or failed: an answer names as failed only accounts whose trash row still owes their disabling.
  async function expectAnswerTrue(
    answer: DeleteUsersOutput | Error,
    users: readonly TestUser[],
  ): Promise<void> {
    if (answer instanceof Error) return;
    const ids = users.map(({ id }) => id);
    expect(answer).toMatchObject({ deleted: ids, notFound: [], alreadyInTrash: [] });
    const rows = await trashRows(users);
    const owed = (userId: string) =>
      (rows[userId] as { account?: unknown } | undefined)?.account === 'to-disable';
    expect(answer.accountFailures.filter(({ userId }) => !owed(userId))).toEqual([]);
  }

  /** The retry completes what is left and redoes nothing: the rows keep their first deletion, every account is off. */
  async function retryFinishes(users: readonly TestUser[], ids: string[]): Promise<void> {
    const rowsBefore = await trashRows(users);
    const again = deleteUsersOutputSchema.parse(await callAs(administrator, 'deleteUsers', { userIds: ids }));
    expect(again).toEqual({ deleted: [], notFound: ids, alreadyInTrash: [], accountFailures: [] });
    expect(new Set(await statesOf(users))).toEqual(new Set(['moved']));
    expect(await disabledAccounts(users)).toEqual(ids.map(() => true));
    const rowsAfter = await trashRows(users);
    for (const { id } of users) {
      expect(rowsAfter[id]).toEqual({ ...(rowsBefore[id] as Records), account: 'disabled' });
    }
    await expectReadModelsUpdated(users);
  }

  it('right after the move is stored (its acknowledgement lost): every user moved once, a retry moves nothing', async () => {
    const users = await addUsers('restart-move');
    const ids = users.map(({ id }) => id);
    const { restarts } = await databaseRestarts();
    await restartDatabaseAfterWriteTo(userTrashRecordsPath, downMs);

    const answer = await deleteUsersSettled(ids);

    await expectRestartedOnceSince(restarts);
    // The SDK sent the move again once connected: stored once, whole.
    expect(new Set(await statesOf(users))).toEqual(new Set(['moved']));
    await expectAnswerTrue(answer, users);
    await retryFinishes(users, ids);
  }, 120_000);

  it('while the accounts are being disabled: every user moved, every account disabled, failures named truly', async () => {
    const users = await addUsers('restart-accounts');
    const ids = users.map(({ id }) => id);
    const { restarts } = await databaseRestarts();

    const deleting = deleteUsersSettled(ids);
    // Once the move is stored the accounts are disabled in the order of the ids, ten at a time, each recorded on
    // the user's trash row: the restart follows the row of a user whose turn comes late.
    await expect
      .poll(async () => Object.values(await trashRows(users)).filter(Boolean).length, {
        timeout: 30_000,
        interval: 20,
      })
      .toBe(ids.length);
    const lateTurn = ids[Math.floor((ids.length * 3) / 4)] ?? '';
    await restartDatabaseAfterWriteTo(trashedUserPath(lateTurn), downMs);
    const answer = await deleting;

    await expectRestartedOnceSince(restarts);
    expect(new Set(await statesOf(users))).toEqual(new Set(['moved']));
    await expectAnswerTrue(answer, users);
    await retryFinishes(users, ids);
  }, 120_000);
});
