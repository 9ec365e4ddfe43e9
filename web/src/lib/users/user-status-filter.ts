import {
  kindOfUserStatus,
  type UserStatusFilter,
  type UserStatusLabel,
  type UserTypeFilter,
} from '@management-center/contract';
import { usersListPathWith } from './users-list-return.ts';

const typeOfKind = { normal: 'Normal User', business: 'Business User' } as const;

/** The type filter that goes with a status: the status's collection, whatever type was asked with it. */
export function typeOfStatus(status: UserStatusFilter, type: UserTypeFilter): UserTypeFilter {
  return status === 'All' ? type : typeOfKind[kindOfUserStatus(status)];
}

/** The users screen's address listing the users of one status now (its `type` and `status` parameters). */
export function usersOfStatusPath(status: UserStatusLabel): string {
  return usersListPathWith(new URLSearchParams({ type: typeOfStatus(status, 'All'), status }));
}
