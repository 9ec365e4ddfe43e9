import {
  type Database,
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onChildAdded,
  onChildRemoved,
  onValue,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  type Query,
  type QueryConstraint,
  query,
  ref,
  startAfter,
  startAt,
} from 'firebase/database';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Fixture } from '../test-support/fixture.ts';
import { childKeys } from '../test-support/offline-sdk.ts';

// The live windows read indexes kept up to date by the writes; the one-off queries sort every child.
const fixture = Fixture.forSuite({
  rules: { '.read': true, '.write': true, board: { '.indexOn': 'score' }, tail: { '.indexOn': '.value' } },
});

const SCORES = {
  ann: { score: 50, team: 'red' },
  bob: { score: 20, team: 'blue' },
  cid: { score: 20, team: 'red' },
  dee: { score: 80, team: 'blue' },
  eve: { team: 'none' },
  fay: { score: 'n/a', team: 'red' },
  gus: { score: true, team: 'blue' },
};

beforeAll(async () => {
  await fixture.admin.ref('scores').set(SCORES);
  await fixture.admin.ref('values').set({ a: 3, b: 1, c: 2, d: 'x', e: false });
  await fixture.admin.ref('ranked').set({
    a: { '.value': 1, '.priority': 30 },
    b: { '.value': 2, '.priority': 10 },
    c: { '.value': 3, '.priority': 'z' },
    d: { '.value': 4 },
  });
  await fixture.admin.ref('keyed').set({ '1': 'one', '2': 'two', '10': 'ten', a: 'a', b: 'b' });
});

/** Each read uses a fresh client, so the answer can only come from what the server sent. */
async function keysOf(path: string, ...constraints: QueryConstraint[]): Promise<string[]> {
  return childKeys(await get(query(ref(fixture.webDatabase(), path), ...constraints)));
}

describe('queries filtered on the server', () => {
  it('orders by child with limits', async () => {
    expect(await keysOf('scores', orderByChild('score'), limitToFirst(3))).toEqual(['eve', 'gus', 'bob']);
    expect(await keysOf('scores', orderByChild('score'), limitToLast(2))).toEqual(['dee', 'fay']);
  });

  it('orders by child with ranges, equality, startAfter and endBefore', async () => {
    expect(await keysOf('scores', orderByChild('score'), startAt(20), endAt(50))).toEqual([
      'bob',
      'cid',
      'ann',
    ]);
    expect(await keysOf('scores', orderByChild('score'), equalTo(20))).toEqual(['bob', 'cid']);
    expect(await keysOf('scores', orderByChild('score'), equalTo(20, 'cid'))).toEqual(['cid']);
    expect(await keysOf('scores', orderByChild('score'), startAfter(20), endBefore(80))).toEqual(['ann']);
    expect(await keysOf('scores', orderByChild('score'), startAfter(20, 'bob'), limitToFirst(2))).toEqual([
      'cid',
      'ann',
    ]);
    expect(await keysOf('scores', orderByChild('team'), equalTo('red'), limitToLast(2))).toEqual([
      'cid',
      'fay',
    ]);
  });

  it('orders by key, with integer-like keys first', async () => {
    expect(await keysOf('keyed', orderByKey())).toEqual(['1', '2', '10', 'a', 'b']);
    expect(await keysOf('keyed', orderByKey(), startAfter('2'), limitToFirst(2))).toEqual(['10', 'a']);
    expect(await keysOf('keyed', orderByKey(), endBefore('a'))).toEqual(['1', '2', '10']);
  });

  it('orders by value and by priority', async () => {
    expect(await keysOf('values', orderByValue(), limitToFirst(3))).toEqual(['e', 'b', 'c']);
    expect(await keysOf('values', orderByValue(), startAt(2))).toEqual(['c', 'a', 'd']);
    expect(await keysOf('ranked', orderByPriority(), limitToFirst(2))).toEqual(['d', 'b']);
    expect(await keysOf('ranked', orderByPriority(), startAt(20))).toEqual(['a', 'c']);
  });
});

describe('live query windows', () => {
  function follow(view: Query): { windows: string[][]; events: string[] } {
    const windows: string[][] = [];
    const events: string[] = [];
    onValue(view, (snapshot) => windows.push(childKeys(snapshot)));
    onChildAdded(view, (snapshot) => events.push(`+${snapshot.key}`));
    onChildRemoved(view, (snapshot) => events.push(`-${snapshot.key}`));
    return { windows, events };
  }

  it('keeps a limited window full after removals and right after additions', async () => {
    await fixture.admin.ref('board').set({
      a: { score: 1 },
      b: { score: 2 },
      c: { score: 3 },
      d: { score: 4 },
      e: { score: 5 },
    });
    const client: Database = fixture.webDatabase();
    const { windows, events } = follow(query(ref(client, 'board'), orderByChild('score'), limitToFirst(3)));
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['a', 'b', 'c']));

    await fixture.admin.ref('board/a').remove();
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['b', 'c', 'd']));

    await fixture.admin.ref('board/z').set({ score: 0 });
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['z', 'b', 'c']));

    await fixture.admin.ref('board/c/score').set(10);
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['z', 'b', 'd']));

    await fixture.admin.ref('board').update({ b: null, z: null });
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['d', 'e', 'c']));
    expect(events).toEqual(['+a', '+b', '+c', '-a', '+d', '-d', '+z', '-c', '+d', '-z', '-b', '+e', '+c']);
  });

  it('keeps a window from the end with a start bound right', async () => {
    await fixture.admin.ref('tail').set({ a: 1, b: 2, c: 3, d: 4 });
    const client = fixture.webDatabase();
    const { windows } = follow(query(ref(client, 'tail'), orderByValue(), startAfter(1), limitToLast(2)));
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['c', 'd']));
    await fixture.admin.ref('tail/d').remove();
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['b', 'c']));
    await fixture.admin.ref('tail/c').remove();
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['b']));
    await fixture.admin.ref('tail/e').set(0);
    await fixture.admin.ref('tail/f').set(9);
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['b', 'f']));
  });
});
