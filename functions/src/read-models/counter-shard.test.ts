import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CounterShard,
  changedFigures,
  memberValue,
  readCounterShard,
  shardRecounted,
  shardWithMember,
  storedCounterShard,
} from './counter-shard.ts';

const empty: CounterShard = { members: {}, figures: {}, version: 0 };

function apply(shard: CounterShard, key: string, metrics: readonly string[]): CounterShard {
  return shardWithMember(shard, key, metrics) ?? shard;
}

describe('shardWithMember', () => {
  it('adds a member and counts it under each of its figures', () => {
    const shard = apply(empty, 'normal:a', ['normalUsers', 'feedback']);
    expect(shard).toEqual({
      members: { 'normal:a': 'normalUsers/feedback' },
      figures: { normalUsers: 1, feedback: 1 },
      version: 1,
    });
  });

  it('replaces a membership, moving the member between figures', () => {
    let shard = apply(empty, 'business:b', ['businessUsers', 'businessUsersWaiting']);
    shard = apply(shard, 'business:c', ['businessUsers', 'businessUsersWaiting']);
    shard = apply(shard, 'business:b', ['businessUsers']);
    expect(shard.members).toEqual({
      'business:b': 'businessUsers',
      'business:c': 'businessUsers/businessUsersWaiting',
    });
    expect(shard.figures).toEqual({ businessUsers: 2, businessUsersWaiting: 1 });
    expect(shard.version).toBe(3);
  });

  it('removes a member that counts in no figure, and keeps a figure that falls to zero as 0', () => {
    let shard = apply(empty, 'normal:a', ['normalUsers', 'feedback']);
    shard = apply(shard, 'normal:b', ['normalUsers']);
    shard = apply(shard, 'normal:a', []);
    expect(shard.members).toEqual({ 'normal:b': 'normalUsers' });
    expect(shard.figures).toEqual({ normalUsers: 1, feedback: 0 });
    shard = apply(shard, 'normal:b', []);
    expect(shard.members).toEqual({});
    expect(shard.figures).toEqual({ normalUsers: 0, feedback: 0 });
  });

  it('changes nothing when the same membership is set again (undefined: nothing to write)', () => {
    const shard = apply(empty, 'normal:a', ['normalUsers']);
    expect(shardWithMember(shard, 'normal:a', ['normalUsers'])).toBeUndefined();
    expect(shardWithMember(empty, 'normal:gone', [])).toBeUndefined();
  });

  it('repairs figures that disagree with the members even when the membership itself is unchanged', () => {
    const drifted: CounterShard = {
      members: { 'normal:a': 'normalUsers' },
      figures: { normalUsers: 7 },
      version: 4,
    };
    expect(shardWithMember(drifted, 'normal:a', ['normalUsers'])).toEqual({
      members: { 'normal:a': 'normalUsers' },
      figures: { normalUsers: 1 },
      version: 5,
    });
  });

  it('always leaves each figure equal to the number of members counted in it, whatever the order of changes', () => {
    const metric = fc.constantFrom('m1', 'm2', 'm3');
    const change = fc.record({
      key: fc.constantFrom('k1', 'k2', 'k3', 'k4'),
      metrics: fc.uniqueArray(metric, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), (changes) => {
        let shard = empty;
        const expected = new Map<string, string[]>();
        for (const { key, metrics } of changes) {
          shard = apply(shard, key, metrics);
          // Handling the same change twice changes nothing.
          expect(shardWithMember(shard, key, metrics)).toBeUndefined();
          if (metrics.length === 0) expected.delete(key);
          else expected.set(key, metrics);
        }
        for (const name of ['m1', 'm2', 'm3']) {
          const members = [...expected.values()].filter((metrics) => metrics.includes(name)).length;
          expect(shard.figures[name] ?? 0).toBe(members);
        }
        expect(shard.members).toEqual(
          Object.fromEntries([...expected].map(([key, metrics]) => [key, memberValue(metrics)])),
        );
      }),
    );
  });
});

describe('shardRecounted', () => {
  it('counts members written without their figures (the backfill writes members only)', () => {
    const stored = readCounterShard({ members: { 'normal:a': 'normalUsers', 'normal:b': 'normalUsers/x' } });
    expect(shardRecounted(stored)).toEqual({
      members: { 'normal:a': 'normalUsers', 'normal:b': 'normalUsers/x' },
      figures: { normalUsers: 2, x: 1 },
      version: 1,
    });
  });

  it('sets a figure whose members are gone to 0, and a repeated recount changes nothing', () => {
    const stored = readCounterShard({
      members: { 'normal:a': 'normalUsers' },
      counts: { figures: { normalUsers: 3, feedback: 2 }, version: 9 },
    });
    const recounted = shardRecounted(stored);
    expect(recounted).toEqual({
      members: { 'normal:a': 'normalUsers' },
      figures: { normalUsers: 1, feedback: 0 },
      version: 10,
    });
    expect(recounted && shardRecounted(recounted)).toBeUndefined();
  });
});

describe('stored form', () => {
  it('reads back what it stores, and reads nothing or a malformed shard as empty', () => {
    const shard = apply(apply(empty, 'normal:a', ['normalUsers']), 'normal:a', []);
    expect(readCounterShard(JSON.parse(JSON.stringify(storedCounterShard(shard))))).toEqual(shard);
    expect(readCounterShard(null)).toEqual(empty);
    expect(readCounterShard({ members: 'x', counts: 3 })).toEqual(empty);
  });

  it('names the figures that changed between two states', () => {
    const before = apply(empty, 'normal:a', ['normalUsers', 'feedback']);
    const after = apply(before, 'normal:a', ['normalUsers']);
    expect(changedFigures(before, after)).toEqual(['feedback']);
    expect(changedFigures(empty, before).sort()).toEqual(['feedback', 'normalUsers']);
  });
});
