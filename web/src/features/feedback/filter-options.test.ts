import { unfilteredFeedback } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { feedbackFilterParams, feedbackFilterSelects, readFeedbackFilter } from './filter-options.ts';

const { status, category, rating } = feedbackFilterSelects;

describe('filter options', () => {
  it('offer All and every value the feedback filters have', () => {
    expect(status.options).toEqual(['All', 'Live', 'Nil']);
    expect(category.options).toEqual([
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
    expect(rating.options).toEqual(['All', '1', '2', '3', '4', '5']);
  });

  it('turn a chosen option into the filter', () => {
    expect(status.choose(unfilteredFeedback, 'Nil')).toEqual({ ...unfilteredFeedback, status: 'Nil' });
    expect(category.choose(unfilteredFeedback, 'Customise Widgets')).toEqual({
      ...unfilteredFeedback,
      category: 'Customise Widgets',
    });
    expect(rating.choose(unfilteredFeedback, '4')).toEqual({ ...unfilteredFeedback, rating: 4 });
    expect(rating.choose({ ...unfilteredFeedback, rating: 4 }, 'All')).toEqual(unfilteredFeedback);
  });

  it('keep the filter as it was for a value that is no option', () => {
    const filter = { ...unfilteredFeedback, status: 'Live' as const, rating: 2 as const };
    expect(status.choose(filter, 'Unalive')).toBe(filter);
    expect(category.choose(filter, 'Dashboard Customization')).toBe(filter);
    expect(rating.choose(filter, '6')).toBe(filter);
  });
});

describe('the filters in the address', () => {
  it('reads what it writes, leaving out the parts that are All', () => {
    const filter = { status: 'Live', category: 'Customise Widgets', rating: 4 } as const;
    const params = feedbackFilterParams(filter);
    expect(params.toString()).toBe('status=Live&category=Customise+Widgets&rating=4');
    expect(readFeedbackFilter(params)).toEqual(filter);
    expect(feedbackFilterParams(unfilteredFeedback).toString()).toBe('');
  });

  it('reads a missing or unknown part as All', () => {
    expect(readFeedbackFilter(new URLSearchParams('status=Dead&category=Workouts&rating=9'))).toEqual({
      ...unfilteredFeedback,
      category: 'Workouts',
    });
    expect(readFeedbackFilter(new URLSearchParams(''))).toEqual(unfilteredFeedback);
  });
});
