import { describe, expect, it } from 'vitest';
import { nextWindowStart, videosShownAtOnce, windowLabel, windowOf } from './result-window.ts';

const results = Array.from({ length: 12 }, (_, index) => index);

describe('the results window', () => {
  it('shows 5 at a time', () => {
    expect(videosShownAtOnce).toBe(5);
    expect(windowOf(results, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(windowOf(results, 10)).toEqual([10, 11]);
  });

  it('advances by 5 and wraps round to the first results after the last', () => {
    expect(nextWindowStart(0, 12)).toBe(5);
    expect(nextWindowStart(5, 12)).toBe(10);
    expect(nextWindowStart(10, 12)).toBe(0);
    expect(nextWindowStart(95, 100)).toBe(0);
    expect(nextWindowStart(0, 3)).toBe(0);
  });

  it('says which results are shown', () => {
    expect(windowLabel(0, 100)).toBe('Showing 1–5 of 100');
    expect(windowLabel(10, 12)).toBe('Showing 11–12 of 12');
    expect(windowLabel(0, 0)).toBe('No videos found');
  });
});
