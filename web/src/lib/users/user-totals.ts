import {
  type JoinedDays,
  joinedSeries,
  readModelPaths,
  searchedKinds,
  type UserKind,
  type UserListQuery,
  type UserStatusLabel,
  userStatusLabels,
  utcDaysBetween,
} from '@management-center/contract';

// The counted figures the users screen's totals come from (counts.ts): each collection, and the users of one
// status in each.
export interface UserTotals {
  normal: number;
  live: number;
  business: number;
  waiting: number;
}

/**
 * How many users the type and status filters show, whatever the search. Not under a join filter: its total is the
 * sum of the day totals at `joinedTotalPaths`.
 */
export function usersInFilter(
  totals: UserTotals,
  { type, status }: Pick<UserListQuery, 'type' | 'status'>,
): number {
  const kinds = searchedKinds(type, status);
  if (status === 'All') return kinds.reduce((sum, kind) => sum + totals[kind], 0);
  return kinds.length === 0 ? 0 : usersOfStatus(totals, status);
}

/** How many users have the status. */
export function usersOfStatus(totals: UserTotals, status: UserStatusLabel): number {
  return {
    [userStatusLabels.live]: totals.live,
    [userStatusLabels.unalive]: totals.normal - totals.live,
    [userStatusLabels.approved]: totals.business - totals.waiting,
    [userStatusLabels.waitingForApproval]: totals.waiting,
  }[status];
}

/**
 * Where the totals whose sum is how many users of `kinds` joined on the days are kept: the new users chart's day
 * totals (`chartDays/{day}/joined~{kind}`), one number each whatever the number of users, republished at most every
 * few seconds.
 */
export function joinedTotalPaths(joined: JoinedDays, kinds: readonly UserKind[]): string[] {
  return utcDaysBetween(joined.from, joined.to).flatMap((day) =>
    kinds.map((kind) => `${readModelPaths.chartDays}/${day}/${joinedSeries(kind)}`),
  );
}
