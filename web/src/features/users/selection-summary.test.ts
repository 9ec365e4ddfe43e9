import { describe, expect, it } from 'vitest';
import { allMatchingSummary, matchingUsersText, selectionSummary } from './selection-summary.ts';

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
    expect(matchingUsersText(120, { search: 'ann ', type: 'All', status: 'All' })).toBe(
      'the 120 users whose name contains “ann ”',
    );
    expect(matchingUsersText(1, { search: 'x', type: 'Business User', status: 'All' })).toBe(
      'the 1 business user whose name contains “x”',
    );
    expect(matchingUsersText(5000, { search: '', type: 'Normal User', status: 'All' })).toBe(
      'all 5,000 normal users',
    );
    expect(matchingUsersText(12, { search: '', type: 'Business User', status: 'Waiting for approval' })).toBe(
      'all 12 business users with status “Waiting for approval”',
    );
    expect(matchingUsersText(3, { search: 'an', type: 'Normal User', status: 'Unalive' })).toBe(
      'the 3 normal users with status “Unalive” whose name contains “an”',
    );
    const week = { from: '2026-11-20', to: '2026-11-26' };
    expect(matchingUsersText(5, { search: '', type: 'Normal User', status: 'All', joined: week })).toBe(
      'all 5 normal users who joined 2026-11-20 to 2026-11-26',
    );
    expect(
      matchingUsersText(2, {
        search: 'an',
        type: 'All',
        status: 'All',
        joined: { from: '2026-11-20', to: '2026-11-20' },
      }),
    ).toBe('the 2 users who joined on 2026-11-20 whose name contains “an”');
  });
});
