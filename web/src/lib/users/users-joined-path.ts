import { type JoinedDays, joinedDaysParam, type UserTypeFilter } from '@management-center/contract';
import { usersListPathWith } from './users-list-return.ts';

/** The users screen's address listing the users of `type` who joined on the days (its `type` and `joined`). */
export function usersJoinedPath(joined: JoinedDays, type: UserTypeFilter = 'All'): string {
  return usersListPathWith(
    new URLSearchParams({ ...(type === 'All' ? {} : { type }), joined: joinedDaysParam(joined) }),
  );
}
