import {
  directoryKey,
  readModelPaths,
  searchGramKey,
  type UserKind,
  type UserMatching,
  userReadModelsOf,
  userStatusFilters,
  userTypeFilters,
} from '@management-center/contract';
import { filterUserRows } from '@management-center/contract/test-support/user-list-reference';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryRangeStore, setAt, type Tree } from '../../test-support/memory-range-store.ts';
import { userReadModelUpdate } from '../read-models/user-read-model-update.ts';
import { countUsersMatching, matchingUserPages } from './matching-users.ts';

// The read models as the triggers and the backfill leave them, built from records in memory; the resolver must
// find in them exactly the rows the users screen's filters (docs/product.md, Users) select over the records.

interface StoredUser {
  kind: UserKind;
  userId: string;
  record: unknown;
  // When the user's account was created, when known.
  createdAt?: number | undefined;
}

function readModelsOf(users: readonly StoredUser[]): Tree {
  const tree: Tree = {};
  const gramCounts = new Map<string, number>();
  for (const { kind, userId, record, createdAt } of users) {
    const models = userReadModelsOf(kind, userId, record, null, createdAt);
    for (const [path, value] of Object.entries(userReadModelUpdate(models, undefined)))
      setAt(tree, path, value);
    for (const gram of models.grams)
      gramCounts.set(searchGramKey(gram), (gramCounts.get(searchGramKey(gram)) ?? 0) + 1);
  }
  for (const [gramKey, size] of gramCounts)
    setAt(tree, `${readModelPaths.searchGramCounts}/${gramKey}`, size);
  return tree;
}

// What a trigger does once a user's record is deleted: the directory entry and search list entries go.
function removeReadModels(tree: Tree, key: string): void {
  setAt(tree, `${readModelPaths.userDirectory}/${key}`, undefined);
  const lists = (tree.readModels as Tree | undefined)?.userSearch as Record<string, Tree> | undefined;
  for (const list of Object.values(lists ?? {})) delete list[key];
  setAt(tree, `${readModelPaths.feedbackQueue}/${key.slice(key.indexOf(':') + 1)}`, undefined);
}

// Accounts created over three weeks, some on the same day: join filters of a day or several meet some.
const firstCreation = Date.UTC(2026, 10, 15);
const lastCreation = Date.UTC(2026, 11, 5, 23, 59, 59, 999);

// Names from a small alphabet (case, accents, a final sigma, an emoji, key-unsafe characters and characters
// above U+F8FF) so that random searches hit often.
const nameCharacter = fc.constantFrom(...'aAbBnN .$/%ÉéΣσςİi'.split(''), '😀', '\uf900', '\uffff');
const name = fc.array(nameCharacter, { maxLength: 8 }).map((characters) => characters.join(''));
const storedUsers = fc
  .uniqueArray(
    fc.record({
      kind: fc.constantFrom<UserKind>('normal', 'business'),
      // A small pool of ids: some id has a record in both collections.
      userId: fc.integer({ min: 0, max: 40 }).map((index) => `u${index}`),
      username: name,
      // Registered details (a normal user Live) or approved (a business user): each status is met.
      registered: fc.boolean(),
      createdAt: fc.option(fc.integer({ min: firstCreation, max: lastCreation }), { nil: undefined }),
    }),
    { selector: (user) => `${user.kind}:${user.userId}`, maxLength: 40 },
  )
  .map((users) =>
    users.map(({ kind, userId, username, registered, createdAt }) => ({
      kind,
      userId,
      createdAt,
      record: {
        username,
        email: `${userId}@example.com`,
        userType: kind,
        ...(kind === 'normal'
          ? registered && { registrationDetails: { goal: 'strength' } }
          : { isApproveUser: registered }),
      },
    })),
  );
const creationDay = fc
  .integer({ min: firstCreation, max: lastCreation })
  .map((time) => new Date(time).toISOString().slice(0, 10));
const matching: fc.Arbitrary<UserMatching> = fc.record({
  search: fc.oneof(fc.constant(''), fc.string({ unit: nameCharacter, minLength: 1, maxLength: 5 })),
  type: fc.constantFrom(...userTypeFilters),
  status: fc.constantFrom(...userStatusFilters),
  joined: fc.option(
    fc
      .tuple(creationDay, creationDay)
      .map(([first, second]) =>
        first <= second ? { from: first, to: second } : { from: second, to: first },
      ),
    { nil: undefined },
  ),
});

function expectedKeys(users: readonly StoredUser[], query: UserMatching): string[] {
  const createdAt = new Map(users.map((user) => [directoryKey(user.kind, user.userId), user.createdAt]));
  const rows = users.flatMap(
    ({ kind, userId, record }) => userReadModelsOf(kind, userId, record).entry ?? [],
  );
  return filterUserRows(rows, query, (row) => createdAt.get(directoryKey(row.kind, row.id)))
    .map((row) => directoryKey(row.kind, row.id))
    .sort();
}

async function collected<Item>(
  pages: AsyncIterable<Item[]>,
  onPage?: (page: Item[]) => void,
): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of pages) {
    items.push(...page);
    onPage?.(page);
  }
  return items;
}

describe('matchingUserPages', () => {
  it('finds exactly the rows the filters select, each once, in pages of at most the page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        storedUsers,
        matching,
        fc.integer({ min: 1, max: 7 }),
        async (users, query, pageSize) => {
          const store = memoryRangeStore(readModelsOf(users));
          const pages: number[] = [];
          const found = await collected(matchingUserPages(store, query, { pageSize }), (page) =>
            pages.push(page.length),
          );
          expect(found.map((row) => directoryKey(row.kind, row.userId)).sort()).toEqual(
            expectedKeys(users, query),
          );
          for (const size of pages) expect(size).toBeLessThanOrEqual(pageSize);
          expect(await countUsersMatching(store, query)).toBe(found.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('skips no row when each page is deleted before the next is read', async () => {
    await fc.assert(
      fc.asyncProperty(
        storedUsers,
        matching,
        fc.integer({ min: 1, max: 5 }),
        async (users, query, pageSize) => {
          const tree = readModelsOf(users);
          const store = memoryRangeStore(tree);
          const found = await collected(matchingUserPages(store, query, { pageSize }), (page) => {
            for (const row of page) removeReadModels(tree, directoryKey(row.kind, row.userId));
          });
          expect(found.map((row) => directoryKey(row.kind, row.userId)).sort()).toEqual(
            expectedKeys(users, query),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps to the collections asked for', async () => {
    const users: StoredUser[] = [
      { kind: 'normal', userId: 'n1', record: { username: 'Anna', email: 'a@x', userType: 'normal' } },
      {
        kind: 'business',
        userId: 'b1',
        record: { username: 'Annex Gym', email: 'b@x', userType: 'business' },
      },
    ];
    const store = memoryRangeStore(readModelsOf(users));
    const query: UserMatching = { search: 'ann', type: 'All', status: 'All' };
    expect(await collected(matchingUserPages(store, query, { kinds: ['business'], pageSize: 10 }))).toEqual([
      { kind: 'business', userId: 'b1' },
    ]);
    expect(await countUsersMatching(store, query, { kinds: ['business'] })).toBe(1);
    expect(
      await countUsersMatching(store, { search: '', type: 'All', status: 'All' }, { kinds: ['business'] }),
    ).toBe(1);
    expect(
      await countUsersMatching(
        store,
        { search: '', type: 'Normal User', status: 'All' },
        { kinds: ['business'] },
      ),
    ).toBe(0);
  });

  it('pages past users of the same name by their keys, deleting as it goes', async () => {
    const users: StoredUser[] = Array.from({ length: 25 }, (_, index) => ({
      kind: index % 2 === 0 ? ('normal' as const) : ('business' as const),
      userId: `u${index}`,
      record: { username: 'Sam', email: 'e@x', userType: 'x' },
    }));
    const tree = readModelsOf(users);
    const store = memoryRangeStore(tree);
    for (const search of ['sa', 'Sam', '']) {
      expect(await countUsersMatching(store, { search, type: 'All', status: 'All' })).toBe(25);
    }
    const found = await collected(
      matchingUserPages(store, { search: 'sam', type: 'All', status: 'All' }, { pageSize: 2 }),
      (page) => {
        for (const row of page) removeReadModels(tree, directoryKey(row.kind, row.userId));
      },
    );
    expect(found.map((row) => row.userId).sort()).toEqual(users.map((user) => user.userId).sort());
  });

  it('reads the shortest search list of a long search, and checks its names', async () => {
    const users: StoredUser[] = Array.from({ length: 30 }, (_, index) => ({
      kind: 'normal' as const,
      userId: `u${index}`,
      // Every name has "ann"; one has "annaz", one "naz" and "anna" apart ("naz" is the shortest list).
      record: {
        username: index === 1 ? 'Annaz' : index === 2 ? 'Nazir Anna' : 'Anna',
        email: 'e@x',
        userType: 'normal',
      },
    }));
    const store = memoryRangeStore(readModelsOf(users));
    const found = await collected(
      matchingUserPages(store, { search: 'annaz', type: 'All', status: 'All' }, { pageSize: 2 }),
    );
    expect(found).toEqual([{ kind: 'normal', userId: 'u1' }]);
    expect([...store.pagesRead.keys()]).toEqual([`${readModelPaths.userSearch}/naz`]);
  });
});
