import { type JoinedDays, joinedDaysParam, type UserTypeFilter } from '@management-center/contract';

/** The users screen's address listing the users of `type` who joined on the days (its `type` and `joined`). */
export function usersJoinedPath(joined: JoinedDays, type: UserTypeFilter = 'All'): string {
  const params = new URLSearchParams({
    ...(type === 'All' ? {} : { type }),
    joined: joinedDaysParam(joined),
  });
  return `/manage_user_dashboard?${params.toString()}`;
}
