import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { mapWithBoundedConcurrency } from './bounded-concurrency.ts';

describe('mapWithBoundedConcurrency', () => {
  it('never runs more than the limit at once, and answers in the order of the items', async () => {
    let running = 0;
    let mostRunning = 0;
    const items = Array.from({ length: 12 }, (_, index) => index);
    const results = await mapWithBoundedConcurrency(items, 5, async (item) => {
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      // Later items finish first, so the order of the answers cannot come from the order of completion.
      await delay(30 - item * 2);
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual(items.map((item) => item * 10));
    expect(mostRunning).toBe(5);
  });

  it('runs each item once, also when there are fewer items than the limit', async () => {
    const seen: string[] = [];
    const results = await mapWithBoundedConcurrency(['a', 'b'], 10, async (item) => {
      seen.push(item);
      return item.toUpperCase();
    });
    expect(results).toEqual(['A', 'B']);
    expect(seen.sort()).toEqual(['a', 'b']);
    expect(await mapWithBoundedConcurrency([], 5, async () => 1)).toEqual([]);
  });
});
