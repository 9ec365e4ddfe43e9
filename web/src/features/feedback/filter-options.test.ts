import { unfilteredFeedback } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  ratingOptions,
  statusOptions,
  withCategory,
  withRating,
  withStatus,
} from './filter-options.ts';

describe('filter options', () => {
  it('offer All and every value of spec section 9', () => {
    expect(statusOptions).toEqual(['All', 'Live', 'Nil']);
    expect(categoryOptions).toEqual([
      'All',
      'Sign Up',
      'Login',
      'User Dashboard',
      'Mobile Syncing',
      'Customise Widgets',
      'Activity Tracking',
      'Workouts',
      'Track On The Go',
      'Friends',
      'Competition',
    ]);
    expect(ratingOptions).toEqual(['All', '1', '2', '3', '4', '5']);
  });

  it('turn a chosen option into the filter', () => {
    expect(withStatus(unfilteredFeedback, 'Nil')).toEqual({ ...unfilteredFeedback, status: 'Nil' });
    expect(withCategory(unfilteredFeedback, 'Customise Widgets')).toEqual({
      ...unfilteredFeedback,
      category: 'Customise Widgets',
    });
    expect(withRating(unfilteredFeedback, '4')).toEqual({ ...unfilteredFeedback, rating: 4 });
    expect(withRating({ ...unfilteredFeedback, rating: 4 }, 'All')).toEqual(unfilteredFeedback);
  });

  it('keep the filter as it was for a value that is no option', () => {
    const filter = { ...unfilteredFeedback, status: 'Live' as const, rating: 2 as const };
    expect(withStatus(filter, 'Unalive')).toBe(filter);
    expect(withCategory(filter, 'Dashboard Customization')).toBe(filter);
    expect(withRating(filter, '6')).toBe(filter);
  });
});
