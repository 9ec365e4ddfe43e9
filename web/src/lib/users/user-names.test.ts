import { describe, expect, it } from 'vitest';
import { countOf, nameList, userName, userNameWithEmail } from './user-names.ts';

describe('naming users in messages', () => {
  it('names a user by username, else e-mail, else id', () => {
    expect(userName({ id: 'u1', username: 'Ann Lee', email: 'ann@x.io' })).toBe('Ann Lee');
    expect(userName({ id: 'u1', username: ' ', email: 'ann@x.io' })).toBe('ann@x.io');
    expect(userName({ id: 'u1', username: '', email: '' })).toBe('u1');
  });

  it('adds the e-mail when it says more than the name', () => {
    expect(userNameWithEmail({ id: 'u1', username: 'Ann Lee', email: 'ann@x.io' })).toBe(
      'Ann Lee (ann@x.io)',
    );
    expect(userNameWithEmail({ id: 'u1', username: '', email: 'ann@x.io' })).toBe('ann@x.io');
  });

  it('counts with a plural and thousands separators', () => {
    expect(countOf(1, 'user')).toBe('1 user');
    expect(countOf(20_000, 'user')).toBe('20,000 users');
  });

  it('lists names in English, counting those past the limit', () => {
    expect(nameList([])).toBe('');
    expect(nameList(['Ann'])).toBe('Ann');
    expect(nameList(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy');
    expect(nameList(['Ann', 'Bob', 'Cy', 'Di'], 2)).toBe('Ann, Bob and 2 more');
  });
});
