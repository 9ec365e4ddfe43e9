import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { OrderedMap } from '../data/ordered-map.ts';
import { type Path, pathToString } from '../data/path.ts';
import { type Json, nodeFromJson, type Tree, toWireJson } from '../data/tree.ts';
import { unapprovedOwnRecord } from '../test-support/rules.ts';
import { compileRules, type DatabaseRules, RuleChecker } from './rules.ts';
import { rulesEngine } from './targaryen-keys.ts';
import { treeDataNode } from './targaryen-tree.ts';

/**
 * The lazy nodes must change nothing rules can observe: every decision, and every `data`/`newData` node, is
 * compared with targaryen's own nodes built from the whole data in export format (what RuleChecker handed it
 * before), over random trees, writes, updates, reads and rules.
 */

/** The targaryen node methods compared here. */
interface EngineNode {
  $value(): unknown;
  $isNull(): boolean;
  $isPrimitive(): boolean;
  $priority(): unknown;
  $child(path: string): EngineNode;
  $set(path: string, value: unknown, priority: undefined, now: number): EngineNode;
  $merge(path: string, patch: Record<string, unknown>, now: number): EngineNode;
}

interface Exported {
  readonly priority: unknown;
  readonly value: unknown;
}

function exported(node: EngineNode): Exported {
  const priority = node.$priority() ?? null;
  if (node.$isPrimitive()) {
    return { priority, value: node.$value() };
  }
  const keys = Object.keys(node.$value() as object);
  return { priority, value: Object.fromEntries(keys.map((key) => [key, exported(node.$child(key))])) };
}

const NOW = 1_700_000_000_000;
const KEYS = ['a', 'b', '1', '10', '__proto__', 'constructor'] as const;
const key = fc.constantFrom(...KEYS);
const priority = fc.constantFrom<string | number>('p', 'q', 0, 1, '');

/** Data in export format; keys assigned as entries, so "__proto__" is an own key. */
const wireJson: fc.Arbitrary<Json> = fc.letrec<{ node: Json; leaf: Json; object: Json }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', maxDepth: 4 }, tie('leaf'), tie('object')),
  leaf: fc.oneof(
    fc.integer({ min: 0, max: 2 }),
    fc.boolean(),
    fc.constantFrom('x', ''),
    fc.record({ '.value': fc.integer({ min: 0, max: 2 }), '.priority': priority }),
  ),
  object: fc
    .tuple(fc.array(fc.tuple(key, tie('node')), { maxLength: 4 }), fc.option(priority))
    .map(([entries, nodePriority]) =>
      Object.fromEntries(nodePriority === null ? entries : [...entries, ['.priority', nodePriority]]),
    ),
})).node;

const tree: fc.Arbitrary<Tree> = wireJson.map((json) => nodeFromJson(json));
const path: fc.Arbitrary<Path> = fc.array(key, { maxLength: 3 });
const writtenValue: fc.Arbitrary<Json> = fc.oneof(fc.constant(null), tree.map(toWireJson));
const patch: fc.Arbitrary<Record<string, Json>> = fc
  .array(fc.tuple(fc.array(key, { minLength: 1, maxLength: 2 }), writtenValue), {
    minLength: 1,
    maxLength: 3,
  })
  .map((entries) => Object.fromEntries(entries.map(([at, value]) => [at.join('/'), value])));

/** What a `.read` rule may use: no `newData`. */
const readExpressions = [
  'true',
  'false',
  '!data.exists()',
  'data.hasChildren()',
  "data.hasChildren(['a', '1'])",
  'data.isNumber()',
  "data.getPriority() == 'p'",
  "data.child('__proto__').exists()",
  "root.child('a').hasChildren()",
  "data.child('constructor/a').val() == 1",
] as const;
const readExpression = fc.constantFrom(...readExpressions);
const writeExpression = fc.constantFrom(
  ...readExpressions,
  'newData.exists()',
  'newData.hasChildren()',
  "newData.hasChildren(['a', '1'])",
  'newData.isNumber()',
  'newData.isString()',
  'data.isBoolean()',
  'newData.getPriority() == null',
  'newData.getPriority() === 0',
  "newData.child('a').exists()",
  "newData.child('a/b').val() == 1",
  "newData.parent().child('b').exists()",
  'newData.val() == 1',
  "newData.hasChild('constructor')",
  "newData.child('__proto__/a').isNumber()",
);

/** Rules at the root and at three wildcard levels, each kind present or not. */
const rules: fc.Arbitrary<DatabaseRules> = fc
  .array(
    fc.record({
      read: fc.option(readExpression),
      write: fc.option(writeExpression),
      validate: fc.option(writeExpression),
    }),
    {
      minLength: 4,
      maxLength: 4,
    },
  )
  .map((levels) => {
    const level = (index: number): Record<string, unknown> => {
      const kinds = levels[index] ?? { read: null, write: null, validate: null };
      return {
        ...(kinds.read === null ? {} : { '.read': kinds.read }),
        ...(kinds.write === null ? {} : { '.write': kinds.write }),
        ...(kinds.validate === null ? {} : { '.validate': kinds.validate }),
        ...(index < levels.length - 1 ? { [`$k${index + 1}`]: level(index + 1) } : {}),
      };
    };
    return { rules: level(0) };
  });

const AUTH = { uid: 'u1', token: {} };

function referenceDatabase(compiledRules: DatabaseRules, data: Tree) {
  return rulesEngine
    .database(compileRules(compiledRules).ruleset, rulesEngine.store(toWireJson(data)))
    .as(AUTH);
}

function allowed(check: () => { allowed: boolean }): boolean {
  try {
    return check().allowed;
  } catch {
    return false;
  }
}

describe('targaryen nodes over the tree', () => {
  it('build the same newData as targaryen for any set, removal or merge', () => {
    fc.assert(
      fc.property(tree, path, writtenValue, patch, (data, at, value, changes) => {
        const lazy = treeDataNode(data) as unknown as EngineNode;
        const plain = rulesEngine.store(toWireJson(data)) as unknown as EngineNode;
        const location = pathToString(at);
        expect(exported(lazy.$set(location, value, undefined, NOW))).toEqual(
          exported(plain.$set(location, value, undefined, NOW)),
        );
        expect(exported(lazy.$merge(location, changes, NOW))).toEqual(
          exported(plain.$merge(location, changes, NOW)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('give the same decisions as targaryen for reads, writes and updates', () => {
    fc.assert(
      fc.property(rules, tree, path, writtenValue, patch, (ruleSource, data, at, value, changes) => {
        const checker = new RuleChecker(compileRules(ruleSource), () => data);
        const reference = referenceDatabase(ruleSource, data);
        const location = pathToString(at);
        expect(checker.canRead(AUTH, at, null, NOW)).toBe(
          allowed(() => reference.read(location, { now: NOW })),
        );
        expect(checker.canWrite(AUTH, at, value, NOW)).toBe(
          allowed(() => reference.write(location, value, { now: NOW })),
        );
        expect(checker.canUpdate(AUTH, at, changes, NOW)).toBe(
          allowed(() => reference.update(location, changes, NOW)),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('a rule check under a location with many children', () => {
  const SIBLINGS = 5_000;
  const users = Object.fromEntries(
    Array.from({ length: SIBLINGS }, (_, index) => [`uid-${index}`, { name: `user ${index}` }]),
  );
  const data = nodeFromJson({ users });
  const checker = new RuleChecker(
    compileRules({ rules: { users: { $uid: unapprovedOwnRecord } } }),
    () => data,
  );
  const auth = { uid: 'uid-7', token: {} };
  const own: Path = ['users', 'uid-7'];

  /** The size of every map of children iterated while `check` runs: iterating is what costs O(siblings). */
  function iteratedSizes(check: () => boolean): { allowed: boolean; sizes: number[] } {
    const sizes: number[] = [];
    const ascending = OrderedMap.prototype.ascendingFrom;
    const spy = vi.spyOn(OrderedMap.prototype, 'ascendingFrom').mockImplementation(function (
      this: OrderedMap<unknown, unknown>,
      isBelow: (key: unknown) => boolean,
    ) {
      sizes.push(this.size);
      return ascending.call(this, isBelow);
    });
    try {
      return { allowed: check(), sizes };
    } finally {
      spy.mockRestore();
    }
  }

  it('enumerates none of the siblings of the written or read location', () => {
    const checks = [
      () => checker.canWrite(auth, own, { name: 'renamed' }, NOW),
      () => checker.canUpdate(auth, ['users'], { 'uid-7/name': 'renamed' }, NOW),
      () => checker.canRead(auth, own, null, NOW),
    ];
    for (const check of checks) {
      const { allowed, sizes } = iteratedSizes(check);
      expect(allowed).toBe(true);
      expect(Math.max(0, ...sizes)).toBeLessThan(SIBLINGS);
    }
  });
});
