import { z } from 'zod';

// Spec section 4: the Status column of the users screen.
export const userStatusLabels = {
  live: 'Live',
  unalive: 'Unalive',
  approved: 'Approved',
  waitingForApproval: 'Waiting for approval',
  unknownUserType: 'Unknown User Type',
} as const;

export type UserStatusLabel = (typeof userStatusLabels)[keyof typeof userStatusLabels];

// Spec section 2: the type filter's choices, in the order the screen offers them.
export const userTypeFilters = ['All', 'Normal User', 'Business User'] as const;
export type UserTypeFilter = (typeof userTypeFilters)[number];

// The collection a row was read from: it decides where viewing, deleting and approving find the record.
export type UserKind = 'normal' | 'business';

export interface UserRow {
  id: string;
  kind: UserKind;
  // As stored: the User type column shows it, and the status and the type filter are decided by it.
  userType: string;
  username: string;
  email: string;
  status: UserStatusLabel;
}

// The fitness app writes these records, so any field may be missing or odd: a row is shown all the same.
const text = z.string().catch('');
const listedUserSchema = z
  .object({
    username: text,
    email: text,
    userType: text,
    registrationDetails: z.unknown().optional(),
    isApproveUser: z.unknown().optional(),
  })
  .catch({ username: '', email: '', userType: '' });
const listedCollectionSchema = z.record(z.string(), listedUserSchema).catch({});

interface StatusFields {
  userType: string;
  registrationDetails?: unknown;
  isApproveUser?: unknown;
}

function hasUserType(record: { userType: string }, userType: UserKind): boolean {
  return record.userType.toLowerCase() === userType;
}

export function userStatusLabel(record: StatusFields): UserStatusLabel {
  if (hasUserType(record, 'normal')) {
    const registered = record.registrationDetails !== undefined && record.registrationDetails !== null;
    return registered ? userStatusLabels.live : userStatusLabels.unalive;
  }
  if (hasUserType(record, 'business')) {
    return record.isApproveUser === true ? userStatusLabels.approved : userStatusLabels.waitingForApproval;
  }
  return userStatusLabels.unknownUserType;
}

function rowsOf(collection: unknown, kind: UserKind): UserRow[] {
  return Object.entries(listedCollectionSchema.parse(collection)).map(([id, record]) => ({
    id,
    kind,
    userType: record.userType,
    username: record.username,
    email: record.email,
    status: userStatusLabel(record),
  }));
}

/**
 * Spec section 3: the user list combines both collections, normal users first. Takes the values read at
 * `users` and `business-users` as they are (null when a collection is empty).
 */
export function combineUserCollections(normalUsers: unknown, businessUsers: unknown): UserRow[] {
  return [...rowsOf(normalUsers, 'normal'), ...rowsOf(businessUsers, 'business')];
}

// Spec section 5: case-insensitive substring of the username; an empty search shows everyone.
export function matchesUsernameSearch(row: Pick<UserRow, 'username'>, search: string): boolean {
  return row.username.toLowerCase().includes(search.toLowerCase());
}

// Spec section 5: userType compared case-insensitively with "normal" or "business", or everyone.
export function matchesUserTypeFilter(row: Pick<UserRow, 'userType'>, filter: UserTypeFilter): boolean {
  switch (filter) {
    case 'All':
      return true;
    case 'Normal User':
      return hasUserType(row, 'normal');
    case 'Business User':
      return hasUserType(row, 'business');
  }
}

export interface UserListQuery {
  search: string;
  type: UserTypeFilter;
}

export function filterUserRows(rows: readonly UserRow[], query: UserListQuery): UserRow[] {
  return rows.filter(
    (row) => matchesUsernameSearch(row, query.search) && matchesUserTypeFilter(row, query.type),
  );
}
