import { callableNames } from '@management-center/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callFailure } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { pick, readDemoUsers } from '../support/demo-users.ts';
import { clearMessages, sentMessages } from '../support/mail.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// The callables that take ids, the trash's among them; countMatchingUsers takes the screen's filter only (its
// guards are below).
const callables = [
  callableNames.approveBusinessUsers,
  callableNames.retryApprovalEmails,
  callableNames.deleteUsers,
  callableNames.restoreUsers,
  callableNames.deleteUsersForever,
];
const aboveTheLimit = Array.from({ length: 501 }, (_, index) => `user${index}`);

// Malformed input, with the message and field the caller gets. Messages from zod's own checks name the field
// first; the refinements of recordIdListSchema are passed on verbatim, the field being in the details.
const malformedInputs = [
  ['an empty list', { userIds: [] }, /^userIds: must name at least one id \[400\]$/, 'userIds'],
  [
    'more than 500 ids',
    { userIds: aboveTheLimit },
    /^userIds: must name at most 500 ids \[400\]$/,
    'userIds',
  ],
  [
    'an id twice',
    { userIds: ['userA', 'userB', 'userA'] },
    /^userIds: must not name an id twice \[400\]$/,
    'userIds',
  ],
  [
    'an id with a slash',
    { userIds: ['userA', 'users/userB'] },
    /^userIds\.\d+: must not contain \. \$ # \[ \] \/ or control characters \[400\]$/,
    'userIds.1',
  ],
  ['an empty id', { userIds: [''] }, /^userIds\.0: must not be empty \[400\]$/, 'userIds.0'],
  ['an id that is not text', { userIds: [42] }, /^userIds\.0: /, 'userIds.0'],
  ['no list', {}, /^userIds: /, 'userIds'],
  ['text instead of a list', { userIds: 'userA' }, /^userIds: /, 'userIds'],
  ['an unknown field', { userIds: ['userA'], force: true }, /^input: .*force/, 'input'],
  ['no object at all', null, /^input: /, 'input'],
] as const;

describe.each(callables)('%s refuses before acting', (callable) => {
  const app = adminAppForSuite({ changesDemoData: false });
  let validUserIds: string[];

  beforeAll(async () => {
    const users = await readDemoUsers(app);
    validUserIds = [pick(users.waiting, 0).id, pick(users.normalUserIds, 0)];
  });

  beforeEach(async () => {
    await clearMessages();
  });

  async function expectNothingChanged(before: unknown): Promise<void> {
    expect(await databaseSnapshot()).toEqual(before);
    expect(await sentMessages()).toEqual([]);
  }

  it('refuses a caller who is not signed in (unauthenticated), changing nothing', async () => {
    const before = await databaseSnapshot();
    const error = await callFailure(undefined, callable, { userIds: validUserIds });
    expect(error.code).toBe('functions/unauthenticated');
    await expectNothingChanged(before);
  });

  it('refuses an account outside the team (permission-denied), changing nothing', async () => {
    const before = await databaseSnapshot();
    const error = await callFailure(member, callable, { userIds: validUserIds });
    expect(error.code).toBe('functions/permission-denied');
    await expectNothingChanged(before);
  });

  it.each(malformedInputs)(
    'refuses %s (invalid-argument), changing nothing',
    async (_, data, message, field) => {
      const before = await databaseSnapshot();
      const error = await callFailure(administrator, callable, data);
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.message).toMatch(message);
      expect(error.details).toEqual({ field });
      await expectNothingChanged(before);
    },
  );

  it('refuses a batch of real ids with one malformed id, changing nothing', async () => {
    const before = await databaseSnapshot();
    const error = await callFailure(administrator, callable, { userIds: [...validUserIds, 'bad.id'] });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.details).toEqual({ field: 'userIds.2' });
    await expectNothingChanged(before);
  });
});

// "All that match": the screen's search and type filter instead of ids. A guard that let one of these through
// would act on every user, so each is refused before anything is read or changed.
const matchingCallables = [
  callableNames.countMatchingUsers,
  callableNames.deleteUsers,
  callableNames.approveBusinessUsers,
] as const;
const everyone = { matching: { search: '', type: 'All' } };

const malformedFilters = [
  ['no filter', {}, /^(matching|userIds): /, /^(matching|userIds)$/],
  ['an unknown type', { matching: { search: '', type: 'Anyone' } }, /^matching\.type: /, /^matching\.type$/],
  [
    'a type in other case',
    { matching: { search: '', type: 'all' } },
    /^matching\.type: /,
    /^matching\.type$/,
  ],
  [
    'a search over 100 characters',
    { matching: { search: 'a'.repeat(101), type: 'All' } },
    /^matching\.search: must be at most 100 characters \[400\]$/,
    /^matching\.search$/,
  ],
  [
    'a search that is not text',
    { matching: { search: 7, type: 'All' } },
    /^matching\.search: /,
    /^matching\.search$/,
  ],
  ['a filter that is a list', { matching: [] }, /^matching: /, /^matching$/],
  [
    'an unknown key in the filter',
    { matching: { search: '', type: 'All', ids: [] } },
    /^matching: .*ids/,
    /^matching$/,
  ],
] as const;

describe.each(matchingCallables)('%s over all that match refuses before acting', (callable) => {
  adminAppForSuite({ changesDemoData: false });

  beforeEach(async () => {
    await clearMessages();
  });

  async function expectNothingChanged(before: unknown): Promise<void> {
    expect(await databaseSnapshot()).toEqual(before);
    expect(await sentMessages()).toEqual([]);
  }

  it('refuses a caller who is not signed in, and one outside the team, changing nothing', async () => {
    const before = await databaseSnapshot();
    expect((await callFailure(undefined, callable, everyone)).code).toBe('functions/unauthenticated');
    expect((await callFailure(member, callable, everyone)).code).toBe('functions/permission-denied');
    await expectNothingChanged(before);
  });

  it.each(malformedFilters)(
    'refuses %s (invalid-argument) with the field, changing nothing',
    async (_, data, message, field) => {
      const before = await databaseSnapshot();
      const error = await callFailure(administrator, callable, data);
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.message).toMatch(message);
      expect(error.details).toEqual({ field: expect.stringMatching(field) });
      await expectNothingChanged(before);
    },
  );
});
