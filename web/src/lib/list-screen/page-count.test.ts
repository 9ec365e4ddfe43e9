import { describe, expect, it } from 'vitest';
import { pageCount } from './page-count.ts';

describe('pageCount', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 3)).toBe(1);
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
  });
});
