import { type Database, type DataSnapshot, ServerValue } from 'firebase-admin/database';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Fixture } from '../test-support/fixture.ts';

const fixture = Fixture.forSuite();
let writer: Database;
let reader: Database;

beforeAll(() => {
  writer = fixture.adminDatabase();
  reader = fixture.adminDatabase();
});

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

describe('firebase-admin', () => {
  it('sets and gets objects, arrays and priorities, pruning nulls and empty objects', async () => {
    await writer
      .ref('basics')
      .set({ text: 'hi', n: 1.5, yes: true, list: ['a', 'b'], empty: {}, gone: null });
    expect((await reader.ref('basics').get()).val()).toEqual({
      text: 'hi',
      n: 1.5,
      yes: true,
      list: ['a', 'b'],
    });

    await writer.ref('basics/ranked').setWithPriority('x', 5);
    await writer.ref('basics/list').setPriority('p', () => undefined);
    const ranked = await reader.ref('basics/ranked').get();
    expect([ranked.val(), ranked.getPriority()]).toEqual(['x', 5]);
    expect((await reader.ref('basics/list').get()).getPriority()).toBe('p');
  });

  it('updates several locations at once, deleting with null, raising one event per update', async () => {
    await writer.ref('multi').set({ c: 'old', d: 1 });
    const seen: unknown[] = [];
    const listener = reader.ref('multi').on('value', (snapshot: DataSnapshot) => seen.push(snapshot.val()));
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    await writer.ref('multi').update({ 'a/x': 1, b: 2, c: null });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await sleep(150);
    reader.ref('multi').off('value', listener);
    expect(seen).toEqual([
      { c: 'old', d: 1 },
      { a: { x: 1 }, b: 2, d: 1 },
    ]);
  });

  it('stores pushed children under keys that sort in creation order', async () => {
    const list = writer.ref('pushed');
    const keys = [];
    for (const item of ['first', 'second', 'third']) {
      keys.push((await list.push(item)).key);
    }
    const snapshot = await reader.ref('pushed').orderByKey().get();
    const stored: [string | null, unknown][] = [];
    snapshot.forEach((child) => {
      stored.push([child.key, child.val()]);
    });
    expect(stored).toEqual([
      [keys[0], 'first'],
      [keys[1], 'second'],
      [keys[2], 'third'],
    ]);
  });

  it('removes data', async () => {
    await writer.ref('doomed').set({ a: 1 });
    await writer.ref('doomed').remove();
    const snapshot = await reader.ref('doomed').get();
    expect(snapshot.exists()).toBe(false);
  });

  it('runs a transaction on data it has not seen yet (stale hash first, then a retry)', async () => {
    await writer.ref('transaction/counter').set({ value: 10, '.priority': 2 });
    const result = await reader
      .ref('transaction/counter')
      .transaction((current: { value: number } | null) =>
        current === null ? { value: 0 } : { ...current, value: current.value + 1 },
      );
    expect(result.committed).toBe(true);
    expect((await writer.ref('transaction/counter/value').get()).val()).toBe(11);

    const aborted = await reader.ref('transaction/counter').transaction(() => undefined);
    expect(aborted.committed).toBe(false);
  });

  it('resolves server timestamps and increments in set and update', async () => {
    const before = Date.now();
    await writer.ref('serverValues').set({ at: ServerValue.TIMESTAMP, n: ServerValue.increment(2) });
    await writer
      .ref('serverValues')
      .update({ n: ServerValue.increment(3), 'deep/at': ServerValue.TIMESTAMP });
    const after = Date.now();
    const value = (await reader.ref('serverValues').get()).val();
    expect(value.n).toBe(5);
    for (const at of [value.at, value.deep.at]) {
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(after);
    }
  });

  it('raises child_added, child_changed and child_removed as data changes', async () => {
    const events: string[] = [];
    const location = reader.ref('children');
    location.on('child_added', (snapshot: DataSnapshot) =>
      events.push(`added ${snapshot.key}=${snapshot.val()}`),
    );
    location.on('child_changed', (snapshot: DataSnapshot) =>
      events.push(`changed ${snapshot.key}=${snapshot.val()}`),
    );
    location.on('child_removed', (snapshot: DataSnapshot) => events.push(`removed ${snapshot.key}`));
    await writer.ref('children/a').set(1);
    await writer.ref('children/b').set(2);
    await writer.ref('children/a').set(3);
    await writer.ref('children/b').remove();
    await vi.waitFor(() => expect(events).toHaveLength(4));
    location.off();
    expect(events).toEqual(['added a=1', 'added b=2', 'changed a=3', 'removed b']);
  });

  it('reaches the server through FIREBASE_DATABASE_EMULATOR_HOST with a production databaseURL', async () => {
    vi.stubEnv('FIREBASE_DATABASE_EMULATOR_HOST', `127.0.0.1:${fixture.server.port}`);
    const functionsStyle = fixture.adminDatabase('https://demo-test.firebaseio.com');
    vi.unstubAllEnvs();
    await functionsStyle.ref('viaEnvironment').set('reached');
    expect((await reader.ref('viaEnvironment').get()).val()).toBe('reached');
  });

  it('carries values over 16 KB and of several MB in both directions', async () => {
    const medium = 'm'.repeat(20_000);
    const large = Object.fromEntries(
      Array.from({ length: 3000 }, (_, index) => [`item${index}`, 'L'.repeat(1000)]),
    );
    await writer.ref('large').set({ medium, large });
    const snapshot = await reader.ref('large').get();
    expect(snapshot.child('medium').val()).toBe(medium);
    expect(snapshot.child('large').val()).toEqual(large);
  });
});
