import { z } from 'zod';
import { approvalEmailField, approvalEmailOutcomeSchema } from './approval-email.ts';
import type { JoinedDays } from './joined-days.ts';
import { ownData } from './own-data.ts';
import { certificationVersionOf } from './reviewed-version.ts';

// docs/product.md, Users: the Status column of the users screen. No status is "Unknown User Type" (a userType
// neither "normal" nor "business"): the status comes from the collection, which is always one of two.
export const userStatusLabels = {
  live: 'Live',
  unalive: 'Unalive',
  approved: 'Approved',
  waitingForApproval: 'Waiting for approval',
} as const;

// Shown next to a status that is waiting again because the record changed after its approval.
export const changedAfterApprovalNote = 'Changed after approval';

export type UserStatusLabel = (typeof userStatusLabels)[keyof typeof userStatusLabels];

// docs/product.md, Users: the type filter's choices, in the order the screen offers them.
export const userTypeFilters = ['All', 'Normal User', 'Business User'] as const;
export type UserTypeFilter = (typeof userTypeFilters)[number];

// The collection a row was read from: it decides where viewing, deleting and approving find the record.
export type UserKind = 'normal' | 'business';

// The status filter's choices: each status belongs to one collection, so choosing one also chooses the type.
export const userStatusFilters = [
  'All',
  userStatusLabels.live,
  userStatusLabels.unalive,
  userStatusLabels.approved,
  userStatusLabels.waitingForApproval,
] as const;
export type UserStatusFilter = (typeof userStatusFilters)[number];

/** Whether a value (an address's parameter, a control's choice) is one of the type filter's choices. */
export function isUserTypeFilter(value: string | null): value is UserTypeFilter {
  return userTypeFilters.some((filter) => filter === value);
}

/** Whether a value (an address's parameter, a control's choice) is one of the status filter's choices. */
export function isUserStatusFilter(value: string | null): value is UserStatusFilter {
  return userStatusFilters.some((filter) => filter === value);
}

const kindOfStatus: Readonly<Record<UserStatusLabel, UserKind>> = {
  [userStatusLabels.live]: 'normal',
  [userStatusLabels.unalive]: 'normal',
  [userStatusLabels.approved]: 'business',
  [userStatusLabels.waitingForApproval]: 'business',
};

/** The collection whose users can have the status. */
export function kindOfUserStatus(status: UserStatusLabel): UserKind {
  return kindOfStatus[status];
}

/** The statuses of one collection's users, in the order the status filter offers them. */
export function userStatusesOf(kind: UserKind): UserStatusLabel[] {
  return userStatusFilters.filter(
    (status): status is UserStatusLabel => status !== 'All' && kindOfStatus[status] === kind,
  );
}

export interface UserRow {
  id: string;
  // The collection decides the kind, the status and the type filter, whatever the record says of itself.
  kind: UserKind;
  // As stored: the User type column shows it, marked when it disagrees with the collection.
  userType: string;
  username: string;
  email: string;
  status: UserStatusLabel;
  // Approved once and changed since (the rules then take the approval back): waiting again, and said so.
  changedAfterApproval: boolean;
  // The console disabled the user's sign-in (sign-in-blocks.ts): absent otherwise, as the read model stores it.
  signInDisabled?: true;
  // A business user's: the version of the certification link, sent with an approval from the row.
  certificationVersion?: string;
  // When the user's account was created (ISO 8601), when known: the read models know it, the record does not.
  joinedAt?: string;
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
    [approvalEmailField]: z.unknown().optional(),
    businessCertification: z.unknown().optional(),
  })
  .catch({ username: '', email: '', userType: '' });

interface StatusFields {
  registrationDetails?: unknown;
  isApproveUser?: unknown;
  [approvalEmailField]?: unknown;
}

// Only own fields count: a field inherited from a stored `__proto__` child is no field of the record.
function ownField(record: object, field: keyof StatusFields): unknown {
  const fields = ownData(record);
  return typeof fields === 'object' && fields !== null ? (fields as StatusFields)[field] : undefined;
}

/** Whether the stored userType (any case) is the kind of the collection the record is in. */
export function userTypeMatchesKind(userType: string, kind: UserKind): boolean {
  return userType.toLowerCase() === kind;
}

/**
 * The status of docs/product.md, Users, with the kind taken from the collection the record is in (users/ or
 * business-users/): a record in users/ that calls itself "business" is still a normal user, and the reverse.
 * The stored userType decides nothing; so no row is of an unknown type (the User type column marks a userType
 * that disagrees).
 */
export function userStatusLabel(kind: UserKind, record: StatusFields): UserStatusLabel {
  if (kind === 'normal') {
    const details = ownField(record, 'registrationDetails');
    return details !== undefined && details !== null ? userStatusLabels.live : userStatusLabels.unalive;
  }
  return ownField(record, 'isApproveUser') === true
    ? userStatusLabels.approved
    : userStatusLabels.waitingForApproval;
}

/**
 * A business user approved once and not approved now: the backend records the approval e-mail's outcome only
 * after approving, and the rules take the approval back when the certification link changes afterwards.
 */
export function businessUserChangedAfterApproval(kind: UserKind, record: StatusFields): boolean {
  return (
    kind === 'business' &&
    ownField(record, 'isApproveUser') !== true &&
    approvalEmailOutcomeSchema.safeParse(ownField(record, approvalEmailField)).success
  );
}

function rowOfListedUser(kind: UserKind, id: string, record: z.infer<typeof listedUserSchema>): UserRow {
  return {
    id,
    kind,
    userType: record.userType,
    username: record.username,
    email: record.email,
    status: userStatusLabel(kind, record),
    changedAfterApproval: businessUserChangedAfterApproval(kind, record),
    ...(kind === 'business'
      ? { certificationVersion: certificationVersionOf(record.businessCertification) }
      : {}),
  };
}

/** The row of one record as stored (any value the app wrote); undefined when there is no record. */
export function userRowOf(kind: UserKind, id: string, record: unknown): UserRow | undefined {
  if (record === null || record === undefined) return undefined;
  return rowOfListedUser(kind, id, listedUserSchema.parse(ownData(record)));
}

export interface UserListQuery {
  search: string;
  type: UserTypeFilter;
  status: UserStatusFilter;
  // Only the users whose account was created on these days; any day when absent.
  joined?: JoinedDays;
}
