import { describe, expect, it } from 'vitest';
import { listPathFrom, listReturnState } from './users-list-return.ts';

describe('the way back from a user to the list', () => {
  it('returns to the list as it was', () => {
    expect(listPathFrom(listReturnState('?search=ann&page=2'))).toBe(
      '/manage_user_dashboard?search=ann&page=2',
    );
  });

  it('returns to the plain list without a usable state', () => {
    expect(listPathFrom(undefined)).toBe('/manage_user_dashboard');
    expect(listPathFrom(listReturnState(''))).toBe('/manage_user_dashboard');
    expect(listPathFrom({ listSearch: 'https://elsewhere.example.com' })).toBe('/manage_user_dashboard');
  });
});
