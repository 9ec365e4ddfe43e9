import {
  type ApproveBusinessUsersOutput,
  approveBusinessUsersOutputSchema,
  bulkProgressSchema,
  countMatchingUsersOutputSchema,
  type DeleteUsersOutput,
  databasePaths,
  deleteUsersOutputSchema,
  directoryKey,
  readModelPaths,
  type UserListQuery,
} from '@management-center/contract';
import {
  combineUserCollections,
  filterUserRows,
} from '@management-center/contract/test-support/user-list-reference';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure, streamAs } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { loadThenBackfill, readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// More users than one chunk of the backend's (BULK_CHUNK_SIZE, 50 in the test backends) match each filter, so
// every action runs over several chunks.
const { bulkChunkSize } = inject('backend');
const sweptNormalUsers = 62;
const sweptBusinessUsers = 14;
const keptNormalUsers = 15;
const waitingBusinessUsers = 56;
const approvedBusinessUsers = 3;
// Normal users whose name also matches the approval's search: approval must leave them alone.
const normalApproveMeUsers = 4;

function padded(index: number): string {
  return String(index).padStart(4, '0');
}

// Names in several cases: the search is case-insensitive.
function sweptName(index: number): string {
  return [`Sweep Target ${padded(index)}`, `SWEEP target ${padded(index)}`, `sweep Target ${padded(index)}`][
    index % 3
  ] as string;
}

function normalRecord(username: string, index: number) {
  return {
    username,
    email: `bulk.${username.replaceAll(' ', '.').toLowerCase()}@example.com`,
    userType: 'normal',
    ...(index % 2 === 0 ? { registrationDetails: { age: 30, height: 170, weight: 70 } } : {}),
  };
}

function businessRecord(username: string, isApproveUser: boolean) {
  return {
    username,
    email: `bulk.${username.replaceAll(' ', '.').toLowerCase()}@example.com`,
    userType: 'business',
    businessCertification: 'https://certificates.example.com/bulk.pdf',
    isApproveUser,
  };
}

function addedUsers(administratorUid: string): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  for (let index = 0; index < sweptNormalUsers; index += 1) {
    updates[`${databasePaths.normalUsers}/bulk-sweep-n${padded(index)}`] = normalRecord(
      sweptName(index),
      index,
    );
  }
  for (let index = 0; index < sweptBusinessUsers; index += 1) {
    updates[`${databasePaths.businessUsers}/bulk-sweep-b${padded(index)}`] = businessRecord(
      sweptName(index),
      index % 2 === 0,
    );
  }
  for (let index = 0; index < keptNormalUsers; index += 1) {
    // "Swee" and "weep" apart, and "sweep" without the rest: no match of "sweep t".
    updates[`${databasePaths.normalUsers}/bulk-keep-n${padded(index)}`] = normalRecord(
      index % 2 === 0 ? `Swee Keeper ${padded(index)}` : `Sweeping ${padded(index)}`,
      index,
    );
  }
  for (let index = 0; index < waitingBusinessUsers; index += 1) {
    updates[`${databasePaths.businessUsers}/bulk-approve-b${padded(index)}`] = businessRecord(
      `Approve Me ${padded(index)}`,
      false,
    );
  }
  for (let index = 0; index < approvedBusinessUsers; index += 1) {
    updates[`${databasePaths.businessUsers}/bulk-approved-b${padded(index)}`] = businessRecord(
      `Approve Me Again ${padded(index)}`,
      true,
    );
  }
  for (let index = 0; index < normalApproveMeUsers; index += 1) {
    updates[`${databasePaths.normalUsers}/bulk-approve-n${padded(index)}`] = normalRecord(
      `Approve Me Too ${padded(index)}`,
      index,
    );
  }
  // The administrator has an app record whose name matches the deletion's search.
  updates[`${databasePaths.normalUsers}/${administratorUid}`] = normalRecord('Sweep Target Admin', 0);
  return updates;
}

const sweep: UserListQuery = { search: 'sweep t', type: 'All', status: 'All' };

describe('bulk actions over all users that match', () => {
  const app = adminAppForSuite({ closingTimeoutMs: 300_000 });
  const database = getDatabase(app);
  let administratorUid: string;

  beforeAll(async () => {
    administratorUid = (await getAuth(app).getUserByEmail(administrator.email)).uid;
    await loadThenBackfill(app, () => database.ref().update(addedUsers(administratorUid)));
  }, 300_000);

  async function userRows() {
    const [normal, business] = await Promise.all([
      database.ref(databasePaths.normalUsers).get(),
      database.ref(databasePaths.businessUsers).get(),
    ]);
    return combineUserCollections(normal.val(), business.val());
  }

  async function countMatching(matching: UserListQuery): Promise<number> {
    return countMatchingUsersOutputSchema.parse(
      await callAs(administrator, 'countMatchingUsers', { matching }),
    ).count;
  }

  it('counts exactly the users the filters select, at any size', async () => {
    const rows = await userRows();
    const queries: UserListQuery[] = [
      { search: '', type: 'All', status: 'All' },
      { search: '', type: 'Business User', status: 'All' },
      sweep,
      { search: 'SWEEP T', type: 'Normal User', status: 'All' },
      { search: 'sweep t', type: 'Business User', status: 'All' },
      { search: 'swe', type: 'All', status: 'All' },
      { search: 'approve me', type: 'All', status: 'All' },
      { search: 'e', type: 'All', status: 'All' },
      { search: 'no one is called this', type: 'All', status: 'All' },
      { search: '', type: 'Business User', status: 'Waiting for approval' },
      { search: '', type: 'Business User', status: 'Approved' },
      { search: '', type: 'Normal User', status: 'Live' },
      { search: '', type: 'Normal User', status: 'Unalive' },
      { search: 'approve me', type: 'Business User', status: 'Waiting for approval' },
      { search: 'sweep t', type: 'All', status: 'Approved' },
      { search: 'e', type: 'Normal User', status: 'Unalive' },
    ];
    for (const matching of queries) {
      expect(await countMatching(matching), JSON.stringify(matching)).toBe(
        filterUserRows(rows, matching).length,
      );
    }
    expect(filterUserRows(rows, sweep).length).toBeGreaterThan(sweptNormalUsers);
  }, 120_000);

  it('refuses a caller without a team role, and one not signed in, changing nothing', async () => {
    const before = await databaseSnapshot();
    const calls = [
      ['deleteUsers', { matching: sweep }],
      ['approveBusinessUsers', { matching: sweep }],
      ['countMatchingUsers', { matching: sweep }],
      ['approveFeedback', { matching: { status: 'All', category: 'All', rating: 'All' } }],
    ] as const;
    for (const [name, data] of calls) {
      expect((await callFailure(member, name, data)).code, name).toBe('functions/permission-denied');
      expect((await callFailure(undefined, name, data)).code, name).toBe('functions/unauthenticated');
    }
    expect(await databaseSnapshot()).toEqual(before);
  }, 120_000);

  it.each([
    [
      'an unknown type filter',
      'deleteUsers',
      { matching: { search: 'x', type: 'Everyone' } },
      'matching.type',
    ],
    [
      'a search over 100 characters',
      'deleteUsers',
      { matching: { search: 'x'.repeat(101), type: 'All' } },
      'matching.search',
    ],
    ['no type filter', 'approveBusinessUsers', { matching: { search: 'x' } }, 'matching.type'],
    [
      'an unknown status filter',
      'countMatchingUsers',
      { matching: { search: '', type: 'All', status: 'Pending' } },
      'matching.status',
    ],
    [
      'an unknown field in the filter',
      'countMatchingUsers',
      { matching: { search: 'x', type: 'All', all: true } },
      'matching',
    ],
    [
      'both ids and a filter',
      'deleteUsers',
      { userIds: ['a'], matching: { search: 'x', type: 'All' } },
      'input',
    ],
    ['ids to count', 'countMatchingUsers', { userIds: ['a'] }, 'matching'],
    [
      'a rating outside 1 to 5',
      'approveFeedback',
      { matching: { status: 'All', category: 'All', rating: 6 } },
      'matching.rating',
    ],
  ] as const)('refuses %s with the field named, changing nothing', async (_, name, data, field) => {
    const before = await databaseSnapshot();
    const error = await callFailure(administrator, name, data);
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.details).toEqual({ field });
    expect(error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await databaseSnapshot()).toEqual(before);
  });

  it('approves every business user that matches under "Business User", reporting progress, and no one else', async () => {
    const before = await userRows();
    const matching: UserListQuery = { search: 'approve me', type: 'Business User', status: 'All' };
    const matched = filterUserRows(before, matching);
    const waiting = matched.filter((row) => row.status === 'Waiting for approval').map((row) => row.id);
    const approvedBefore = matched.filter((row) => row.status === 'Approved').map((row) => row.id);
    expect(waiting.length).toBeGreaterThan(bulkChunkSize);
    const untouched = before.filter((row) => !matched.includes(row));

    const { chunks, data } = await streamAs(administrator, 'approveBusinessUsers', { matching });
    const result: ApproveBusinessUsersOutput = approveBusinessUsersOutputSchema.parse(data);

    expect(new Set(result.approved)).toEqual(new Set(waiting));
    expect(result.approved).toHaveLength(waiting.length);
    expect(new Set(result.alreadyApproved)).toEqual(new Set(approvedBefore));
    expect(result.notFound).toEqual([]);
    // These users have no sign-in account: each approval is stored, its e-mail reported as not sent.
    expect(new Set(result.emailFailures.map((failure) => failure.userId))).toEqual(new Set(waiting));
    const progress = chunks.map((chunk) => bulkProgressSchema.parse(chunk));
    expect(progress[0]).toEqual({ processed: 0, total: matched.length });
    expect(progress.at(-1)).toEqual({ processed: matched.length, total: matched.length });
    expect(progress.length).toBeGreaterThanOrEqual(3);
    for (const [index, step] of progress.entries()) {
      if (index > 0) expect(step.processed).toBeGreaterThan(progress[index - 1]?.processed ?? 0);
    }

    const after = await userRows();
    const afterById = new Map(after.map((row) => [`${row.kind}:${row.id}`, row]));
    for (const row of matched) expect(afterById.get(`${row.kind}:${row.id}`)?.status).toBe('Approved');
    for (const row of untouched) expect(afterById.get(`${row.kind}:${row.id}`)).toEqual(row);
    await readModelsSettled();
    expect(await countMatching({ search: 'approve me', type: 'All', status: 'All' })).toBe(
      filterUserRows(after, { search: 'approve me', type: 'All', status: 'All' }).length,
    );
  }, 300_000);

  it('deletes every user that matches a search, all of them and no one else, keeping the administrator', async () => {
    const before = await userRows();
    const matched = filterUserRows(before, sweep);
    const matchedIds = new Set(matched.map((row) => row.id));
    expect(matchedIds.has(administratorUid)).toBe(true);
    const untouched = before.filter((row) => !matchedIds.has(row.id) || row.id === administratorUid);

    const { chunks, data } = await streamAs(administrator, 'deleteUsers', { matching: sweep });
    const result: DeleteUsersOutput = deleteUsersOutputSchema.parse(data);

    const deletedIds = [...matchedIds].filter((id) => id !== administratorUid);
    expect(deletedIds.length).toBeGreaterThan(bulkChunkSize);
    expect(new Set(result.deleted)).toEqual(new Set(deletedIds));
    expect(result.deleted).toHaveLength(deletedIds.length);
    expect(result.notFound).toEqual([]);
    expect(result.alreadyInTrash).toEqual([]);
    expect(result.accountFailures).toEqual([]);
    expect(result.teamAccountsSkipped).toEqual([administratorUid]);
    expect(bulkProgressSchema.parse(chunks.at(-1))).toEqual({
      processed: matched.length,
      total: matched.length,
    });

    const after = await userRows();
    expect(after).toEqual(expect.arrayContaining(untouched));
    expect(after).toHaveLength(untouched.length);
    expect(await getAuth(app).getUser(administratorUid)).toMatchObject({ email: administrator.email });
    expect(await latestAuditEntry(app)).toMatchObject({ action: 'deleteUsers', outcome: 'succeeded' });

    // The triggers take the deleted users out of the read models: the directory and the search lists.
    await readModelsSettled();
    expect(await countMatching(sweep)).toBe(1);
    const directory = (await database.ref(readModelPaths.userDirectory).get()).val() as Record<
      string,
      unknown
    >;
    for (const row of matched) {
      expect(Object.hasOwn(directory, directoryKey(row.kind, row.id))).toBe(row.id === administratorUid);
    }
    expect(await countMatching({ search: '', type: 'All', status: 'All' })).toBe(after.length);
  }, 300_000);

  it('answers the same output shape without streaming, and finds nothing left to delete', async () => {
    const result = deleteUsersOutputSchema.parse(
      await callAs(administrator, 'deleteUsers', {
        matching: { search: 'sweep target 0', type: 'Normal User' },
      }),
    );
    expect(result).toEqual({
      deleted: [],
      notFound: [],
      alreadyInTrash: [],
      accountFailures: [],
      teamAccountsSkipped: [],
    });
  }, 120_000);
});
