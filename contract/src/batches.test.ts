import { describe, expect, it } from 'vitest';
import { splitIntoBatches } from './batches.ts';

describe('splitIntoBatches', () => {
  it('splits a list into consecutive batches of at most the given size, in order', () => {
    expect(splitIntoBatches(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(splitIntoBatches(['a', 'b', 'c', 'd'], 2)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(splitIntoBatches(['a'], 30)).toEqual([['a']]);
  });

  it('gives no batch for an empty list', () => {
    expect(splitIntoBatches([], 2)).toEqual([]);
  });

  it('refuses a size that would never end or lose items', () => {
    for (const size of [0, -1, 1.5, Number.NaN]) {
      expect(() => splitIntoBatches(['a'], size)).toThrow('at least 1');
    }
  });
});
