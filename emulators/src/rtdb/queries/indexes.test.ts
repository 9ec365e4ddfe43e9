import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Database } from '../data/database.ts';
import { MAX_NAME, MIN_NAME } from '../data/ordering.ts';
import { type Path, parsePath } from '../data/path.ts';
import { type Json, toWireJson } from '../data/tree.ts';
import { OWNER } from '../rules/auth.ts';
import { compileRules, type DatabaseRules } from '../rules/rules.ts';
import { ListenSet } from '../wire/listens.ts';
import { unindexedQueryWarning } from './indexes.ts';
import { parseQuery, type QuerySpec, queryResult, type WireQuery } from './query.ts';

const INDEXED: DatabaseRules = {
  rules: { log: { $group: { '.indexOn': ['v', 'n/m', '.value'] } } },
};
const UNINDEXED: DatabaseRules = { rules: { log: {} } };

const GROUPS = ['g1', 'g2'] as const;
// Integer-like keys (some the key order finds equal), push-id-like and plain ones.
const KEYS = ['1', '2', '10', '-1', '00', '-0', 'a', 'b', 'c', '-Na', '-Nb', 'z9', 'k', 'm'];
const key = fc.constantFrom(...KEYS);
const group = fc.constantFrom(...GROUPS);

// Few distinct values, so that ties (broken by key) are common.
const scalar = fc.oneof(
  fc.constantFrom(null, false, true),
  fc.integer({ min: -2, max: 2 }),
  fc.constantFrom('', 'a', 'b'),
);
const priority = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 2 }), fc.constantFrom('a', 'b'));

function withPriority(value: Json, nodePriority: string | number | null): Json {
  if (nodePriority === null) return value;
  return typeof value === 'object' && value !== null
    ? { ...value, '.priority': nodePriority }
    : { '.value': value, '.priority': nodePriority };
}

const record: fc.Arbitrary<Json> = fc
  .tuple(
    fc.oneof(
      scalar,
      fc.record({ v: scalar, n: fc.oneof(scalar, fc.record({ m: scalar })) }),
      fc.record({ other: scalar }),
    ),
    priority,
  )
  .map(([value, nodePriority]) => withPriority(value, nodePriority));

/** Enough children under each group that its indexes span several nodes of their B+ trees. */
function initialGroup(size: number, seed: number): Record<string, Json> {
  return Object.fromEntries(
    Array.from({ length: size }, (_, index) => [
      `-N${String(index).padStart(4, '0')}`,
      { v: (index * seed) % 7, n: { m: String((index * 3) % 11) } },
    ]),
  );
}

type Write =
  | { readonly kind: 'set'; readonly path: string; readonly value: Json }
  | { readonly kind: 'update'; readonly path: string; readonly patch: Record<string, Json> };

const write: fc.Arbitrary<Write> = fc.oneof(
  fc
    .tuple(group, key, record)
    .map(([at, child, value]): Write => ({ kind: 'set', path: `log/${at}/${child}`, value })),
  fc.tuple(group, key, fc.constantFrom('v', 'n/m', '.priority'), scalar).map(
    ([at, child, field, value]): Write => ({
      kind: 'set',
      path: `log/${at}/${child}/${field}`,
      value: field === '.priority' && typeof value === 'boolean' ? null : value,
    }),
  ),
  fc
    .tuple(group, key)
    .map(([at, child]): Write => ({ kind: 'set', path: `log/${at}/${child}`, value: null })),
  fc
    .tuple(group, fc.dictionary(key, fc.oneof(record, fc.constant(null)), { maxKeys: 4 }))
    .map(([at, patch]): Write => ({ kind: 'update', path: `log/${at}`, patch })),
  fc.tuple(group, key, key, scalar).map(
    ([at, first, second, value]): Write => ({
      kind: 'update',
      path: '/',
      patch: { [`log/${at}/${first}/v`]: value, [`log/${at}/${second}/n/m`]: value },
    }),
  ),
  fc
    .tuple(group, priority)
    .map(([at, value]): Write => ({ kind: 'set', path: `log/${at}/.priority`, value })),
  fc
    .tuple(group, fc.dictionary(key, record, { maxKeys: 5 }))
    .map(([at, children]): Write => ({ kind: 'set', path: `log/${at}`, value: children })),
);

const boundName = fc.oneof(fc.constant(undefined), key, fc.constantFrom(MIN_NAME, MAX_NAME));

/** Every query shape the SDK sends: any order, either bound or both (equalTo is both, inclusive), any limit. */
const wireQuery: fc.Arbitrary<WireQuery> = fc
  .record({
    i: fc.constantFrom(undefined, '.key', '.value', 'v', 'n/m'),
    sp: fc.option(scalar, { nil: undefined }),
    sn: boundName,
    sin: fc.option(fc.boolean(), { nil: undefined }),
    ep: fc.option(scalar, { nil: undefined }),
    en: boundName,
    ein: fc.option(fc.boolean(), { nil: undefined }),
    l: fc.option(fc.integer({ min: 1, max: 70 }), { nil: undefined }),
    vf: fc.constantFrom(undefined, 'l' as const, 'r' as const),
    equal: fc.boolean(),
  })
  .map(({ equal, ...query }) => {
    const keyBound = (value: WireQuery['sp']) => (value === undefined ? undefined : String(value));
    const byKey = query.i === '.key';
    const start = byKey ? keyBound(query.sp) : query.sp;
    const end = equal ? start : byKey ? keyBound(query.ep) : query.ep;
    return {
      ...query,
      sp: start,
      ep: end,
      ...(equal ? { en: query.sn, sin: true, ein: true } : {}),
      ...(byKey ? { sn: undefined, en: undefined } : {}),
    };
  });

function apply(database: Database, step: Write): void {
  const outcome =
    step.kind === 'set'
      ? database.set(OWNER, parsePath(step.path), step.value)
      : database.update(OWNER, parsePath(step.path), step.patch);
  expect(outcome).toEqual({ status: 'ok' });
}

/** The reference: the same query evaluated by sorting the children afresh. */
function unindexed(database: Database, path: Path, spec: QuerySpec): Json {
  return toWireJson(queryResult(database.dataAt(path), spec));
}

function loaded(rules: DatabaseRules, warn: (message: string) => void = () => {}): Database {
  const database = new Database(compileRules(rules), warn);
  apply(database, { kind: 'set', path: 'log', value: { g1: initialGroup(150, 3), g2: initialGroup(90, 5) } });
  return database;
}

describe('query indexes', () => {
  it('answer every query as sorting would, after any writes', () => {
    fc.assert(
      fc.property(
        fc.array(write, { minLength: 1, maxLength: 25 }),
        fc.array(fc.tuple(group, wireQuery), { minLength: 1, maxLength: 8 }),
        (writes, queries) => {
          const database = loaded(INDEXED);
          const specs = queries.map(([at, query]): [Path, QuerySpec] => [['log', at], parseQuery(query)]);
          // Queried before the writes too, so that the indexes are built first and then kept up to date.
          for (const [path, spec] of specs) {
            expect(toWireJson(database.read(path, spec))).toEqual(unindexed(database, path, spec));
          }
          for (const step of writes) {
            apply(database, step);
            for (const [path, spec] of specs) {
              expect(toWireJson(database.read(path, spec))).toEqual(unindexed(database, path, spec));
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keep live query windows right as writes move children in and out of them', () => {
    fc.assert(
      fc.property(
        fc.array(write, { minLength: 1, maxLength: 25 }),
        fc.array(fc.tuple(group, wireQuery), { minLength: 1, maxLength: 6 }),
        (writes, queries) => {
          const database = loaded(INDEXED);
          const listens = new ListenSet((path, query) => database.read(path, query));
          const shown = new Map<number, Json>();
          const specs = queries.map(([at, query], tag): [Path, QuerySpec, number] => {
            const path = ['log', at];
            const spec = parseQuery(query);
            shown.set(tag, listens.add(path, tag, query, spec).data);
            return [path, spec, tag];
          });
          database.subscribe((event) => {
            if (event.kind !== 'data') return;
            for (const push of listens.pushesFor(event.change)) shown.set(push.tag ?? -1, push.data);
          });
          for (const step of writes) {
            apply(database, step);
            for (const [path, spec, tag] of specs) {
              expect(shown.get(tag)).toEqual(unindexed(database, path, spec));
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('follow replaced rules: queries left without an index still answer right, with one warning per location and index', () => {
    const warn = vi.fn();
    const database = loaded(INDEXED, warn);
    const page = parseQuery({ sp: 2, l: 3, i: 'v' });
    const byValue = parseQuery({ sp: 'a', l: 3, i: '.value' });
    const path = parsePath('log/g1');
    const expected = unindexed(database, path, page);
    expect(toWireJson(database.read(path, page))).toEqual(expected);
    expect(toWireJson(database.read(path, parseQuery({ l: 3, vf: 'r' })))).toEqual(
      unindexed(database, path, parseQuery({ l: 3, vf: 'r' })),
    );
    expect(warn).not.toHaveBeenCalled();

    database.replaceRules(compileRules(UNINDEXED));
    apply(database, { kind: 'set', path: 'log/g1/-N0000/v', value: 2 });
    const afterWrite = unindexed(database, path, page);
    expect(afterWrite).not.toEqual(expected);
    expect(toWireJson(database.read(path, page))).toEqual(afterWrite);
    database.read(path, page);
    database.read(path, byValue);
    database.read(parsePath('log/g2'), page);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      `Realtime Database stand-in: ${unindexedQueryWarning(path, 'v')}`,
      `Realtime Database stand-in: ${unindexedQueryWarning(path, '.value')}`,
      `Realtime Database stand-in: ${unindexedQueryWarning(parsePath('log/g2'), 'v')}`,
    ]);

    database.replaceRules(compileRules(INDEXED));
    apply(database, { kind: 'set', path: 'log/g1/-N0001/v', value: 2 });
    expect(toWireJson(database.read(path, page))).toEqual(unindexed(database, path, page));
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('warn with the text the SDK prints for the no_index warning', () => {
    expect(unindexedQueryWarning(parsePath('AuditLog'), 'at')).toBe(
      'Using an unspecified index. Your data will be downloaded and filtered on the client. ' +
        'Consider adding ".indexOn": "at" at /AuditLog to your security rules for better performance.',
    );
  });
});
