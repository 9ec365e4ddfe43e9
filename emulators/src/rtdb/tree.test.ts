import { describe, expect, it } from 'vitest';
import { childAt, InvalidDataError, nodeFromJson, replaceAt, toPlainJson, toWireJson } from './tree.ts';

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
