import { describe, expect, it } from 'vitest';
import { listPathFrom, listReturnState, readUserListView, userListSearchParams } from './list-view.ts';

describe('the users screen view in the address', () => {
  it('reads search, type filter and page', () => {
    const params = new URLSearchParams('search=ann&type=Business+User&page=3');
    expect(readUserListView(params)).toEqual({ search: 'ann', type: 'Business User', page: 3 });
  });

  it('falls back to everyone on the first page for missing or odd values', () => {
    expect(readUserListView(new URLSearchParams())).toEqual({ search: '', type: 'All', page: 1 });
    expect(readUserListView(new URLSearchParams('type=business&page=-2'))).toMatchObject({
      type: 'All',
      page: 1,
    });
    expect(readUserListView(new URLSearchParams('page=2.5'))).toMatchObject({ page: 1 });
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(userListSearchParams({ search: '', type: 'All', page: 1 }).toString()).toBe('');
    const view = { search: 'Ann Lee', type: 'Normal User' as const, page: 2 };
    expect(readUserListView(userListSearchParams(view))).toEqual(view);
  });
});

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
