import { describe, expect, it } from 'vitest';
import { clientPrincipal, OWNER, UNAUTHENTICATED } from '../rules/auth.ts';
import { compileRules, type DatabaseRules, InvalidRulesError } from '../rules/rules.ts';
import { administratorReadsAll, ownRecordOnly } from '../test-support/rules.ts';
import { Database, type DatabaseEvent } from './database.ts';
import { nodeHash } from './hash.ts';
import { parsePath } from './path.ts';
import { childAt, toWireJson } from './tree.ts';

const RULES: DatabaseRules = {
  rules: {
    '.read': administratorReadsAll,
    users: { $uid: { ...ownRecordOnly, age: { '.validate': 'newData.isNumber()' } } },
    open: { '.read': "root.child('settings/open').val() === true" },
    stamped: { '.write': true, '.validate': 'newData.val() === now' },
  },
};

const alice = clientPrincipal({ uid: 'alice', token: { user_id: 'alice' } });
const admin = clientPrincipal({ uid: 'root', token: { admin: true } });

function databaseWith(rules: DatabaseRules = RULES): { database: Database; events: DatabaseEvent[] } {
  const database = new Database(compileRules(rules));
  const events: DatabaseEvent[] = [];
  database.subscribe((event) => events.push(event));
  return { database, events };
}

function json(database: Database, path: string): unknown {
  return toWireJson(database.dataAt(parsePath(path)));
}

describe('Database rules', () => {
  it('lets the owner do anything and judges clients by the rules', () => {
    const { database } = databaseWith();
    expect(database.set(OWNER, parsePath('/anything'), 1)).toEqual({ status: 'ok' });
    expect(database.set(alice, parsePath('/anything'), 2)).toEqual({ status: 'permission_denied' });
    expect(database.set(alice, parsePath('/users/alice'), { age: 30 })).toEqual({ status: 'ok' });
    expect(database.set(alice, parsePath('/users/bob'), { age: 30 })).toEqual({
      status: 'permission_denied',
    });
    expect(database.set(alice, parsePath('/users/alice/age'), 'old')).toEqual({
      status: 'permission_denied',
    });
    expect(json(database, '/')).toEqual({ anything: 1, users: { alice: { age: 30 } } });
  });

  it('reads with the auth variable, including custom claims', () => {
    const { database } = databaseWith();
    expect(database.canRead(alice, parsePath('/users/alice'), null)).toBe(true);
    expect(database.canRead(alice, parsePath('/users'), null)).toBe(false);
    expect(database.canRead(UNAUTHENTICATED, parsePath('/users/alice'), null)).toBe(false);
    expect(database.canRead(admin, parsePath('/'), null)).toBe(true);
  });

  it('checks every location of a multi-path update', () => {
    const { database } = databaseWith();
    const path = parsePath('/users');
    expect(database.update(alice, path, { 'alice/age': 1, 'alice/name': 'A' })).toEqual({ status: 'ok' });
    expect(database.update(alice, path, { 'alice/age': 2, 'bob/age': 1 })).toEqual({
      status: 'permission_denied',
    });
    expect(json(database, '/users')).toEqual({ alice: { age: 1, name: 'A' } });
  });

  it('evaluates rules against the current data, kept up to date write by write', () => {
    const { database } = databaseWith();
    expect(database.canRead(alice, parsePath('/open'), null)).toBe(false);
    database.set(OWNER, parsePath('/settings/open'), true);
    expect(database.canRead(alice, parsePath('/open'), null)).toBe(true);
    database.update(OWNER, parsePath('/'), { 'settings/open': null });
    expect(database.canRead(alice, parsePath('/open'), null)).toBe(false);
  });

  it('gives rules the same `now` as the timestamp it writes', () => {
    const { database } = databaseWith();
    expect(database.set(alice, parsePath('/stamped'), { '.sv': 'timestamp' })).toEqual({ status: 'ok' });
    expect(database.set(alice, parsePath('/stamped'), 5)).toEqual({ status: 'permission_denied' });
  });

  it('replaces its rules and tells observers', () => {
    const { database, events } = databaseWith();
    database.replaceRules(compileRules({ rules: { '.read': true } }));
    expect(database.canRead(UNAUTHENTICATED, parsePath('/users'), null)).toBe(true);
    expect(events).toEqual([{ kind: 'rules' }]);
    expect(database.rules).toEqual({ rules: { '.read': true } });
  });

  it('refuses rules that do not parse', () => {
    expect(() => compileRules({ rules: { '.read': 'auth ==' } })).toThrow(InvalidRulesError);
    expect(() => compileRules({ notRules: {} })).toThrow(InvalidRulesError);
  });
});

describe('Database writes', () => {
  it('reports each committed change with the trees around it', () => {
    const { database, events } = databaseWith();
    database.set(OWNER, parsePath('/a'), { b: 1 });
    database.update(OWNER, parsePath('/a'), { b: null, 'c/d': 2 });
    expect(events.map((event) => (event.kind === 'data' ? event.change.path : []))).toEqual([['a'], ['a']]);
    const last = events[1];
    expect(last?.kind === 'data' && last.change.updatedPaths).toEqual([['b'], ['c', 'd']]);
    expect(last?.kind === 'data' && toWireJson(last.change.before)).toEqual({ a: { b: 1 } });
    expect(json(database, '/')).toEqual({ a: { c: { d: 2 } } });
  });

  it('applies an update of thousands of locations as one change that rules then judge', () => {
    const { database, events } = databaseWith();
    const users = Object.fromEntries(
      Array.from({ length: 4_000 }, (_, index) => [`u${index}`, { age: index }]),
    );
    database.set(OWNER, parsePath('/users'), users);
    const patch: Record<string, unknown> = { 'settings/open': true };
    for (let index = 0; index < 2_000; index++) {
      patch[`users/u${index}`] = null;
      patch[`users/u${index + 2_000}/age`] = { '.sv': { increment: 1 } };
    }
    // Overlaps an earlier location, so it adds to what that write left.
    patch['users/u3999'] = { age: { '.sv': { increment: 1 } } };
    expect(database.update(OWNER, parsePath('/'), patch)).toEqual({ status: 'ok' });
    expect(events).toHaveLength(2);
    const change = events[1];
    const usersBefore = change?.kind === 'data' ? toWireJson(childAt(change.change.before, ['users'])) : null;
    expect(Object.keys(usersBefore ?? {})).toHaveLength(4_000);
    const stored = json(database, '/users') as Record<string, { age: number }>;
    expect(Object.keys(stored)).toHaveLength(2_000);
    expect([stored.u2000, stored.u3998, stored.u3999]).toEqual([
      { age: 2_001 },
      { age: 3_999 },
      { age: 4_001 },
    ]);
    expect(database.canRead(alice, parsePath('/open'), null)).toBe(true);
    const u0 = clientPrincipal({ uid: 'u0', token: {} });
    expect(database.update(u0, parsePath('/users/u0'), { age: 'old' })).toEqual({
      status: 'permission_denied',
    });
    expect(database.update(u0, parsePath('/users/u0'), { age: 1 })).toEqual({ status: 'ok' });
  });

  it('reports nothing for a write that changes nothing', () => {
    const { database, events } = databaseWith();
    database.set(OWNER, parsePath('/missing'), null);
    database.update(OWNER, parsePath('/'), {});
    expect(events).toEqual([]);
  });

  it('reports a write to ".priority" at the node it belongs to', () => {
    const { database, events } = databaseWith();
    database.set(OWNER, parsePath('/a'), { b: 1 });
    database.set(OWNER, parsePath('/a/.priority'), 7);
    const last = events.at(-1);
    expect(last?.kind === 'data' && last.change.path).toEqual(['a']);
    expect(json(database, '/a')).toEqual({ b: 1, '.priority': 7 });
  });

  it('writes only when the expected hash matches the current data', () => {
    const { database } = databaseWith();
    database.set(OWNER, parsePath('/n'), 1);
    expect(database.set(OWNER, parsePath('/n'), 2, '')).toEqual({ status: 'datastale' });
    const current = nodeHash(database.dataAt(parsePath('/n')));
    expect(database.set(OWNER, parsePath('/n'), 2, current)).toEqual({ status: 'ok' });
    expect(json(database, '/n')).toBe(2);
  });

  it('answers invalid data without changing anything', () => {
    const { database, events } = databaseWith();
    expect(database.set(OWNER, parsePath('/a'), { 'b.c': 1 })).toMatchObject({ status: 'invalid_data' });
    expect(database.update(OWNER, parsePath('/'), { 'a/$b': 1 })).toMatchObject({ status: 'invalid_data' });
    expect(database.set(OWNER, parsePath('/a'), { '.sv': 'nope' })).toMatchObject({ status: 'invalid_data' });
    expect(events).toEqual([]);
  });

  it('checks a write without applying it', () => {
    const { database, events } = databaseWith();
    expect(database.checkSet(alice, parsePath('/users/alice/age'), 3)).toEqual({ status: 'ok' });
    expect(database.checkUpdate(alice, parsePath('/users'), { 'bob/age': 3 })).toEqual({
      status: 'permission_denied',
    });
    expect(events).toEqual([]);
    expect(json(database, '/')).toBeNull();
  });
});
