import { describe, expect, it } from 'vitest';
import { changedSinceOpenedMessage, fieldsChangedSince } from './edit-conflicts.ts';

describe('fieldsChangedSince', () => {
  const stored = { Description: 'Now', options: ['A', 'B'], image: 'https://x/a.png' };

  it('names only the fields whose stored value differs from the one the edit started from, with their value now', () => {
    expect(fieldsChangedSince(stored, { Description: 'Now', options: ['A', 'B'] })).toBeUndefined();
    expect(fieldsChangedSince(stored, { Description: 'Before', options: ['A', 'B'] })).toEqual({
      Description: 'Now',
    });
    expect(fieldsChangedSince(stored, { options: ['A'] })).toEqual({ options: ['A', 'B'] });
    expect(fieldsChangedSince(stored, { options: ['B', 'A'] })).toEqual({ options: ['A', 'B'] });
  });

  it('takes a field not stored as empty, as its row shows it, and tells it from a value', () => {
    expect(fieldsChangedSince(stored, { imageAlt: null })).toBeUndefined();
    expect(fieldsChangedSince(stored, { imageAlt: '' })).toBeUndefined();
    expect(fieldsChangedSince({ options: [] }, { options: null, Description: '' })).toBeUndefined();
    expect(fieldsChangedSince(undefined, { Description: 'Before' })).toEqual({ Description: null });
    expect(fieldsChangedSince({ ...stored, imageAlt: 'Set' }, { imageAlt: null })).toEqual({
      imageAlt: 'Set',
    });
  });
});

describe('changedSinceOpenedMessage', () => {
  it('names who changed the row and when, or says it was changed outside the console', () => {
    expect(changedSinceOpenedMessage('dana@example.com', '14:05')).toBe(
      'Changed by dana@example.com at 14:05 since you opened it',
    );
    expect(changedSinceOpenedMessage(undefined, undefined)).toBe(
      'Changed by someone outside the console since you opened it',
    );
  });
});
