import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Path, PRIORITY_KEY } from './path.ts';
import {
  childAt,
  InvalidDataError,
  nodeFromJson,
  replaceAllAt,
  replaceAt,
  type Tree,
  type TreeWrite,
  toPlainJson,
  toWireJson,
} from './tree.ts';

describe('nodeFromJson', () => {
  it('prunes nulls and empty objects', () => {
    expect(nodeFromJson({ a: null, b: {}, c: { d: {} } })).toBeNull();
    expect(toWireJson(nodeFromJson({ a: 1, b: null, c: { d: {} } }))).toEqual({ a: 1 });
  });

  it('reads arrays as objects keyed by index', () => {
    expect(toWireJson(nodeFromJson(['x', null, 'z']))).toEqual({ '0': 'x', '2': 'z' });
  });

  it('reads priorities on leaves and on nodes with children', () => {
    const tree = nodeFromJson({ a: { '.value': 1, '.priority': 'p' }, b: { c: true, '.priority': 2 } });
    expect(childAt(tree, ['a'])).toEqual({ kind: 'leaf', value: 1, priority: 'p' });
    expect(childAt(tree, ['b'])?.priority).toBe(2);
    expect(childAt(tree, ['b', '.priority'])).toEqual({ kind: 'leaf', value: 2, priority: null });
  });

  it('keeps a "__proto__" key as data', () => {
    const tree = nodeFromJson(JSON.parse('{"__proto__": {"x": 1}}'));
    expect(Object.keys(toWireJson(tree) ?? {})).toEqual(['__proto__']);
    expect(JSON.stringify(toWireJson(tree))).toBe('{"__proto__":{"x":1}}');
  });

  it.each([
    [{ 'a.b': 1 }, /not allowed/],
    [{ a: { $x: 1 } }, /not allowed/],
    [{ '.value': 1, other: 2 }, /\.value/],
    [{ '.value': { a: 1 } }, /not a value/],
    [{ a: { '.value': 1, '.priority': true } }, /priority/],
    [{ '.sv': 'timestamp' }, /not allowed/],
  ])('rejects %j', (json, message) => {
    expect(() => nodeFromJson(json)).toThrow(InvalidDataError);
    expect(() => nodeFromJson(json)).toThrow(message);
  });

  it('rejects data nested deeper than the service allows', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 40; level++) {
      deep = { level: deep };
    }
    expect(() => nodeFromJson(deep)).toThrow(/nested deeper/);
  });
});

describe('toPlainJson', () => {
  it('gives arrays for mostly dense integer keys, objects otherwise, and no priorities', () => {
    expect(toPlainJson(nodeFromJson({ '0': 'a', '2': 'c', '.priority': 1 }))).toEqual(['a', null, 'c']);
    expect(toPlainJson(nodeFromJson({ '0': 'a', '5': 'f' }))).toEqual({ '0': 'a', '5': 'f' });
    expect(toPlainJson(nodeFromJson({ '01': 'a' }))).toEqual({ '01': 'a' });
  });
});

describe('replaceAt', () => {
  it('shares untouched subtrees and prunes parents left empty', () => {
    const before = nodeFromJson({ a: { b: 1 }, c: { d: 2 } });
    const after = replaceAt(before, ['a', 'b'], null);
    expect(toWireJson(after)).toEqual({ c: { d: 2 } });
    expect(childAt(after, ['c'])).toBe(childAt(before, ['c']));
  });

  it('returns the same tree when removing what is not there', () => {
    const before = nodeFromJson({ a: 1 });
    expect(replaceAt(before, ['x', 'y'], null)).toBe(before);
    expect(replaceAt(before, ['a', 'deeper'], null)).toBe(before);
  });

  it('turns a leaf into a node with children that keeps its priority', () => {
    const before = nodeFromJson({ a: { '.value': 5, '.priority': 1 } });
    expect(toWireJson(replaceAt(before, ['a', 'b'], nodeFromJson(2)))).toEqual({
      a: { b: 2, '.priority': 1 },
    });
  });

  it('writes only the priority through ".priority"', () => {
    const before = nodeFromJson({ a: { b: 1 } });
    expect(toWireJson(replaceAt(before, ['a', '.priority'], nodeFromJson('p')))).toEqual({
      a: { b: 1, '.priority': 'p' },
    });
    expect(replaceAt(before, ['missing', '.priority'], nodeFromJson(1))).toBe(before);
    expect(() => replaceAt(before, ['a', '.priority'], nodeFromJson(true))).toThrow(InvalidDataError);
  });
});

/** A write of `value` whatever the location holds. */
function put(path: Path, json: unknown): TreeWrite {
  return { path, valueFrom: () => nodeFromJson(json) };
}

/** A write that adds 1 to the number stored, as a server increment does. */
function increment(path: Path): TreeWrite {
  return {
    path,
    valueFrom: (current) =>
      nodeFromJson(current?.kind === 'leaf' && typeof current.value === 'number' ? current.value + 1 : 1),
  };
}

function replaceOneByOne(tree: Tree, writes: readonly TreeWrite[]): Tree {
  return writes.reduce<Tree>(
    (result, { path, valueFrom }) => replaceAt(result, path, valueFrom(childAt(result, path))),
    tree,
  );
}

/** The outcome of a write, or the class of error it throws. */
function outcome(write: () => Tree): Tree | string {
  try {
    return write();
  } catch (error) {
    return error instanceof Error ? error.constructor.name : String(error);
  }
}

describe('replaceAllAt', () => {
  it('applies the writes in order, each seeing the ones before it', () => {
    const before = nodeFromJson({ users: { a: { n: 1 }, b: { n: 2 } }, other: { x: 1 } });
    const after = replaceAllAt(before, [
      put(['users', 'a'], null),
      put(['users', 'c'], { n: 3 }),
      increment(['users', 'c', 'n']),
      increment(['users', 'b', 'n']),
      put(['users', 'b', PRIORITY_KEY], 'p'),
    ]);
    expect(toWireJson(after)).toEqual({
      users: { b: { n: 3, '.priority': 'p' }, c: { n: 4 } },
      other: { x: 1 },
    });
    expect(childAt(after, ['other'])).toBe(childAt(before, ['other']));
  });

  it('leaves the tree it was given as it was', () => {
    const before = nodeFromJson({ users: { a: { n: 1 }, b: { n: 2 } } });
    replaceAllAt(before, [put(['users', 'a', 'n'], 5), put(['users', 'b'], null), put(['users', 'c'], 1)]);
    expect(toWireJson(before)).toEqual({ users: { a: { n: 1 }, b: { n: 2 } } });
  });

  it('prunes a parent emptied mid-batch, so later writes find no data there', () => {
    const before = nodeFromJson({ a: { b: 1, '.priority': 5 } });
    const after = replaceAllAt(before, [
      put(['a', 'b'], null),
      put(['a', PRIORITY_KEY], 1),
      put(['a', 'c'], 2),
    ]);
    expect(toWireJson(after)).toEqual({ a: { c: 2 } });
  });

  it('drops the priority of a parent emptied mid-batch by writes at separate places, as one by one', () => {
    const before = nodeFromJson({ a: { b: 1, '.priority': 5 }, d: { e: 1, '.priority': 6 } });
    const after = replaceAllAt(before, [put(['a', 'b'], null), put(['a', 'c'], 2), put(['d', 'f'], 3)]);
    expect(toWireJson(after)).toEqual({ a: { c: 2 }, d: { e: 1, f: 3, '.priority': 6 } });
  });

  it('writes many places apart in one pass, sharing what they leave alone', () => {
    const before = nodeFromJson({
      lists: Object.fromEntries(Array.from({ length: 300 }, (_, list) => [`l${list}`, { x: list }])),
      other: { y: 1 },
    });
    const writes = Array.from({ length: 3000 }, (_, index) =>
      put(['lists', `l${index % 300}`, `k${index}`], index % 7 === 0 ? null : index),
    );
    const after = replaceAllAt(before, [...writes, put(['lists', 'l0', 'x'], null)]);
    expect(toWireJson(after)).toEqual(
      toWireJson(replaceOneByOne(before, [...writes, put(['lists', 'l0', 'x'], null)])),
    );
    expect(childAt(after, ['other'])).toBe(childAt(before, ['other']));
  });

  it('returns the same tree when no write changes anything', () => {
    const before = nodeFromJson({ a: 1 });
    expect(replaceAllAt(before, [put(['x', 'y'], null), put(['a', 'deeper'], null)])).toBe(before);
    expect(replaceAllAt(before, [])).toBe(before);
  });

  it('gives what replaceAt gives write by write, errors included', () => {
    const key = fc.constantFrom('a', 'b', 'c', '0');
    const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('object')),
      leaf: fc.oneof(
        fc.constant(null),
        fc.integer({ min: -2, max: 2 }),
        fc.boolean(),
        fc.string({ maxLength: 2 }),
        fc.record({ '.value': fc.integer(), '.priority': fc.constantFrom('p', 1) }),
      ),
      object: fc
        .tuple(fc.dictionary(key, tie('node'), { maxKeys: 3 }), fc.option(fc.constantFrom('q', 2)))
        .map(([children, priority]) =>
          priority === null ? children : { ...children, '.priority': priority },
        ),
    })).node;
    const path = fc
      .tuple(fc.array(key, { maxLength: 3 }), fc.boolean())
      .map(([keys, ofPriority]) => (ofPriority ? [...keys, PRIORITY_KEY] : keys));
    const write = fc.oneof(
      fc.tuple(path, json).map(([at, value]) => put(at, value)),
      path.map(increment),
    );
    fc.assert(
      fc.property(json, fc.array(write, { maxLength: 12 }), (initial, writes) => {
        const before = nodeFromJson(initial);
        const wireBefore = toWireJson(before);
        const expected = outcome(() => replaceOneByOne(before, writes));
        const actual = outcome(() => replaceAllAt(before, writes));
        expect(actual).toEqual(expected);
        expect(typeof actual === 'string' ? actual : toWireJson(actual)).toEqual(
          typeof expected === 'string' ? expected : toWireJson(expected),
        );
        expect(actual === before).toBe(expected === before);
        expect(toWireJson(before)).toEqual(wireBefore);
      }),
      { numRuns: 1_000 },
    );
  });
});
