import { describe, expect, it } from 'vitest';
import { parsePath } from '../data/path.ts';
import { declaredIndexes, indexName } from './index-on.ts';
import { parseQuery } from './query.ts';

const RULES = {
  log: { '.indexOn': 'at' },
  users: {
    $uid: { sessions: { '.indexOn': ['/start/', 'device//name', '.value', 7] } },
    admin: { sessions: { '.indexOn': 'kind' } },
  },
};

describe('declaredIndexes', () => {
  it('reads a single index or a list, child paths normalised, entries that are not strings ignored', () => {
    expect(declaredIndexes(RULES, parsePath('log'))).toEqual(new Set(['at']));
    expect(declaredIndexes(RULES, parsePath('users/alice/sessions'))).toEqual(
      new Set(['start', 'device/name', '.value']),
    );
  });

  it("prefers a key's own rule to its level's wildcard, as the service does", () => {
    expect(declaredIndexes(RULES, parsePath('users/admin/sessions'))).toEqual(new Set(['kind']));
  });

  it('finds nothing where the rules declare nothing or do not reach', () => {
    expect(declaredIndexes(RULES, parsePath('users/alice'))).toEqual(new Set());
    expect(declaredIndexes(RULES, parsePath('log/x/y'))).toEqual(new Set());
    expect(declaredIndexes(RULES, parsePath('other'))).toEqual(new Set());
  });
});

describe('indexName', () => {
  it('names child and value indexes as .indexOn does; key and priority need none', () => {
    expect(indexName(parseQuery({ i: 'device/name' }).index)).toBe('device/name');
    expect(indexName(parseQuery({ i: '.value' }).index)).toBe('.value');
    expect(indexName(parseQuery({ i: '.key' }).index)).toBeNull();
    expect(indexName(parseQuery({}).index)).toBeNull();
  });
});
