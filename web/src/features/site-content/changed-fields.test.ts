import { describe, expect, it } from 'vitest';
import { changedFields, typedOptions } from './changed-fields.ts';

describe('changedFields', () => {
  it('keeps only the texts and lists that differ from the stored ones', () => {
    const stored = { Title: 'A', Description: 'B', options: ['x', 'y'] };
    expect(changedFields(stored, { Title: 'A', Description: 'C' })).toEqual({ Description: 'C' });
    expect(changedFields(stored, { options: ['x', 'y'] })).toEqual({});
    expect(changedFields(stored, { options: ['x'] })).toEqual({ options: ['x'] });
  });
});

describe('typedOptions', () => {
  it('trims the options and drops blank ones', () => {
    expect(typedOptions([' Cardio ', '', '  ', 'Yoga'])).toEqual(['Cardio', 'Yoga']);
  });
});
