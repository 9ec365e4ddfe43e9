import { describe, expect, it } from 'vitest';
import { OWNER } from '../rules/auth.ts';
import { compileRules } from '../rules/rules.ts';
import { ListenSet } from '../wire/listens.ts';
import { dataPushMessage } from '../wire/protocol.ts';
import { Database, type DataChange } from './database.ts';
import { parsePath } from './path.ts';
import { resolveServerValues } from './server-values.ts';
import { childAt, nodeFromJson, replaceAt, toPlainJson, toWireJson } from './tree.ts';

/**
 * The server's own handling of keys that name something of Object.prototype: "__proto__" is stored, converted and
 * sent as data, an own key of every object the server builds, so that `JSON.stringify` writes it.
 */

const TEXT = '{"__proto__": {"__proto__": 1, "constructor": {"x": 2}}, "0": "a", "toString": 3}';

describe('keys such as "__proto__" in the server\'s data', () => {
  it('are read from JSON into the tree and written back in the wire and the plain format', () => {
    const tree = nodeFromJson(JSON.parse(TEXT));
    expect(childAt(tree, parsePath('/__proto__/__proto__'))).toEqual({
      kind: 'leaf',
      value: 1,
      priority: null,
    });
    expect(childAt(tree, parsePath('/__proto__/constructor/x'))?.kind).toBe('leaf');
    const expected = '{"0":"a","__proto__":{"__proto__":1,"constructor":{"x":2}},"toString":3}';
    expect(JSON.stringify(toWireJson(tree))).toBe(expected);
    expect(JSON.stringify(toPlainJson(tree))).toBe(expected);
    const prioritised = nodeFromJson(JSON.parse('{"__proto__": {"a": 1, ".priority": 2}}'));
    expect(JSON.stringify(toWireJson(prioritised))).toBe('{"__proto__":{"a":1,".priority":2}}');
  });

  it('survive server value resolution', () => {
    const resolved = resolveServerValues(JSON.parse('{"__proto__": {"at": {".sv": "timestamp"}}}'), null, 7);
    expect(JSON.stringify(resolved)).toBe('{"__proto__":{"at":7}}');
  });

  it('are written by the owner in sets and updates, as paths and as keys of values', () => {
    const database = new Database(compileRules({ rules: {} }));
    expect(database.set(OWNER, parsePath('/a'), JSON.parse('{"__proto__": {"b": 1}}'))).toEqual({
      status: 'ok',
    });
    expect(database.update(OWNER, parsePath('/a'), { '__proto__/c': 2, '__proto__/b': null })).toEqual({
      status: 'ok',
    });
    expect(database.update(OWNER, parsePath('/'), { 'b/__proto__/d': 3 })).toEqual({ status: 'ok' });
    expect(JSON.stringify(toWireJson(database.dataAt([])))).toBe(
      '{"a":{"__proto__":{"c":2}},"b":{"__proto__":{"d":3}}}',
    );
  });

  it('are pushed to listeners as own keys, in sets and in merges', () => {
    const before = nodeFromJson({ a: 1 });
    const listens = new ListenSet(() => before);
    listens.add([], null, null, null);
    const set: DataChange = {
      path: [],
      updatedPaths: null,
      before,
      after: nodeFromJson(JSON.parse('{"__proto__": {"x": 1}}')),
    };
    const merge: DataChange = {
      path: [],
      updatedPaths: [['__proto__']],
      before,
      after: replaceAt(before, ['__proto__'], nodeFromJson({ x: 1 })),
    };
    for (const change of [set, merge]) {
      const [push] = listens.pushesFor(change);
      if (push === undefined) {
        throw new Error('expected a push');
      }
      expect(JSON.stringify(dataPushMessage(push.action, push.path, push.data, push.tag))).toContain(
        '"d":{"__proto__":{"x":1}',
      );
    }
  });
});
