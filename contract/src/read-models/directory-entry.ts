import { z } from 'zod';
import { isJoinedWithin, type JoinedDays } from '../joined-days.ts';
import {
  type UserKind,
  type UserListQuery,
  type UserRow,
  type UserStatusLabel,
  userRowOf,
  userStatusLabels,
} from '../user-list.ts';
import { isUtcDay, utcDayOf } from '../utc-days.ts';
import { type DirectoryKey, directoryKey } from './directory-key.ts';

// What the users screen shows of one user, and the keys it is ordered and filtered by. The users screen pages
// through these, never through the app's records.
export interface DirectoryEntry extends UserRow {
  // The users search compares lower-cased names (docs/product.md, Users); the list sorts by the same string.
  nameKey: string;
  // The same order within one collection: the type filter is a range of it.
  kindNameKey: string;
  // The same order within one status: the status filter is a range of it.
  statusNameKey: string;
  // When the user's account was created (ISO 8601, UTC), when known: the join filter is a range of it, in the order
  // the users joined. Absent for a user the new users chart does not count either.
  joinedKey?: string;
  // The same order within one collection.
  kindJoinedKey?: string;
}

const statusLabelSchema = z.enum([
  userStatusLabels.live,
  userStatusLabels.unalive,
  userStatusLabels.approved,
  userStatusLabels.waitingForApproval,
]);

export const directoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['normal', 'business']),
  userType: z.string(),
  username: z.string(),
  email: z.string(),
  status: statusLabelSchema,
  changedAfterApproval: z.boolean(),
  signInDisabled: z.literal(true).optional(),
  certificationVersion: z.string().optional(),
  nameKey: z.string(),
  kindNameKey: z.string(),
  // An entry written before entries had a status order has none: until the backfill rewrites it, it is listed
  // under no status filter, and everywhere else as before.
  statusNameKey: z.string().default(''),
  joinedKey: z.string().optional(),
  kindJoinedKey: z.string().optional(),
});

// The kind leads the key, so the entries of one collection form one range of it, in name order.
const kindSeparator = ' ';

export function searchableName(username: string): string {
  return username.toLowerCase();
}

export function kindNameKey(kind: UserKind, nameKey: string): string {
  return `${kind}${kindSeparator}${nameKey}`;
}

// A status in the keys that order by it: one character, as every search list entry carries one (search-grams.ts).
const statusCodes: Readonly<Record<UserStatusLabel, string>> = {
  [userStatusLabels.live]: 'l',
  [userStatusLabels.unalive]: 'u',
  [userStatusLabels.approved]: 'a',
  [userStatusLabels.waitingForApproval]: 'w',
};

export function statusNameKey(status: UserStatusLabel, nameKey: string): string {
  return `${statusCodes[status]}${kindSeparator}${nameKey}`;
}

/**
 * The end of the range of every text that starts with `prefix`, exclusive: the prefix with its last character
 * raised by one. Unlike an end of `prefix + '\uf8ff'`, it also holds texts that go on with a character above
 * U+F8FF (or above U+FFFF, in an order by UTF-8 bytes).
 */
export function endOfPrefix(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/** One collection's range of `kindNameKey`: from `start`, up to `end` exclusive (`endBefore`). */
export function kindNameKeyRange(kind: UserKind): { start: string; end: string } {
  const start = `${kind}${kindSeparator}`;
  return { start, end: endOfPrefix(start) };
}

/**
 * The range of `kindJoinedKey` (of one collection) or of `joinedKey` (`kind` undefined) holding the users who
 * joined on the filter's days: from `start`, up to `end` exclusive (`endBefore`).
 */
export function joinedKeyRange(
  kind: UserKind | undefined,
  { from, to }: JoinedDays,
): { start: string; end: string } {
  const prefix = kind === undefined ? '' : `${kind}${kindSeparator}`;
  return { start: `${prefix}${from}`, end: endOfPrefix(`${prefix}${to}`) };
}

/** One status's range of `statusNameKey`: from `start`, up to `end` exclusive (`endBefore`). */
export function statusNameKeyRange(status: UserStatusLabel): { start: string; end: string } {
  const start = `${statusCodes[status]}${kindSeparator}`;
  return { start, end: endOfPrefix(start) };
}

// A search list's value is the entry's `kindNameKey` (its order: by collection, then name) followed by the
// status and the day the user joined (when known), which the status and join filters check. A tab sorts below
// every printable character a name can go on with, so the value's order is the name's, and costs two bytes in the
// database's JSON (a NUL would cost six).
const searchStatusSeparator = '\t';

/** The value of a user's child in each of their search lists. */
export function searchListValue(entry: Pick<DirectoryEntry, 'kindNameKey' | 'status' | 'joinedKey'>): string {
  return `${entry.kindNameKey}${searchStatusSeparator}${statusCodes[entry.status]}${joinedDayOf(entry.joinedKey) ?? ''}`;
}

const utcDayLength = 'YYYY-MM-DD'.length;

/** The UTC day (`YYYY-MM-DD`) of a join time (`joinedKey`, a row's `joinedAt`), when known. */
export function joinedDayOf(joinedAt: string | undefined): string | undefined {
  return joinedAt?.slice(0, utcDayLength);
}

const statusOfCode = new Map(
  Object.entries(statusCodes).map(([status, code]) => [code, status as UserStatusLabel]),
);

export interface SearchListValueParts {
  name: string;
  status: UserStatusLabel | undefined;
  joinedDay: string | undefined;
}

/**
 * The name, status and join day a search list's value holds for a user of `kind`; undefined for a value of
 * another collection. A value written before the lists held a status is the name alone, and one written before
 * they held the join day has none: until the backfill rewrites it, its user is found under no status (or join)
 * filter, and everywhere else as before.
 */
export function searchListValueParts(value: unknown, kind: UserKind): SearchListValueParts | undefined {
  const { start } = kindNameKeyRange(kind);
  if (typeof value !== 'string' || !value.startsWith(start)) return undefined;
  const separator = value.lastIndexOf(searchStatusSeparator);
  const status = statusOfCode.get(value.charAt(separator + 1));
  const joinedDay = value.slice(separator + 2);
  if (separator < start.length || status === undefined || (joinedDay !== '' && !isUtcDay(joinedDay)))
    return { name: value.slice(start.length), status: undefined, joinedDay: undefined };
  return {
    name: value.slice(start.length, separator),
    status,
    joinedDay: joinedDay === '' ? undefined : joinedDay,
  };
}

/** Whether a listed user is of the status filter's status and joined on one of the join filter's days. */
export function isListedInFilters(
  listed: Pick<SearchListValueParts, 'status' | 'joinedDay'>,
  { status, joined }: Pick<UserListQuery, 'status' | 'joined'>,
): boolean {
  if (status !== 'All' && listed.status !== status) return false;
  return !joined || (listed.joinedDay !== undefined && isJoinedWithin(listed.joinedDay, joined));
}

/**
 * The entry of one record as the app stored it, or undefined when there is no record. `signInDisabled`: whether
 * the console disabled the user's sign-in; `joinedAt`: when the user's account was created, when known.
 */
export function directoryEntryOf(
  kind: UserKind,
  userId: string,
  record: unknown,
  signInDisabled = false,
  joinedAt?: number,
): DirectoryEntry | undefined {
  const row = userRowOf(kind, userId, record);
  if (!row) return undefined;
  const nameKey = searchableName(row.username);
  // The same days as the new users chart's: none for a time no day holds.
  const joinedKey =
    joinedAt !== undefined && utcDayOf(joinedAt) !== undefined ? new Date(joinedAt).toISOString() : undefined;
  return {
    ...row,
    ...(signInDisabled ? { signInDisabled: true } : {}),
    nameKey,
    kindNameKey: kindNameKey(kind, nameKey),
    statusNameKey: statusNameKey(row.status, nameKey),
    ...(joinedKey === undefined ? {} : { joinedKey, kindJoinedKey: `${kind}${kindSeparator}${joinedKey}` }),
  };
}

export function directoryKeyOf(entry: Pick<DirectoryEntry, 'kind' | 'id'>): DirectoryKey {
  return directoryKey(entry.kind, entry.id);
}

export function userRowOfEntry(entry: DirectoryEntry): UserRow {
  const {
    nameKey: _nameKey,
    kindNameKey: _kindNameKey,
    statusNameKey: _statusNameKey,
    joinedKey,
    kindJoinedKey: _kindJoinedKey,
    ...row
  } = entry;
  return joinedKey === undefined ? row : { ...row, joinedAt: joinedKey };
}
