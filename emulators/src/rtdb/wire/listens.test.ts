import { describe, expect, it } from 'vitest';
import type { DataChange } from '../data/database.ts';
import { type Path, parsePath } from '../data/path.ts';
import { childAt, nodeFromJson, replaceAt, type Tree } from '../data/tree.ts';
import { parseQuery, queryResult } from '../queries/query.ts';
import { ListenSet } from './listens.ts';

function setChange(before: Tree, path: Path, value: unknown): DataChange {
  return { path, updatedPaths: null, before, after: replaceAt(before, path, nodeFromJson(value)) };
}

/** Listens over data the test moves forward, committing each change before the listens see it. */
function listensOver(initial: Tree) {
  let root = initial;
  const listens = new ListenSet((path, query) => queryResult(childAt(root, path), query));
  function commit(change: DataChange) {
    root = change.after;
    return listens.pushesFor(change);
  }
  return { listens, commit };
}

const ROOT = nodeFromJson({ items: { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } }, other: 1 });

describe('ListenSet', () => {
  it('starts a listen with the data at its location', () => {
    const { listens } = listensOver(ROOT);
    const push = listens.add(parsePath('/items/a'), null, null, null);
    expect(push).toEqual({ action: 'd', path: ['items', 'a'], data: { n: 1 }, tag: null });
  });

  it('sends the write itself, once, to listens at or above it', () => {
    const { listens, commit } = listensOver(ROOT);
    listens.add([], null, null, null);
    listens.add(parsePath('/items'), null, null, null);
    const pushes = commit(setChange(ROOT, parsePath('/items/b/n'), 5));
    expect(pushes).toEqual([{ action: 'd', path: ['items', 'b', 'n'], data: 5, tag: null }]);
  });

  it('sends an update as one merge of every written location', () => {
    const { listens, commit } = listensOver(ROOT);
    listens.add(parsePath('/items'), null, null, null);
    const after = replaceAt(
      replaceAt(ROOT, parsePath('/items/a'), null),
      parsePath('/items/d/n'),
      nodeFromJson(4),
    );
    const change: DataChange = { path: ['items'], updatedPaths: [['a'], ['d', 'n']], before: ROOT, after };
    expect(commit(change)).toEqual([
      { action: 'm', path: ['items'], data: { a: null, 'd/n': 4 }, tag: null },
    ]);
  });

  it('sends listens below a write their new value, and only if it changed', () => {
    const { listens, commit } = listensOver(ROOT);
    listens.add(parsePath('/items/a'), null, null, null);
    listens.add(parsePath('/items/c'), null, null, null);
    const after = replaceAt(ROOT, parsePath('/items/a'), nodeFromJson({ n: 9 }));
    const change: DataChange = { path: [], updatedPaths: null, before: ROOT, after };
    expect(commit(change)).toEqual([{ action: 'd', path: ['items', 'a'], data: { n: 9 }, tag: null }]);
  });

  it('resends a query window whole, with its tag, when it changes', () => {
    const { listens, commit } = listensOver(ROOT);
    const wire = { l: 2, vf: 'l' as const, i: 'n' };
    const start = listens.add(parsePath('/items'), 7, wire, parseQuery(wire));
    expect(start).toEqual({ action: 'd', path: ['items'], data: { a: { n: 1 }, b: { n: 2 } }, tag: 7 });

    const outside = setChange(ROOT, parsePath('/items/c/n'), 30);
    expect(commit(outside)).toEqual([]);

    const removal = setChange(outside.after, parsePath('/items/a'), null);
    expect(commit(removal)).toEqual([
      { action: 'd', path: ['items'], data: { b: { n: 2 }, c: { n: 30 } }, tag: 7 },
    ]);
  });

  it('ignores writes elsewhere and forgets removed listens', () => {
    const { listens, commit } = listensOver(ROOT);
    listens.add(parsePath('/items'), null, null, null);
    expect(commit(setChange(ROOT, parsePath('/other'), 2))).toEqual([]);
    listens.remove(parsePath('/items'), null);
    expect(commit(setChange(ROOT, parsePath('/items/a'), 2))).toEqual([]);
  });

  it('drops the listens no longer readable and returns them', () => {
    const { listens, commit } = listensOver(ROOT);
    listens.add(parsePath('/items'), null, null, null);
    listens.add(parsePath('/other'), 3, { l: 1 }, parseQuery({ l: 1 }));
    const revoked = listens.removeUnreadable((listen) => listen.path[0] === 'items');
    expect(revoked.map((listen) => [listen.path, listen.tag, listen.wireQuery])).toEqual([
      [['other'], 3, { l: 1 }],
    ]);
    expect(commit(setChange(ROOT, parsePath('/other'), 5))).toEqual([]);
  });
});
