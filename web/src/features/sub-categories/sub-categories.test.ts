import { describe, expect, it } from 'vitest';
import { sampleSubCategories, subCategoriesReducer } from './sub-categories.ts';

describe('subCategoriesReducer', () => {
  it('starts from the samples', () => {
    expect(sampleSubCategories.map((subCategory) => subCategory.name)).toEqual([
      'Strength Training',
      'Cardio Workouts',
      'Yoga',
    ]);
  });

  it('adds a trimmed name at the end, Inactive', () => {
    const next = subCategoriesReducer(sampleSubCategories, { type: 'add', id: 'n1', name: '  Pilates ' });
    expect(next).toHaveLength(4);
    expect(next.at(-1)).toEqual({ id: 'n1', name: 'Pilates', status: 'Inactive' });
  });

  it.each(['', '   ', '\t\n'])('ignores the blank name %j', (name) => {
    expect(subCategoriesReducer(sampleSubCategories, { type: 'add', id: 'n1', name })).toBe(
      sampleSubCategories,
    );
  });

  it('toggles only the named sub-category, back and forth', () => {
    const once = subCategoriesReducer(sampleSubCategories, { type: 'toggle', id: 'yoga' });
    expect(once.map((subCategory) => subCategory.status)).toEqual(['Active', 'Active', 'Active']);
    const twice = subCategoriesReducer(once, { type: 'toggle', id: 'yoga' });
    expect(twice).toEqual(sampleSubCategories);
  });
});
