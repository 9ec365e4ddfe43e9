import { describe, expect, it } from 'vitest';
import { sumOfShards } from './counts.ts';

describe('sumOfShards', () => {
  it('sums the figures of the shards, as an object or as the array the database gives for dense keys', () => {
    expect(sumOfShards({ 0: 2, 7: 3, 255: 1 })).toBe(6);
    expect(sumOfShards([2, null, 3, 1])).toBe(6);
    expect(sumOfShards(null)).toBe(0);
    expect(sumOfShards('odd')).toBe(0);
    expect(sumOfShards({ 0: 'odd', 1: 4 })).toBe(4);
  });
});
