import fc from 'fast-check';
import {
  type DatabaseReference,
  type DataSnapshot,
  endAt,
  endBefore,
  equalTo,
  limitToFirst,
  limitToLast,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  type Query,
  type QueryConstraint,
  query,
  startAfter,
  startAt,
} from 'firebase/database';
import { describe, expect, it } from 'vitest';
import { MAX_NAME } from '../data/ordering.ts';
import { nodeFromJson, replaceAt, toWireJson } from '../data/tree.ts';
import { childKeys, OfflineSdk, serverQueryOf } from '../test-support/offline-sdk.ts';
import { parseQuery, queryResult, queryWindow, sameWindow } from './query.ts';

const sdk = OfflineSdk.forSuite();

const KEYS = ['1', '2', '10', 'a', 'b', 'c', 'ab', 'z'];
const value = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -2, max: 3 }),
  fc.constantFrom('a', 'b', '1', ''),
);
const priority = fc.option(fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('a', 'b')));
const child = fc.oneof(
  fc.record({ v: value, other: fc.constant(1) }),
  fc
    .tuple(fc.oneof(fc.boolean(), fc.integer({ min: -2, max: 3 }), fc.constantFrom('a', 'b')), priority)
    .map(([leafValue, leafPriority]) => ({ '.value': leafValue, '.priority': leafPriority })),
  fc.tuple(value, priority).map(([v, nodePriority]) => ({ v, nested: { x: 1 }, '.priority': nodePriority })),
);
/** As it travels: plain JSON objects. */
const data = fc
  .dictionary(fc.constantFrom(...KEYS), child, { maxKeys: KEYS.length })
  .map((content): unknown => JSON.parse(JSON.stringify(content)));

type Index = 'key' | 'value' | 'child' | 'priority';
interface QueryRecipe {
  readonly index: Index;
  readonly range: 'none' | 'start' | 'end' | 'both' | 'equal';
  readonly exclusiveStart: boolean;
  readonly exclusiveEnd: boolean;
  readonly start: string | number | boolean | null;
  readonly end: string | number | boolean | null;
  readonly startName: string | null;
  readonly endName: string | null;
  readonly limit: { readonly count: number; readonly fromRight: boolean } | null;
}
const recipe: fc.Arbitrary<QueryRecipe> = fc.record({
  index: fc.constantFrom<Index>('key', 'value', 'child', 'priority'),
  range: fc.constantFrom<QueryRecipe['range']>('none', 'start', 'end', 'both', 'equal'),
  exclusiveStart: fc.boolean(),
  exclusiveEnd: fc.boolean(),
  start: value,
  end: value,
  startName: fc.option(fc.constantFrom(...KEYS)),
  endName: fc.option(fc.constantFrom(...KEYS)),
  limit: fc.option(fc.record({ count: fc.integer({ min: 1, max: 4 }), fromRight: fc.boolean() })),
});

/**
 * Bound values the SDK accepts for the index: keys are strings, priorities are not booleans. Key bounds are
 * never empty: the SDK's own filtering skips its range check for the falsy key "" and so cannot be the
 * reference there.
 */
function boundFor(index: Index, bound: string | number | boolean | null): string | number | boolean | null {
  if (index === 'key') {
    return bound === null || bound === '' ? 'a' : String(bound);
  }
  if (index === 'priority' && typeof bound === 'boolean') {
    return Number(bound);
  }
  return bound;
}

// Without the limit: see `expectedKeys` for why the limit is applied to the SDK's ordered range instead.
function constraintsOf(recipe: QueryRecipe): QueryConstraint[] {
  const { index, range } = recipe;
  const order = {
    key: orderByKey(),
    value: orderByValue(),
    child: orderByChild('v'),
    priority: orderByPriority(),
  };
  const start = boundFor(index, recipe.start);
  const end = boundFor(index, recipe.end);
  const startName = index === 'key' ? undefined : (recipe.startName ?? undefined);
  const endName = index === 'key' ? undefined : (recipe.endName ?? undefined);
  const lower = recipe.exclusiveStart ? startAfter(start, startName) : startAt(start, startName);
  const upper = recipe.exclusiveEnd ? endBefore(end, endName) : endAt(end, endName);
  const bounds = {
    none: [],
    start: [lower],
    end: [upper],
    both: [lower, upper],
    equal: [equalTo(start, startName)],
  }[range];
  return [order[index], ...bounds];
}

function limitOf(recipe: QueryRecipe): QueryConstraint[] {
  const { limit } = recipe;
  return limit === null ? [] : [limit.fromRight ? limitToLast(limit.count) : limitToFirst(limit.count)];
}

/**
 * The children the server must send: the SDK's range in its index order, then the limit taken from the anchored
 * side. The SDK's own limit is no reference: with more than twice the limit of children, none of which holds the
 * index's value, it seeks the bound by its name alone and starts at the wrong child (endAt("a", "1") over
 * unprioritised "1", "10", "c" keeps "1", where the server sends "c" and the SDK shows that).
 */
function expectedKeys(ranged: DataSnapshot, recipe: QueryRecipe): string[] {
  const ordered = childKeys(ranged);
  const { limit } = recipe;
  if (limit === null) return ordered;
  return limit.fromRight ? ordered.slice(-limit.count) : ordered.slice(0, limit.count);
}

describe('queryWindow', () => {
  it('selects the same children as the SDK for any index, bounds and limit', async () => {
    await fc.assert(
      fc.asyncProperty(data, recipe, async (content, queryRecipe) => {
        let ranged: (location: DatabaseReference) => Query;
        let limited: (location: DatabaseReference) => Query;
        try {
          const constraints = constraintsOf(queryRecipe);
          const limit = limitOf(queryRecipe);
          ranged = (location) => query(location, ...constraints);
          limited = (location) => query(location, ...constraints, ...limit);
        } catch {
          fc.pre(false);
          return;
        }
        const snapshot = await sdk.snapshotOf(content, ranged);
        const spec = serverQueryOf(limited(snapshot.ref));
        const window = queryResult(nodeFromJson(content), spec);
        const served = window?.kind === 'branch' ? [...window.children.keys()] : [];
        expect(served.sort()).toEqual(expectedKeys(snapshot, queryRecipe).sort());
      }),
      { numRuns: 300 },
    );
  });

  it('reads startAfter as a bound after every key with that value', () => {
    const data = nodeFromJson({ a: { n: 1 }, b: { n: 1 }, c: { n: 2 } });
    const spec = parseQuery({ sp: 1, sn: MAX_NAME, sin: false, i: 'n' });
    expect(toWireJson(queryWindow(data, spec))).toEqual({ c: { n: 2 } });
  });

  it('anchors a limit on the right with vf "r"', () => {
    const data = nodeFromJson({ a: 1, b: 2, c: 3 });
    expect(toWireJson(queryWindow(data, parseQuery({ l: 2, vf: 'r', i: '.value' })))).toEqual({ b: 2, c: 3 });
    expect(toWireJson(queryWindow(data, parseQuery({ l: 2, vf: 'l', i: '.value' })))).toEqual({ a: 1, b: 2 });
  });

  it('finds nothing below a leaf', () => {
    expect(queryWindow(nodeFromJson(5), parseQuery({ l: 1, vf: 'l' }))).toBeNull();
  });

  it('drops the priority of the location but keeps those of the children', () => {
    const data = nodeFromJson({ a: { '.value': 1, '.priority': 3 }, '.priority': 9 });
    expect(toWireJson(queryWindow(data, parseQuery({ l: 1, vf: 'l' })))).toEqual({
      a: { '.value': 1, '.priority': 3 },
    });
  });

  it('rejects non-string bounds for orderByKey', () => {
    expect(() => parseQuery({ sp: 1, i: '.key' })).toThrow(/strings/);
  });
});

describe('queryResult', () => {
  it('returns the whole location, priority included, for a query without bounds or limit', () => {
    const data = nodeFromJson({ '.value': 'leaf', '.priority': 1 });
    expect(queryResult(data, parseQuery({ i: 'n' }))).toBe(data);
    expect(queryResult(data, null)).toBe(data);
  });
});

describe('sameWindow', () => {
  it('sees a window unchanged when its children are the same nodes', () => {
    const before = nodeFromJson({ a: { n: 1 }, b: { n: 2 }, c: { n: 3 } });
    const spec = parseQuery({ l: 2, vf: 'l', i: 'n' });
    const outside = replaceAt(before, ['c', 'n'], nodeFromJson(4));
    const inside = replaceAt(before, ['a', 'm'], nodeFromJson(1));
    expect(sameWindow(queryWindow(before, spec), queryWindow(outside, spec))).toBe(true);
    expect(sameWindow(queryWindow(before, spec), queryWindow(inside, spec))).toBe(false);
    expect(sameWindow(null, null)).toBe(true);
    expect(sameWindow(queryWindow(before, spec), null)).toBe(false);
  });
});
