import { describe, expect, it } from 'vitest';
import {
  allMatchingSummary,
  matchingUsersText,
  selectAllState,
  selectionSummary,
  toggleAllSelected,
  toggleSelected,
  withoutIds,
} from './selection.ts';

describe('the selection of users', () => {
  it('toggles one id', () => {
    const selected = toggleSelected(new Set(), 'a');
    expect([...selected]).toEqual(['a']);
    expect([...toggleSelected(selected, 'a')]).toEqual([]);
  });

  it('tells whether none, some or all ids of a list are selected', () => {
    expect(selectAllState(new Set(), ['a', 'b'])).toBe('none');
    expect(selectAllState(new Set(['a', 'z']), ['a', 'b'])).toBe('some');
    expect(selectAllState(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
    expect(selectAllState(new Set(['a']), [])).toBe('none');
  });

  it('selects the whole list, keeping ids selected outside it, then clears only the list', () => {
    const all = toggleAllSelected(new Set(['z', 'a']), ['a', 'b', 'c']);
    expect([...all].sort()).toEqual(['a', 'b', 'c', 'z']);
    expect([...toggleAllSelected(all, ['a', 'b', 'c'])]).toEqual(['z']);
  });

  it('drops ids that are gone', () => {
    expect([...withoutIds(new Set(['a', 'b', 'c']), ['b', 'x'])]).toEqual(['a', 'c']);
  });

  it('selects twenty thousand ids at once', () => {
    const ids = Array.from({ length: 20_000 }, (_, index) => `user-${index}`);
    const selected = toggleAllSelected(new Set(), ids);
    expect(selected.size).toBe(20_000);
    expect(selectAllState(selected, ids)).toBe('all');
  });
});

describe('selectionSummary', () => {
  it('says how many users are selected across pages, and how many on this one', () => {
    expect(selectionSummary({ selected: 0, onPage: 0 })).toBe('No users selected');
    expect(selectionSummary({ selected: 1, onPage: 1 })).toBe('1 user selected, 1 on this page');
    expect(selectionSummary({ selected: 20_059, onPage: 50 })).toBe('20,059 users selected, 50 on this page');
  });

  it('adds how many wait for approval when asked', () => {
    expect(selectionSummary({ selected: 3, onPage: 3, waitingForApproval: 2 })).toBe(
      '3 users selected, 3 on this page, 2 waiting for approval',
    );
  });

  it('sums up a selection of all users that match, before and after they are counted', () => {
    expect(allMatchingSummary(undefined)).toBe('All users that match selected');
    expect(allMatchingSummary(1234)).toBe('1,234 users selected: all that match');
  });

  it('names the users a search and filter match as a confirmation does', () => {
    expect(matchingUsersText(120, { search: 'ann ', type: 'All' })).toBe(
      'the 120 users whose name contains “ann ”',
    );
    expect(matchingUsersText(1, { search: 'x', type: 'Business User' })).toBe(
      'the 1 business user whose name contains “x”',
    );
    expect(matchingUsersText(5000, { search: '', type: 'Normal User' })).toBe('all 5,000 normal users');
  });
});
