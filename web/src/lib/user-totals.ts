import {
  dayMetric,
  daysOfJoinedDays,
  type JoinedDays,
  joinedSeries,
  searchedKinds,
  type UserKind,
  type UserListQuery,
  type UserStatusLabel,
  userStatusLabels,
} from '@management-center/contract';

// The counted figures the users screen's totals come from (counts.ts): each collection, and the users of one
// status in each.
export interface UserTotals {
  normal: number;
  live: number;
  business: number;
  waiting: number;
}

/** How many users the type and status filters show, whatever the search. */
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

/** The counted figures whose sum is how many users of `kinds` joined on the days: one per day and collection. */
export function joinedFigureMetrics(joined: JoinedDays, kinds: readonly UserKind[]): string[] {
  return daysOfJoinedDays(joined).flatMap((day) => kinds.map((kind) => dayMetric(day, joinedSeries(kind))));
}
