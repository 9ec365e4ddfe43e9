import { describe, expect, it } from 'vitest';
import { counterShardCount, counterShardOf, sumOfShards } from './counts.ts';

describe('sumOfShards', () => {
  it('adds the figures of the shards, read as an object or (keys 0, 1, 2 …) as an array', () => {
    expect(sumOfShards({ 3: 2, 200: 5 })).toBe(7);
    expect(sumOfShards([1, null, 4, 2])).toBe(7);
    expect(sumOfShards(Array.from({ length: counterShardCount }, () => 1))).toBe(counterShardCount);
  });

  it('reads nothing, or anything that is not a figure, as zero', () => {
    expect(sumOfShards(null)).toBe(0);
    expect(sumOfShards(undefined)).toBe(0);
    expect(sumOfShards('7')).toBe(0);
    expect(sumOfShards({ 1: 'x', 2: 3 })).toBe(3);
  });
});

describe('counterShardOf', () => {
  it('puts every key in one of the shards, the same one every time', () => {
    for (const key of ['normal:a', 'business:a', 'normal:', 'normal:ü']) {
      const shard = counterShardOf(key);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(counterShardCount);
      expect(counterShardOf(key)).toBe(shard);
    }
  });
});
