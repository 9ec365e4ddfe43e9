import { describe, expect, it } from 'vitest';
import { usersOfStatusPath } from '../../lib/users/user-status-filter.ts';
import { readUserListView, userListSearchParams } from './list-view.ts';

describe('the users screen view in the address', () => {
  it('reads search, type filter and page', () => {
    const params = new URLSearchParams('search=ann&type=Business+User&page=3');
    expect(readUserListView(params)).toEqual({
      search: 'ann',
      type: 'Business User',
      status: 'All',
      page: 3,
      cursor: { at: 'first' },
    });
  });

  it('reads a later page of the whole list with the neighbour it is read from, and without one starts over', () => {
    const after = new URLSearchParams({ page: '4', from: JSON.stringify(['after', 'ann', 'normal:u1']) });
    expect(readUserListView(after)).toMatchObject({
      page: 4,
      cursor: { at: 'after', value: 'ann', key: 'normal:u1' },
    });
    expect(readUserListView(new URLSearchParams({ page: '9', from: '["last"]' }))).toMatchObject({
      page: 9,
      cursor: { at: 'last' },
    });
    expect(readUserListView(new URLSearchParams('page=4'))).toMatchObject({
      page: 1,
      cursor: { at: 'first' },
    });
    expect(readUserListView(new URLSearchParams({ page: '4', from: '["sideways"]' }))).toMatchObject({
      page: 1,
    });
    expect(readUserListView(new URLSearchParams({ page: '4', from: '{' }))).toMatchObject({ page: 1 });
  });

  it('falls back to everyone on the first page for missing or odd values', () => {
    expect(readUserListView(new URLSearchParams())).toEqual({
      search: '',
      type: 'All',
      status: 'All',
      page: 1,
      cursor: { at: 'first' },
    });
    expect(readUserListView(new URLSearchParams('type=business&page=-2'))).toMatchObject({
      type: 'All',
      page: 1,
    });
    expect(readUserListView(new URLSearchParams('search=a&page=2.5'))).toMatchObject({ page: 1 });
    expect(readUserListView(new URLSearchParams('status=live'))).toMatchObject({
      status: 'All',
      type: 'All',
    });
  });

  it('reads a status filter with the type of its collection, whatever type the address names', () => {
    expect(readUserListView(new URLSearchParams('status=Waiting for approval'))).toMatchObject({
      type: 'Business User',
      status: 'Waiting for approval',
    });
    expect(readUserListView(new URLSearchParams('type=Business User&status=Unalive'))).toMatchObject({
      type: 'Normal User',
      status: 'Unalive',
    });
  });

  it('reads a join filter, without a status filter: the status wins over days named with it', () => {
    expect(
      readUserListView(new URLSearchParams('type=Normal User&joined=2026-11-20..2026-11-26')),
    ).toMatchObject({
      type: 'Normal User',
      status: 'All',
      joined: { from: '2026-11-20', to: '2026-11-26' },
    });
    expect(readUserListView(new URLSearchParams('joined=2026-11-20'))).toMatchObject({
      joined: { from: '2026-11-20', to: '2026-11-20' },
    });
    expect(readUserListView(new URLSearchParams('status=Live&joined=2026-11-20')).joined).toBeUndefined();
    expect(readUserListView(new URLSearchParams('joined=2026-11-31')).joined).toBeUndefined();
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(
      userListSearchParams({
        search: '',
        type: 'All',
        status: 'All',
        page: 1,
        cursor: { at: 'first' },
      }).toString(),
    ).toBe('');
    const searched = {
      search: 'Ann Lee',
      type: 'Normal User' as const,
      status: 'Live' as const,
      page: 2,
      cursor: { at: 'first' as const },
    };
    expect(readUserListView(userListSearchParams(searched))).toEqual(searched);
    const paged = {
      search: '',
      type: 'All' as const,
      status: 'All' as const,
      page: 3,
      cursor: { at: 'before' as const, value: 'bo', key: 'business:b' },
    };
    expect(readUserListView(userListSearchParams(paged))).toEqual(paged);
    const joined = {
      search: 'ann',
      type: 'Business User' as const,
      status: 'All' as const,
      joined: { from: '2026-11-01', to: '2026-11-30' },
      page: 1,
      cursor: { at: 'first' as const },
    };
    expect(userListSearchParams(joined).get('joined')).toBe('2026-11-01..2026-11-30');
    expect(readUserListView(userListSearchParams(joined))).toEqual(joined);
  });

  it('links to the users of one status, under the type of their collection', () => {
    const path = usersOfStatusPath('Waiting for approval');
    expect(path).toBe('/manage_user_dashboard?type=Business+User&status=Waiting+for+approval');
    expect(readUserListView(new URL(path, 'http://console').searchParams)).toMatchObject({
      type: 'Business User',
      status: 'Waiting for approval',
    });
  });
});
