import fc from 'fast-check';
import { orderByChild, query } from 'firebase/database';
import { describe, expect, it } from 'vitest';
import { sortValueOf } from '../queries/query.ts';
import { childKeys, OfflineSdk } from '../test-support/offline-sdk.ts';
import {
  BRANCH_VALUE,
  compareKeys,
  compareSortValues,
  MAX_NAME,
  MIN_NAME,
  type SortValue,
} from './ordering.ts';
import { isValidKey } from './path.ts';
import { nodeFromJson } from './tree.ts';

const sdk = OfflineSdk.forSuite();

const key = fc
  .oneof(
    fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }).map(String),
    fc.integer({ min: 0, max: 20 }).map((n) => `00${n}`),
    fc.constantFrom('-0', '0', 'a', 'A', 'aa', 'b', 'Z', 'é', '~', ' ', '1a', '-'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
  )
  .filter(isValidKey);
const keys = fc.uniqueArray(key, { minLength: 1, maxLength: 12 });
const sortable = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('', 'a', 'b', '1', 'B'),
  fc.constant({ nested: true }),
);

describe('compareKeys', () => {
  it('puts 32-bit integer keys first, numerically, then the others as strings', () => {
    const sorted = ['b', '10', 'a', '-1', '9', '2147483648', '007', '7', 'A'].sort(compareKeys);
    expect(sorted).toEqual(['-1', '7', '007', '9', '10', '2147483648', 'A', 'a', 'b']);
  });

  it('keeps MIN_NAME and MAX_NAME outside every key', () => {
    expect(compareKeys(MIN_NAME, '-2147483648')).toBeLessThan(0);
    expect(compareKeys(MAX_NAME, '\uffff')).toBeGreaterThan(0);
    expect(compareKeys('a', MIN_NAME)).toBeGreaterThan(0);
  });

  it('agrees with the order the SDK gives children', async () => {
    await fc.assert(
      fc.asyncProperty(keys, async (names) => {
        const snapshot = await sdk.snapshotOf(Object.fromEntries(names.map((name) => [name, true])));
        expect(childKeys(snapshot)).toEqual([...names].sort(compareKeys));
      }),
      { numRuns: 100 },
    );
  });
});

describe('compareSortValues', () => {
  it('orders null < false < true < numbers < strings < objects', () => {
    const values: SortValue[] = ['a', 2, BRANCH_VALUE, true, null, -1, false, ''];
    expect(values.sort(compareSortValues)).toEqual([null, false, true, -1, 2, '', 'a', BRANCH_VALUE]);
  });

  it('agrees with the SDK ordering children by a child value, ties by key', async () => {
    await fc.assert(
      fc.asyncProperty(keys, fc.array(sortable, { minLength: 12, maxLength: 12 }), async (names, values) => {
        const data = Object.fromEntries(names.map((name, index) => [name, { v: values[index], here: true }]));
        const snapshot = await sdk.snapshotOf(data, (location) => query(location, orderByChild('v')));
        const expected = [...names].sort(
          (a, b) =>
            compareSortValues(sortValueOf(nodeFromJson(data[a]?.v)), sortValueOf(nodeFromJson(data[b]?.v))) ||
            compareKeys(a, b),
        );
        expect(childKeys(snapshot)).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });

  it('agrees with the SDK ordering children by priority, ties by key', async () => {
    const priority = fc.option(fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('a', 'b', '1')));
    await fc.assert(
      fc.asyncProperty(
        keys,
        fc.array(priority, { minLength: 12, maxLength: 12 }),
        async (names, priorities) => {
          const data = Object.fromEntries(
            names.map((name, index) => [name, { '.value': index, '.priority': priorities[index] ?? null }]),
          );
          const snapshot = await sdk.snapshotOf(data);
          const priorityOf = (name: string) => nodeFromJson(data[name])?.priority ?? null;
          const expected = [...names].sort(
            (a, b) => compareSortValues(priorityOf(a), priorityOf(b)) || compareKeys(a, b),
          );
          expect(childKeys(snapshot)).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });
});
