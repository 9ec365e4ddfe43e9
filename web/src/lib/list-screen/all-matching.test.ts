import { describe, expect, it } from 'vitest';
import { allMatchingBanner, sameFilter } from './all-matching.ts';

const users = { one: 'user', many: 'users' };

describe('select all that match', () => {
  it('tells filters apart by every value, whatever the key order', () => {
    expect(sameFilter({ search: 'ann', type: 'All' }, { type: 'All', search: 'ann' })).toBe(true);
    expect(sameFilter({ search: 'ann', type: 'All' }, { search: 'ann ', type: 'All' })).toBe(false);
    expect(sameFilter({ status: 'All', rating: 5 }, { status: 'All', rating: 4 })).toBe(false);
    type Loose = { status: string; rating?: string | number };
    expect(sameFilter<Loose>({ status: 'All', rating: 5 }, { status: 'All', rating: '5' })).toBe(false);
    expect(sameFilter<Loose>({ status: 'All' }, { status: 'All', rating: 5 })).toBe(false);
  });

  const pageSelected = {
    allMatching: false,
    pageRows: 50,
    selectedOnPage: 50,
    moreMatchThanShown: true,
    matchingCount: 120,
    noun: users,
  };

  it('offers every match once the whole page is selected and more match', () => {
    expect(allMatchingBanner(pageSelected)).toEqual({
      message: 'All 50 users on this page are selected.',
      action: { kind: 'select-all-matching', label: 'Select all 120 users that match' },
    });
  });

  it('offers the matches before their count is known', () => {
    expect(allMatchingBanner({ ...pageSelected, matchingCount: undefined })?.action.label).toBe(
      'Select all users that match',
    );
  });

  it('offers nothing while part of the page is selected, or when the page holds every match', () => {
    expect(allMatchingBanner({ ...pageSelected, selectedOnPage: 49 })).toBeUndefined();
    expect(allMatchingBanner({ ...pageSelected, moreMatchThanShown: false })).toBeUndefined();
    expect(allMatchingBanner({ ...pageSelected, pageRows: 0, selectedOnPage: 0 })).toBeUndefined();
  });

  it('says every match is selected in the mode, and offers to clear it', () => {
    expect(allMatchingBanner({ ...pageSelected, allMatching: true, selectedOnPage: 0 })).toEqual({
      message: 'All 120 users that match are selected.',
      action: { kind: 'clear', label: 'Clear selection' },
    });
  });
});
