import {
  type DirectoryEntry,
  directoryKeyOf,
  type JoinedDays,
  type UserListQuery,
  type UserStatusFilter,
  type UserTypeFilter,
} from '@management-center/contract';
import { countOf } from '../../lib/users/user-names.ts';
import { typeOfStatus } from '../../lib/users/user-status-filter.ts';
import { orderValueOf } from './directory-page.ts';
import type { UserListView } from './list-view.ts';
import type { ListPage } from './pagination.ts';

export type UserPageMove = 'first' | 'previous' | 'next' | 'last';

/** The view a new search or type filter leads to: the first page of what it matches. */
export function firstPageOf(view: UserListView, query: Partial<UserListQuery> = {}): UserListView {
  return { ...view, ...query, page: 1, cursor: { at: 'first' } };
}

/** The view a new type filter leads to: a status filter stays only with the type of its collection. */
export function typeFilteredView(view: UserListView, type: UserTypeFilter): UserListView {
  return firstPageOf(view, { type, status: typeOfStatus(view.status, type) === type ? view.status : 'All' });
}

/**
 * The view a new status filter leads to: the type filter becomes that of the status's collection, and a status
 * drops the join filter (the screen lists one or the other: directory-page.ts).
 */
export function statusFilteredView(view: UserListView, status: UserStatusFilter): UserListView {
  const { joined: _joined, ...rest } = view;
  return firstPageOf(status === 'All' ? view : rest, { status, type: typeOfStatus(status, view.type) });
}

/** The view a new join filter leads to: days drop the status filter, the type stays. */
export function joinedFilteredView(view: UserListView, joined: JoinedDays | undefined): UserListView {
  const { joined: _joined, ...rest } = view;
  return firstPageOf(rest, joined ? { joined, status: 'All' } : {});
}

/** Where the page shown sits, and its rows with their ordering keys: what a move starts from. */
export interface ShownUserPage {
  page: number;
  pageCount: number;
  entries: readonly DirectoryEntry[];
}

/**
 * The view a move leads to from the page shown. A search's matches are all in the browser, so its pages are
 * numbers; the whole directory's are read from a neighbour: the row after the last shown, before the first shown,
 * or the end. A page read empty has no neighbour: its number is kept and the address starts over (list-view.ts).
 * Going back to the first page reads it again from the start, so that users added meanwhile show.
 */
export function movedUserListView(
  view: UserListView,
  shown: ShownUserPage,
  move: UserPageMove,
): UserListView {
  const { page, pageCount, entries } = shown;
  if (move === 'first' || (move === 'previous' && page <= 2)) return firstPageOf(view);
  const neighbour = move === 'next' ? entries.at(-1) : entries[0];
  if (view.search !== '' || neighbour === undefined) {
    return { ...firstPageOf(view), page: { previous: page - 1, next: page + 1, last: pageCount }[move] };
  }
  if (move === 'last') return { ...view, page: pageCount, cursor: { at: 'last' } };
  return {
    ...view,
    page: move === 'next' ? page + 1 : page - 1,
    cursor: {
      at: move === 'next' ? 'after' : 'before',
      value: orderValueOf(view, neighbour),
      key: directoryKeyOf(neighbour),
    },
  };
}

/**
 * The line beside the table: "Showing 51–100 of 1,234 users", "more than" for a search past its window, or no
 * match among the users of the type filter.
 */
export function userListRangeText(page: ListPage<unknown>, totalIsExact: boolean, inFilter: number): string {
  if (page.total === 0 && !totalIsExact) return 'No matches among the names read';
  if (page.total === 0) return `No matches among ${countOf(inFilter, 'user')}`;
  return `Showing ${page.first}–${page.last} of ${totalIsExact ? '' : 'more than '}${countOf(page.total, 'user')}`;
}
