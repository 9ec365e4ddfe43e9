import {
  accountCreationTimesPath,
  allFeedback,
  type DirectoryEntry,
  databasePaths,
  directoryEntrySchema,
  directoryKey,
  type FeedbackFilter,
  feedbackCategories,
  feedbackCountMetric,
  feedbackRatings,
  feedbackStatusFilters,
  type JoinedDays,
  readModelPaths,
  searchedKinds,
  sumOfShards,
  type UserListQuery,
  type UserRow,
  userCountMetrics,
  userRowOfEntry,
  userStatusFilters,
  userTypeFilters,
} from '@management-center/contract';
import { listFeedback } from '@management-center/contract/test-support/feedback-list-reference';
import {
  combineUserCollections,
  filterUserRows,
} from '@management-center/contract/test-support/user-list-reference';
import fc from 'fast-check';
import { type Database, getDatabase, type Query } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  countMatchingFeedback,
  matchingFeedbackPages,
} from '../../../functions/src/matching/matching-feedback.ts';
import { countUsersMatching, matchingUserPages } from '../../../functions/src/matching/matching-users.ts';
import { databaseRangeStore } from '../../../functions/src/matching/range-store.ts';
import {
  type FeedbackPageView,
  feedbackPageRange,
  feedbackPageSchema,
  movedFeedbackPage,
  newestFeedbackPage,
} from '../../../web/src/features/feedback/feedback-pages.ts';
import {
  directoryPageRange,
  lastPageSize,
  orderValueOf,
  type PageCursor,
} from '../../../web/src/features/users/directory-page.ts';
import { usersPerPage } from '../../../web/src/features/users/pagination.ts';
import type { DatabaseRange } from '../../../web/src/lib/database/live-database.ts';
import { typeOfStatus } from '../../../web/src/lib/users/user-status-filter.ts';
import { joinedTotalPaths, usersInFilter } from '../../../web/src/lib/users/user-totals.ts';
import { loadThenBackfill, readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// The rows and totals the console and the server answer from the read models, against the rules of
// docs/product.md (Users, Feedback) applied to the records themselves, for random users and random searches,
// filters and pages.

// Pieces of names that collide in lower case, or not, or only partly: accents, the Greek final sigma, the Turkish
// dotted I (two characters in lower case), an emoji, and characters a database key cannot hold. Few and long, so
// that searches of four letters and more, which are checked name by name, match many users.
const namePieces = [
  'anna',
  'ANNA',
  'Ånna',
  'bö',
  'BÖ',
  'Σς',
  'σσ',
  'İ',
  'i',
  '😀',
  '.$#[/',
  ' ',
  'x',
  'Ab é',
];
const name = fc.array(fc.constantFrom(...namePieces), { maxLength: 4 }).map((pieces) => pieces.join(''));

// A search is mostly a piece of a stored name, of any length, in the case typed; sometimes a name of its own.
const search = fc.record({
  ofUser: fc.nat(),
  from: fc.nat({ max: 4 }),
  length: fc.integer({ min: 0, max: 7 }),
  upperCase: fc.boolean(),
  typed: fc.option(name, { nil: undefined, freq: 4 }),
});

function searchText(
  { ofUser, from, length, upperCase, typed }: typeof search extends fc.Arbitrary<infer Value> ? Value : never,
  users: readonly { name: string }[],
): string {
  const text = typed ?? (users[ofUser % users.length]?.name ?? '').slice(from, from + length);
  return upperCase ? text.toUpperCase() : text;
}

const storedCategories = feedbackCategories.map((category) => category.stored);

// Accounts created over twelve days, or at a time not known (no join day: listed under no join filter).
const firstCreation = Date.UTC(2026, 9, 1);
const lastCreation = Date.UTC(2026, 9, 12, 23, 59, 59, 999);

const user = fc.record({
  kind: fc.constantFrom('normal' as const, 'business' as const),
  name,
  registered: fc.boolean(),
  approved: fc.boolean(),
  createdAt: fc.option(fc.integer({ min: firstCreation, max: lastCreation }), { nil: undefined }),
  feedback: fc.option(
    fc.record({
      // Few distinct times: entries of the same time are ordered by key.
      timestamp: fc.integer({ min: 1_700_000_000_000, max: 1_700_000_000_020 }),
      category: fc.constantFrom(...storedCategories),
      rating: fc.constantFrom(...feedbackRatings),
      approveFeedback: fc.boolean(),
    }),
    { nil: undefined },
  ),
});
type GeneratedUser = typeof user extends fc.Arbitrary<infer Value> ? Value : never;

const feedbackFilter: fc.Arbitrary<FeedbackFilter> = fc.record({
  status: fc.constantFrom(...feedbackStatusFilters),
  category: fc.constantFrom(allFeedback, ...feedbackCategories.map((category) => category.label)),
  rating: fc.constantFrom<FeedbackFilter['rating']>(allFeedback, ...feedbackRatings),
});

function recordOf(generated: GeneratedUser, index: number): unknown {
  const common = {
    username: generated.name,
    email: `answers.${index}@example.com`,
    userType: generated.kind,
  };
  if (generated.kind === 'business') return { ...common, isApproveUser: generated.approved };
  return {
    ...common,
    ...(generated.registered ? { registrationDetails: { age: 30, height: 170, weight: 70 } } : {}),
    ...(generated.feedback ? { feedback: { review: 'Fine', ...generated.feedback } } : {}),
  };
}

function recordPath(generated: GeneratedUser, id: string): string {
  return `${generated.kind === 'normal' ? databasePaths.normalUsers : databasePaths.businessUsers}/${id}`;
}

/** The range as the console's SDK reads it, with firebase-admin: the same constraints, in the same order. */
async function readRange(
  database: Database,
  range: DatabaseRange,
): Promise<Array<{ key: string; value: unknown }>> {
  const at = database.ref(range.path);
  let query: Query =
    range.orderBy === 'value'
      ? at.orderByValue()
      : range.orderBy === 'key'
        ? at.orderByKey()
        : at.orderByChild(range.orderBy.child);
  if (range.startAt) query = query.startAt(...range.startAt);
  if (range.startAfter) query = query.startAfter(...range.startAfter);
  if (range.endAt) query = query.endAt(...range.endAt);
  if (range.endBefore) query = query.endBefore(...range.endBefore);
  if (range.limitToFirst !== undefined) query = query.limitToFirst(range.limitToFirst);
  if (range.limitToLast !== undefined) query = query.limitToLast(range.limitToLast);
  const children: Array<{ key: string; value: unknown }> = [];
  (await query.get()).forEach((child) => {
    if (child.key !== null) children.push({ key: child.key, value: child.val() });
  });
  return children;
}

type DirectoryFilters = Pick<UserListQuery, 'type' | 'status' | 'joined'>;
type OrderedRow = UserRow &
  Pick<DirectoryEntry, 'nameKey' | 'kindNameKey' | 'statusNameKey' | 'joinedKey' | 'kindJoinedKey'>;

async function directoryPage(
  database: Database,
  filters: DirectoryFilters,
  cursor: PageCursor,
  total: number,
): Promise<OrderedRow[]> {
  const children = await readRange(
    database,
    directoryPageRange(readModelPaths.userDirectory, filters, cursor, total),
  );
  return children.map(({ value }) => {
    const entry = directoryEntrySchema.parse(value);
    const { nameKey, kindNameKey, statusNameKey, joinedKey, kindJoinedKey } = entry;
    return { ...userRowOfEntry(entry), nameKey, kindNameKey, statusNameKey, joinedKey, kindJoinedKey };
  });
}

function rowKey(row: Pick<UserRow, 'kind' | 'id'>): string {
  return directoryKey(row.kind, row.id);
}

function byKey(rows: readonly UserRow[]): UserRow[] {
  return [...rows].sort((first, second) => (rowKey(first) < rowKey(second) ? -1 : 1));
}

function withoutOrderFields(row: OrderedRow): UserRow {
  const {
    nameKey: _nameKey,
    kindNameKey: _kindNameKey,
    statusNameKey: _statusNameKey,
    joinedKey: _joinedKey,
    kindJoinedKey: _kindJoinedKey,
    ...shown
  } = row;
  return shown;
}

async function figure(database: Database, metric: string): Promise<number> {
  return sumOfShards((await database.ref(`${readModelPaths.counts}/${metric}`).get()).val());
}

/** The users screen's total for the filters, from the counted figures as the screen reads them. */
async function filterTotal(database: Database, filters: DirectoryFilters): Promise<number> {
  if (filters.joined) {
    const paths = joinedTotalPaths(filters.joined, searchedKinds(filters.type, filters.status));
    const days = await Promise.all(paths.map(async (path) => (await database.ref(path).get()).val() ?? 0));
    return days.reduce((sum: number, count: number) => sum + count, 0);
  }
  const [normal, live, business, waiting] = await Promise.all(
    [
      userCountMetrics.normalUsers,
      userCountMetrics.liveUsers,
      userCountMetrics.businessUsers,
      userCountMetrics.businessUsersWaiting,
    ].map((metric) => figure(database, metric)),
  );
  return usersInFilter(
    { normal: normal ?? 0, live: live ?? 0, business: business ?? 0, waiting: waiting ?? 0 },
    filters,
  );
}

/** Every page of the directory under the filters, from the first with Next, then from the last with Previous. */
async function checkDirectoryPages(
  database: Database,
  filters: DirectoryFilters,
  expected: readonly UserRow[],
) {
  const total = await filterTotal(database, filters);
  expect(total, JSON.stringify(filters)).toBe(expected.length);
  const forward: OrderedRow[] = [];
  let cursor: PageCursor = { at: 'first' };
  for (;;) {
    const page = await directoryPage(database, filters, cursor, total);
    forward.push(...page);
    const last = page.at(-1);
    if (page.length < usersPerPage || !last) break;
    cursor = { at: 'after', value: orderValueOf(filters, last), key: rowKey(last) };
  }
  expect(byKey(forward.map(withoutOrderFields))).toEqual(byKey(expected));
  // In the screen's order: by the lower-cased name (or the join time), then by key, each row once.
  for (let index = 1; index < forward.length; index += 1) {
    const [before, after] = [forward[index - 1], forward[index]];
    if (!before || !after) continue;
    expect(
      orderValueOf(filters, before) < orderValueOf(filters, after) ||
        (orderValueOf(filters, before) === orderValueOf(filters, after) && rowKey(before) < rowKey(after)),
      `${rowKey(before)} before ${rowKey(after)}`,
    ).toBe(true);
  }
  const backward: OrderedRow[] = [];
  cursor = { at: 'last' };
  for (let read = 0; read < forward.length; read += usersPerPage) {
    const page = await directoryPage(database, filters, cursor, total);
    expect(page.length).toBe(read === 0 ? lastPageSize(total) : usersPerPage);
    backward.unshift(...page);
    const first = page[0];
    if (!first) break;
    cursor = { at: 'before', value: orderValueOf(filters, first), key: rowKey(first) };
  }
  expect(backward.map(rowKey)).toEqual(forward.map(rowKey));
}

// When each user's account was created, by directory key, as the server keeps it (`accountCreationTimes`).
type CreationTimes = ReadonlyMap<string, number | undefined>;

function creationTimesOf(rows: readonly UserRow[], kept: unknown): CreationTimes {
  const times = z
    .record(z.string(), z.unknown())
    .catch({})
    .parse(kept ?? {});
  return new Map(
    rows.map((row) => {
      const time = times[row.id];
      return [rowKey(row), typeof time === 'number' ? time : undefined];
    }),
  );
}

async function checkSearch(
  database: Database,
  query: UserListQuery,
  rows: readonly UserRow[],
  createdAt: CreationTimes,
) {
  const expected = filterUserRows(rows, query, (row) => createdAt.get(rowKey(row)))
    .map(rowKey)
    .sort();
  const store = databaseRangeStore(database);
  const answered: string[] = [];
  for await (const page of matchingUserPages(store, query, { pageSize: 7 })) {
    answered.push(...page.map((match) => directoryKey(match.kind, match.userId)));
  }
  expect(answered.sort(), JSON.stringify(query)).toEqual(expected);
  await expect(countUsersMatching(store, query)).resolves.toBe(expected.length);
}

// A day of the creation times, some days of them, and days past them.
const joinFilters: JoinedDays[] = [
  { from: '2026-10-01', to: '2026-10-01' },
  { from: '2026-10-03', to: '2026-10-09' },
  { from: '2026-10-12', to: '2026-10-20' },
];

// Every type filter, every status with the type of its collection, and the join filters under every type, as the
// screen pairs them.
const directoryFilters: DirectoryFilters[] = [
  ...userTypeFilters.map((type) => ({ type, status: 'All' as const })),
  ...userStatusFilters
    .filter((status) => status !== 'All')
    .map((status) => ({ type: typeOfStatus(status, 'All'), status })),
  ...userTypeFilters.flatMap((type) =>
    joinFilters.map((joined) => ({ type, status: 'All' as const, joined })),
  ),
];

function searchFilters(index: number): DirectoryFilters {
  const type = index % 2 === 0 ? 'All' : (userTypeFilters[index % userTypeFilters.length] ?? 'All');
  // Some searches also under a status, which may be of the other collection than the type's, or join days (the
  // server takes both together).
  const status = index % 3 === 2 ? (userStatusFilters[index % userStatusFilters.length] ?? 'All') : 'All';
  const joined = index % 4 === 1 ? joinFilters[index % joinFilters.length] : undefined;
  return { type, status, ...(joined ? { joined } : {}) };
}

async function checkFeedback(database: Database, filter: FeedbackFilter, normalUsers: unknown) {
  const expected = listFeedback(normalUsers, filter);
  const total = await figure(database, feedbackCountMetric(filter));
  expect(total, JSON.stringify(filter)).toBe(expected.length);
  const perPage = 7;
  const shown: Array<{ userId: string; timestamp: number }> = [];
  let view: FeedbackPageView = newestFeedbackPage;
  for (let page = 0; page * perPage < total; page += 1) {
    const range = feedbackPageRange(filter, view, total, perPage);
    if (!range) throw new Error('a page of the queue has no range');
    const rows = feedbackPageSchema.parse(await readRange(database, range));
    shown.push(...rows.map((row) => ({ userId: row.userId, timestamp: row.feedback.timestamp })));
    view = movedFeedbackPage(filter, view, rows, 'next', total, perPage);
  }
  expect(shown.map((row) => row.userId).sort()).toEqual(expected.map((entry) => entry.userId).sort());
  // Newest first, as the feedback screen lists it (docs/product.md, Feedback).
  for (let index = 1; index < shown.length; index += 1) {
    expect((shown[index - 1]?.timestamp ?? 0) >= (shown[index]?.timestamp ?? 0)).toBe(true);
  }
  const store = databaseRangeStore(database);
  const matched: string[] = [];
  for await (const page of matchingFeedbackPages(store, filter, 5)) matched.push(...page);
  expect(matched.sort()).toEqual(expected.map((entry) => entry.userId).sort());
  await expect(countMatchingFeedback(store, filter)).resolves.toBe(expected.length);
}

describe("what the read models answer, against the screens' rules over the records", () => {
  const app = adminAppForSuite();
  let database: Database;
  let run = 0;

  beforeAll(async () => {
    database = getDatabase(app);
    await readModelsSettled();
  });

  it('gives the rows, pages and totals of the users and feedback screens, for random users and views', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(user, { minLength: 20, maxLength: 130 }),
        fc.array(search, { minLength: 5, maxLength: 9 }),
        fc.array(feedbackFilter, { minLength: 3, maxLength: 5 }),
        async (generated, searches, feedbackFilters) => {
          run += 1;
          const written = generated.map((generatedUser, index) => {
            const id = `answers-${run}-${index}`;
            return {
              id,
              path: recordPath(generatedUser, id),
              record: recordOf(generatedUser, index),
              createdAt: generatedUser.createdAt,
            };
          });
          // The creation times kept before the backfill, as the trigger keeps them for a new record.
          const creationTimes = written.map(({ id, createdAt }) => [
            `${accountCreationTimesPath}/${id}`,
            createdAt ?? null,
          ]);
          await loadThenBackfill(app, () =>
            database
              .ref()
              .update(
                Object.fromEntries([...written.map(({ path, record }) => [path, record]), ...creationTimes]),
              ),
          );
          try {
            const [normalUsers, businessUsers, keptCreationTimes] = await Promise.all(
              [databasePaths.normalUsers, databasePaths.businessUsers, accountCreationTimesPath].map(
                async (path) => (await database.ref(path).get()).val(),
              ),
            );
            const rows = combineUserCollections(normalUsers, businessUsers);
            // Every user's, the demo data's and other suites' users too: they are in the collections read.
            const createdAt = creationTimesOf(rows, keptCreationTimes);
            const createdAtOf = (row: UserRow) => createdAt.get(rowKey(row));
            // The Joined column: the creation time kept, in ISO 8601.
            const shownRows = rows.map((row) => {
              const time = createdAtOf(row);
              return time === undefined ? row : { ...row, joinedAt: new Date(time).toISOString() };
            });
            for (const filters of directoryFilters) {
              await checkDirectoryPages(
                database,
                filters,
                filterUserRows(shownRows, { search: '', ...filters }, createdAtOf),
              );
            }
            for (const [index, typed] of searches.entries()) {
              const query = { search: searchText(typed, generated), ...searchFilters(index) };
              await checkSearch(database, query, rows, createdAt);
            }
            for (const filter of feedbackFilters) await checkFeedback(database, filter, normalUsers);
          } finally {
            // Removed as the app would: the triggers take them out of every read model and figure.
            await database.ref().update(
              Object.fromEntries(
                written.flatMap(({ id, path }) => [
                  [path, null],
                  [`${accountCreationTimesPath}/${id}`, null],
                ]),
              ),
            );
            await readModelsSettled();
          }
        },
      ),
      { numRuns: 4, endOnFailure: true },
    );
    // Four runs, each a backfill and then one trigger event per removed user.
  }, 240_000);
});
