import { describe, expect, it } from 'vitest';
import { Database } from '../data/database.ts';
import { nodeHash } from '../data/hash.ts';
import { parsePath } from '../data/path.ts';
import { toWireJson } from '../data/tree.ts';
import { unapprovedOwnRecord } from '../test-support/rules.ts';
import { clientPrincipal, OWNER } from './auth.ts';
import { compileRules, type DatabaseRules } from './rules.ts';
import { rulesEngine } from './targaryen-keys.ts';

/**
 * On the real service every key is data, "__proto__" and the names of Object.prototype ("constructor",
 * "toString"...) included: a wildcard matches them, their rules and `.validate` apply to them, and `child()`,
 * `exists()`, `hasChild(ren)` and `val()` see them as they are stored, neither dropped nor merged into the parent.
 */

const RULES: DatabaseRules = {
  rules: {
    users: { $uid: unapprovedOwnRecord },
  },
};

/** The same approval rule, but any child accepted: what the rule itself sees of `approved`. */
const LOOSE_RULES: DatabaseRules = {
  rules: {
    users: { $uid: { '.write': "auth.uid === $uid && newData.child('approved').val() !== true" } },
  },
};

const u1 = clientPrincipal({ uid: 'u1', token: { user_id: 'u1' } });
const OK = { status: 'ok' };
const DENIED = { status: 'permission_denied' };

/** Parsed from text, as data arrives from the wire or REST: "__proto__" is then an own key. */
function parsed(text: string): unknown {
  return JSON.parse(text);
}

function patchOf(text: string): Record<string, unknown> {
  return JSON.parse(text);
}

function databaseWith(rules: DatabaseRules): Database {
  return new Database(compileRules(rules));
}

function wire(database: Database, path: string): string {
  return JSON.stringify(toWireJson(database.dataAt(parsePath(path))));
}

describe('a "__proto__" child under `$other: {".validate": false}`', () => {
  it('is refused in a set of the record, whatever its value', () => {
    const database = databaseWith(RULES);
    expect(database.set(u1, parsePath('/users/u1'), { name: 'a' })).toEqual(OK);
    for (const text of [
      '{"name": "a", "__proto__": {"approved": true}}',
      '{"name": "a", "__proto__": 5}',
      '{"__proto__": {"name": "a"}}',
    ]) {
      expect(database.set(u1, parsePath('/users/u1'), parsed(text)), text).toEqual(DENIED);
    }
    expect(wire(database, '/users')).toBe('{"u1":{"name":"a"}}');
  });

  it('is refused in a set at its own location or below it, and in a transaction there', () => {
    const database = databaseWith(RULES);
    expect(database.set(u1, parsePath('/users/u1/__proto__'), { approved: true })).toEqual(DENIED);
    expect(database.set(u1, parsePath('/users/u1/__proto__'), 5)).toEqual(DENIED);
    expect(database.set(u1, parsePath('/users/u1/__proto__/approved'), true)).toEqual(DENIED);
    expect(database.set(u1, parsePath('/users/u1/__proto__/x'), 1, nodeHash(null))).toEqual(DENIED);
    expect(database.dataAt(parsePath('/users'))).toBeNull();
  });

  it('is refused in multi-path updates, as a path segment or as a key of a value', () => {
    const database = databaseWith(RULES);
    expect(database.update(u1, parsePath('/users/u1'), { name: 'a' })).toEqual(OK);
    const attempts: [string, Record<string, unknown>][] = [
      ['/users/u1', { '__proto__/approved': true }],
      ['/', { 'users/u1/__proto__/approved': true }],
      ['/users/u1', patchOf('{"__proto__": {"approved": true}}')],
      ['/users/u1', patchOf('{"name": "b", "__proto__": 1}')],
      ['/', { 'users/u1': parsed('{"name": "b", "__proto__": {"approved": true}}') }],
      ['/users/u1', { 'feedback/f1/review': 'ok', 'feedback/f1/__proto__/approveFeedback': true }],
      ['/users/u1/feedback', { 'f1/__proto__': { approveFeedback: true } }],
    ];
    for (const [path, patch] of attempts) {
      expect(database.update(u1, parsePath(path), patch), JSON.stringify(patch)).toEqual(DENIED);
    }
    expect(wire(database, '/users')).toBe('{"u1":{"name":"a"}}');
  });

  it('is refused like any other unknown key, e.g. "constructor" or "toString"', () => {
    const database = databaseWith(RULES);
    for (const key of ['other', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(database.set(u1, parsePath('/users/u1'), { name: 'a', [key]: 1 }), key).toEqual(DENIED);
      expect(database.update(u1, parsePath('/users/u1'), { [`${key}/approved`]: true }), key).toEqual(DENIED);
    }
  });
});

describe('what rules see of a "__proto__" child in new data', () => {
  it('keeps "__proto__/approved" out of the parent: `newData.child(\'approved\')` stays absent', () => {
    const database = databaseWith(LOOSE_RULES);
    expect(database.set(u1, parsePath('/users/u1/__proto__'), { approved: true })).toEqual(OK);
    expect(database.update(u1, parsePath('/users/u1'), patchOf('{"__proto__": {"approved": true}}'))).toEqual(
      OK,
    );
    expect(database.update(u1, parsePath('/'), { 'users/u1/__proto__/approved': true })).toEqual(OK);
    expect(wire(database, '/users')).toBe('{"u1":{"__proto__":{"approved":true}}}');
    // The real child is still seen.
    expect(database.set(u1, parsePath('/users/u1/approved'), true)).toEqual(DENIED);
  });

  it('shows the child to child(), exists(), hasChild(ren)() and val() of newData', () => {
    const database = databaseWith({
      rules: {
        probe: {
          $k: {
            '.write': [
              "newData.child('__proto__').exists()",
              "newData.child('__proto__/x').val() === 1",
              "newData.hasChild('__proto__')",
              "newData.hasChildren(['__proto__'])",
              'newData.hasChildren()',
              "!newData.child('x').exists()",
              "!newData.child('constructor').exists()",
              "!newData.child('toString/x').exists()",
            ].join(' && '),
          },
        },
      },
    });
    expect(database.set(u1, parsePath('/probe/a'), parsed('{"__proto__": {"x": 1}}'))).toEqual(OK);
    expect(database.set(u1, parsePath('/probe/b/__proto__/x'), 1)).toEqual(OK);
    expect(database.update(u1, parsePath('/probe'), { 'c/__proto__/x': 1, 'd/__proto__': { x: 1 } })).toEqual(
      OK,
    );
    expect(database.set(u1, parsePath('/probe/e'), parsed('{"__proto__": {"x": 2}}'))).toEqual(DENIED);
    expect(database.set(u1, parsePath('/probe/f'), { x: 1 })).toEqual(DENIED);
    expect(wire(database, '/probe/d')).toBe('{"__proto__":{"x":1}}');
  });

  it('keeps a stored "__proto__" child when a sibling is deleted', () => {
    const database = databaseWith({
      rules: { probe: { $k: { '.write': "newData.child('__proto__/x').val() === 1" } } },
    });
    const stored = '{"name": "a", "__proto__": {"x": 1}}';
    expect(database.set(OWNER, parsePath('/probe/k'), parsed(stored))).toEqual(OK);
    expect(database.set(u1, parsePath('/probe/k/name'), null)).toEqual(OK);
    expect(database.set(OWNER, parsePath('/probe/k'), parsed(stored))).toEqual(OK);
    expect(database.update(u1, parsePath('/probe/k'), { name: null })).toEqual(OK);
    expect(wire(database, '/probe')).toBe('{"k":{"__proto__":{"x":1}}}');
  });

  it('gives a wildcard the key "__proto__" and applies a rule written for "__proto__"', () => {
    const database = databaseWith(
      parsed(`{"rules": {
          "wild": {"$k": {"$child": {".write": true, ".validate": "$child === '__proto__' && newData.isNumber()"}}},
          "named": {"$k": {".write": true, "__proto__": {".validate": "newData.isNumber()"}, "$other": {".validate": false}}}
        }}`) as DatabaseRules,
    );
    expect(database.set(u1, parsePath('/wild/a/__proto__'), 1)).toEqual(OK);
    expect(database.set(u1, parsePath('/wild/a/__proto__'), 'x')).toEqual(DENIED);
    expect(database.set(u1, parsePath('/wild/a/other'), 1)).toEqual(DENIED);
    expect(database.set(u1, parsePath('/named/a'), parsed('{"__proto__": 1}'))).toEqual(OK);
    expect(database.set(u1, parsePath('/named/a'), parsed('{"__proto__": "x"}'))).toEqual(DENIED);
    expect(database.update(u1, parsePath('/named'), { 'b/__proto__': 'x' })).toEqual(DENIED);
    expect(database.set(u1, parsePath('/named/b/other'), 1)).toEqual(DENIED);
    expect(JSON.stringify(database.rules.rules.named)).toContain('"__proto__"');
  });
});

describe('what rules see of a stored "__proto__" child', () => {
  const expectations: [location: string, rule: string][] = [
    ['/probe/full', "data.child('__proto__').hasChildren(['approved'])"],
    ['/probe/full', "data.child('__proto__/approved').val() === true"],
    ['/probe/full', "!data.child('approved').exists() && data.child('__proto__/approved').exists()"],
    ['/probe/full', "data.hasChild('__proto__/approved')"],
    ['/probe/full', "data.hasChildren(['name', '__proto__/approved'])"],
    ['/probe/only', 'data.exists()'],
    ['/probe/only', 'data.hasChildren()'],
    ['/probe/only', "data.child('__proto__/approved').val() === true"],
    ['/probe/only', "root.child('probe/only/__proto__').hasChildren(['approved'])"],
    ['/probe/absent', "!data.child('__proto__').exists()"],
    ['/probe/absent', "!data.hasChild('__proto__')"],
    ['/probe/absent', "!data.child('constructor').exists()"],
    ['/probe/absent', "!data.child('toString').exists()"],
    ['/probe/named', "data.child('constructor').val() === 1"],
    ['/probe/named', "data.child('toString').val() === 2"],
  ];

  /** Only the probed record is stored, so that each case shows its own fault. */
  const records: Record<string, unknown> = {
    '/probe/full': parsed('{"name": "a", "__proto__": {"approved": true}}'),
    '/probe/only': parsed('{"__proto__": {"approved": true}}'),
    '/probe/named': { constructor: 1, toString: 2 },
  };

  function storedDatabase(rule: string, location: string): Database {
    const database = databaseWith({ rules: { probe: { $k: { '.read': rule } } } });
    expect(database.set(OWNER, parsePath(location), records[location] ?? null)).toEqual(OK);
    return database;
  }

  it.each(expectations)('at %s: %s', (location, rule) => {
    expect(storedDatabase(rule, location).canRead(u1, parsePath(location), null)).toBe(true);
  });

  it('lets clients use the rest of the database when such keys are stored', () => {
    const database = databaseWith({ rules: { '.read': true, '.write': true } });
    expect(database.set(OWNER, parsePath('/a'), parsed('{"__proto__": 1, "constructor": {"x": 2}}'))).toEqual(
      OK,
    );
    expect(database.canRead(u1, parsePath('/'), null)).toBe(true);
    expect(database.set(u1, parsePath('/b'), parsed('{"__proto__": {"constructor": 3}}'))).toEqual(OK);
    expect(wire(database, '/')).toBe(
      '{"a":{"__proto__":1,"constructor":{"x":2}},"b":{"__proto__":{"constructor":3}}}',
    );
  });
});

describe('the patched targaryen', () => {
  it('gives the value of a node a "__proto__" child as an own key', () => {
    const node = rulesEngine.store(parsed('{"a": {"__proto__": {"x": 1}, "b": 2}}'));
    expect(JSON.stringify(node.$value())).toBe('{"a":{"__proto__":{"x":1},"b":2}}');
  });
});
