import { describe, expect, it } from 'vitest';
import { pageCount, pageSelection, withRowsSelected } from './row-selection.ts';

describe('withRowsSelected', () => {
  it('adds and removes ids without changing the set it was given', () => {
    const selected = new Set(['a']);
    expect([...withRowsSelected(selected, ['b', 'c'], true)]).toEqual(['a', 'b', 'c']);
    expect([...withRowsSelected(selected, ['a', 'b'], false)]).toEqual([]);
    expect([...selected]).toEqual(['a']);
  });
});

describe('pageSelection', () => {
  it('says whether none, some or all rows of a page are selected', () => {
    expect(pageSelection(new Set(), ['a', 'b'])).toBe('none');
    expect(pageSelection(new Set(['b', 'x']), ['a', 'b'])).toBe('some');
    expect(pageSelection(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
    expect(pageSelection(new Set(['a']), [])).toBe('none');
  });
});

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 3)).toBe(1);
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
  });
});
