// The spec's user list (sections 3 and 5) computed over the whole collections, as the observed console did. The
// console never reads them whole; the read models, the server's resolution of "all that match" and the screens
// are tested against these answers.
import { z } from 'zod';
import { ownData } from '../src/own-data.ts';
import {
  type UserKind,
  type UserListQuery,
  type UserRow,
  type UserStatusFilter,
  type UserTypeFilter,
  userRowOf,
} from '../src/user-list.ts';

const collectionSchema = z.record(z.string(), z.unknown()).catch({});

function rowsOf(collection: unknown, kind: UserKind): UserRow[] {
  return Object.entries(collectionSchema.parse(ownData(collection))).flatMap(
    ([id, record]) => userRowOf(kind, id, record) ?? [],
  );
}

/**
 * docs/product.md, Users: the user list combines both collections, normal users first. Takes the values read at
 * `users` and `business-users` as they are (null when a collection is empty).
 */
export function combineUserCollections(normalUsers: unknown, businessUsers: unknown): UserRow[] {
  return [...rowsOf(normalUsers, 'normal'), ...rowsOf(businessUsers, 'business')];
}

// docs/product.md, Users: case-insensitive substring of the username; an empty search shows everyone.
export function matchesUsernameSearch(row: Pick<UserRow, 'username'>, search: string): boolean {
  return row.username.toLowerCase().includes(search.toLowerCase());
}

// docs/product.md, Users: the type filter, by the collection: the stored userType of an app-written record proves nothing.
export function matchesUserTypeFilter(row: Pick<UserRow, 'kind'>, filter: UserTypeFilter): boolean {
  switch (filter) {
    case 'All':
      return true;
    case 'Normal User':
      return row.kind === 'normal';
    case 'Business User':
      return row.kind === 'business';
  }
}

// The status filter: the row's status as the Status column shows it.
export function matchesUserStatusFilter(row: Pick<UserRow, 'status'>, filter: UserStatusFilter): boolean {
  return filter === 'All' || row.status === filter;
}

// The join filter: the UTC day the user's account was created (`createdAt`, ms) is one of its days; a user whose
// creation time is unknown joined on none.
export function matchesJoinFilter(createdAt: number | undefined, joined: UserListQuery['joined']): boolean {
  if (!joined) return true;
  if (createdAt === undefined) return false;
  const day = new Date(createdAt).toISOString().slice(0, 10);
  return joined.from <= day && day <= joined.to;
}

/** The rows the query shows; `createdAtOf` gives a row's account creation time, for the join filter. */
export function filterUserRows<Row extends UserRow>(
  rows: readonly Row[],
  query: UserListQuery,
  createdAtOf: (row: Row) => number | undefined = () => undefined,
): Row[] {
  return rows.filter(
    (row) =>
      matchesUsernameSearch(row, query.search) &&
      matchesUserTypeFilter(row, query.type) &&
      matchesUserStatusFilter(row, query.status) &&
      matchesJoinFilter(createdAtOf(row), query.joined),
  );
}
