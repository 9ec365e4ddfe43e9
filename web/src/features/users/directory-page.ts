import {
  type DirectoryEntry,
  joinedKeyRange,
  kindNameKeyRange,
  searchedKinds,
  statusNameKeyRange,
  type UserListQuery,
} from '@management-center/contract';
import type { DatabaseRange } from '../../lib/database/live-database.ts';
import { usersPerPage } from './pagination.ts';

// The database cannot skip to the n-th child, so a page is found from a neighbour: the first page, the fifty
// after the last row shown, the fifty before the first row shown, or the last page.
export type PageCursor =
  | { at: 'first' }
  | { at: 'after'; value: string; key: string }
  | { at: 'before'; value: string; key: string }
  | { at: 'last' };

type DirectoryFilters = Pick<UserListQuery, 'type' | 'status' | 'joined'>;
type OrderChild = 'nameKey' | 'kindNameKey' | 'statusNameKey' | 'joinedKey' | 'kindJoinedKey';

/**
 * The child the directory is ordered by under the type, status and join filters, and that order's range. A status
 * filter comes with its collection's type (list-view.ts): its range is that collection's users of the status. A
 * join filter lists the users who joined on its days in the order they joined, under no status filter: the
 * screen's total for a status and days together would be no figure the server keeps.
 */
function directoryOrder({ type, status, joined }: DirectoryFilters): {
  child: OrderChild;
  start?: string;
  end?: string;
} {
  const kinds = searchedKinds(type, status);
  const [kind] = kinds;
  const oneKind = kinds.length === 1 ? kind : undefined;
  if (joined) {
    return oneKind
      ? { child: 'kindJoinedKey', ...joinedKeyRange(oneKind, joined) }
      : { child: 'joinedKey', ...joinedKeyRange(undefined, joined) };
  }
  if (status !== 'All') return { child: 'statusNameKey', ...statusNameKeyRange(status) };
  if (!oneKind) return { child: 'nameKey' };
  return { child: 'kindNameKey', ...kindNameKeyRange(oneKind) };
}

/** The value a row is ordered by under the filters: where the next or previous page starts. */
export function orderValueOf(filters: DirectoryFilters, row: Pick<DirectoryEntry, OrderChild>): string {
  return row[directoryOrder(filters).child] ?? '';
}

/** The rows on the last page: what is left after the full pages, or a full page. */
export function lastPageSize(total: number): number {
  return total % usersPerPage || usersPerPage;
}

export function directoryPageRange(
  path: string,
  filters: DirectoryFilters,
  cursor: PageCursor,
  total: number,
): DatabaseRange {
  const { child, start, end } = directoryOrder(filters);
  const range: DatabaseRange = { path, orderBy: { child } };
  const startBound = start === undefined ? {} : { startAt: [start] as [string] };
  const endBound = end === undefined ? {} : { endBefore: [end] as [string] };
  switch (cursor.at) {
    case 'first':
      return { ...range, ...startBound, ...endBound, limitToFirst: usersPerPage };
    case 'after':
      return { ...range, startAfter: [cursor.value, cursor.key], ...endBound, limitToFirst: usersPerPage };
    case 'before':
      return { ...range, ...startBound, endBefore: [cursor.value, cursor.key], limitToLast: usersPerPage };
    case 'last':
      return { ...range, ...startBound, ...endBound, limitToLast: lastPageSize(total) };
  }
}
