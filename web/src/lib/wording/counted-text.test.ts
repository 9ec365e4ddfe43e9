import { describe, expect, it } from 'vitest';
import { countedText, formatCount } from './counted-text.ts';

describe('counted text', () => {
  it('counts with thousands separators and the singular or the plural noun', () => {
    const users = { one: 'user', many: 'users' };
    expect(countedText(1, users)).toBe('1 user');
    expect(countedText(12_345, users)).toBe('12,345 users');
    expect(countedText(2, { one: 'feedback entry', many: 'feedback entries' })).toBe('2 feedback entries');
    expect(formatCount(1_000_000)).toBe('1,000,000');
  });
});
