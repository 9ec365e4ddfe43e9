import { describe, expect, it } from 'vitest';
import {
  leavingAllMatching,
  pageSelection,
  withPageToggled,
  withRowsSelected,
  withRowToggled,
} from './row-selection.ts';

describe('the rows selected by id', () => {
  it('adds and removes ids without changing the selection it was given', () => {
    const selected = new Set(['a']);
    expect([...withRowsSelected(selected, ['b', 'c'], true)]).toEqual(['a', 'b', 'c']);
    expect([...withRowsSelected(selected, ['a', 'b'], false)]).toEqual([]);
    expect([...selected]).toEqual(['a']);
  });

  it('toggles one row', () => {
    const selected = withRowToggled(new Set(), 'a');
    expect([...selected]).toEqual(['a']);
    expect([...withRowToggled(selected, 'a')]).toEqual([]);
  });

  it('says whether none, some or all rows of a page are selected', () => {
    expect(pageSelection(new Set(), ['a', 'b'])).toBe('none');
    expect(pageSelection(new Set(['b', 'x']), ['a', 'b'])).toBe('some');
    expect(pageSelection(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
    expect(pageSelection(new Set(['a']), [])).toBe('none');
  });

  it('selects the whole page, keeping rows selected elsewhere, then clears only the page', () => {
    const all = withPageToggled(new Set(['z', 'a']), ['a', 'b', 'c']);
    expect([...all].sort()).toEqual(['a', 'b', 'c', 'z']);
    expect([...withPageToggled(all, ['a', 'b', 'c'])]).toEqual(['z']);
  });

  it('selects twenty thousand ids at once', () => {
    const ids = Array.from({ length: 20_000 }, (_, index) => `user-${index}`);
    const selected = withPageToggled(new Set(), ids);
    expect(selected.size).toBe(20_000);
    expect(pageSelection(selected, ids)).toBe('all');
  });
});

describe('leaving "all that match" by a change to its rows', () => {
  it('keeps the page shown but the row unticked, and nothing when the header is unticked', () => {
    const page = ['a', 'b', 'c'];
    expect([...leavingAllMatching(page, ['b'], false)]).toEqual(['a', 'c']);
    expect([...leavingAllMatching(page, page, false)]).toEqual([]);
  });
});
