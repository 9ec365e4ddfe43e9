import type { DirectoryEntry } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import type { UserListView } from './list-view.ts';
import { pageOf } from './pagination.ts';
import {
  firstPageOf,
  movedUserListView,
  statusFilteredView,
  typeFilteredView,
  userListRangeText,
} from './user-list-pages.ts';

function entry(kind: 'normal' | 'business', id: string, name: string): DirectoryEntry {
  return {
    kind,
    id,
    userType: kind,
    username: name,
    email: `${id}@example.com`,
    status: kind === 'normal' ? 'Live' : 'Approved',
    changedAfterApproval: false,
    nameKey: name.toLowerCase(),
    kindNameKey: `${kind} ${name.toLowerCase()}`,
    statusNameKey: `${kind === 'normal' ? 'l' : 'a'} ${name.toLowerCase()}`,
  };
}

const entries = [entry('normal', 'u1', 'Ann'), entry('business', 'b1', 'Bo'), entry('normal', 'u2', 'Cy')];
const everyone: UserListView = {
  search: '',
  type: 'All',
  status: 'All',
  page: 3,
  cursor: { at: 'after', value: 'al', key: 'normal:u0' },
};
const shown = { page: 3, pageCount: 7, entries };

describe('moving between pages of the whole directory', () => {
  it('reads the next page after the last row shown, and the previous before the first', () => {
    expect(movedUserListView(everyone, shown, 'next')).toEqual({
      ...everyone,
      page: 4,
      cursor: { at: 'after', value: 'cy', key: 'normal:u2' },
    });
    expect(movedUserListView(everyone, shown, 'previous')).toEqual({
      ...everyone,
      page: 2,
      cursor: { at: 'before', value: 'ann', key: 'normal:u1' },
    });
  });

  it('orders by the collection and name under a type filter', () => {
    const business = { ...everyone, type: 'Business User' as const };
    expect(movedUserListView(business, shown, 'next').cursor).toEqual({
      at: 'after',
      value: 'normal cy',
      key: 'normal:u2',
    });
    const live = { ...everyone, type: 'Normal User' as const, status: 'Live' as const };
    expect(movedUserListView(live, shown, 'next').cursor).toEqual({
      at: 'after',
      value: 'l cy',
      key: 'normal:u2',
    });
  });

  it('reads the first page from the start, also for Previous from the second page', () => {
    const first = {
      search: '',
      type: 'All' as const,
      status: 'All' as const,
      page: 1,
      cursor: { at: 'first' as const },
    };
    expect(movedUserListView(everyone, shown, 'first')).toEqual(first);
    expect(movedUserListView(everyone, { ...shown, page: 2 }, 'previous')).toEqual(first);
  });

  it('reads the last page from the end', () => {
    expect(movedUserListView(everyone, shown, 'last')).toEqual({
      ...everyone,
      page: 7,
      cursor: { at: 'last' },
    });
  });

  it('keeps only the number of a page read empty, having no row to read the next from', () => {
    expect(movedUserListView(everyone, { ...shown, entries: [] }, 'next')).toEqual({
      ...everyone,
      page: 4,
      cursor: { at: 'first' },
    });
  });
});

describe('moving between pages of a search', () => {
  const searched: UserListView = {
    search: 'an',
    type: 'Normal User',
    status: 'All',
    page: 3,
    cursor: { at: 'first' },
  };

  it('moves by page number, its matches being all in the browser', () => {
    expect(movedUserListView(searched, shown, 'next')).toEqual({ ...searched, page: 4 });
    expect(movedUserListView(searched, shown, 'previous')).toEqual({ ...searched, page: 2 });
    expect(movedUserListView(searched, shown, 'last')).toEqual({ ...searched, page: 7 });
    expect(movedUserListView(searched, shown, 'first')).toEqual({ ...searched, page: 1 });
  });
});

describe('a new search or filter', () => {
  it('starts at the first page of what it matches', () => {
    expect(firstPageOf(everyone, { search: 'bo' })).toEqual({
      search: 'bo',
      type: 'All',
      status: 'All',
      page: 1,
      cursor: { at: 'first' },
    });
    expect(firstPageOf(everyone, { search: '', type: 'All' })).toMatchObject({ page: 1, search: '' });
  });

  it('chooses the type of a status, and keeps a status only with the type of its collection', () => {
    const waiting = statusFilteredView(everyone, 'Waiting for approval');
    expect(waiting).toMatchObject({ type: 'Business User', status: 'Waiting for approval', page: 1 });
    expect(statusFilteredView(waiting, 'All')).toMatchObject({ type: 'Business User', status: 'All' });
    expect(typeFilteredView(waiting, 'Business User')).toMatchObject({ status: 'Waiting for approval' });
    expect(typeFilteredView(waiting, 'Normal User')).toMatchObject({ type: 'Normal User', status: 'All' });
    expect(typeFilteredView(waiting, 'All')).toMatchObject({ type: 'All', status: 'All' });
  });
});

describe('userListRangeText', () => {
  const rows = Array.from({ length: 1234 }, (_, index) => index);

  it('says which users are shown of how many', () => {
    expect(userListRangeText(pageOf(rows, 2), true, 5000)).toBe('Showing 51–100 of 1,234 users');
    expect(userListRangeText(pageOf(rows.slice(0, 1), 1), true, 1)).toBe('Showing 1–1 of 1 user');
  });

  it('says "more than" for a search past its window', () => {
    expect(userListRangeText(pageOf(rows, 1), false, 5000)).toBe('Showing 1–50 of more than 1,234 users');
  });

  it('says among how many users nothing matches', () => {
    expect(userListRangeText(pageOf([], 1), true, 20_000)).toBe('No matches among 20,000 users');
    expect(userListRangeText(pageOf([], 1), false, 20_000)).toBe('No matches among the names read');
  });
});
