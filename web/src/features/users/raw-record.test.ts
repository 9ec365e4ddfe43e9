import { describe, expect, it } from 'vitest';
import { matchingFields, recordFields } from './raw-record.ts';

const record = {
  username: 'Ada',
  feedback: { rating: 4, review: 'Great "app"', approveFeedback: false },
  registrationDetails: {},
};

describe('recordFields', () => {
  it('gives each leaf its dotted path and its JSON value, empty objects included', () => {
    expect(recordFields(record)).toEqual([
      { path: 'username', text: '"Ada"' },
      { path: 'feedback.rating', text: '4' },
      { path: 'feedback.review', text: '"Great \\"app\\""' },
      { path: 'feedback.approveFeedback', text: 'false' },
      { path: 'registrationDetails', text: '{}' },
    ]);
  });
});

describe('matchingFields', () => {
  it('finds a search in paths and values alike, case aside', () => {
    const fields = recordFields(record);
    expect(matchingFields(fields, 'FEEDBACK.r').map((field) => field.path)).toEqual([
      'feedback.rating',
      'feedback.review',
    ]);
    expect(matchingFields(fields, 'great').map((field) => field.path)).toEqual(['feedback.review']);
    expect(matchingFields(fields, '  ')).toHaveLength(5);
  });
});
