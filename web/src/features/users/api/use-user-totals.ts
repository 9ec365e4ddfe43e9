import { type JoinedDays, type UserKind, userCountMetrics } from '@management-center/contract';
import { z } from 'zod';
import { useLiveDatabaseValues } from '../../../lib/database/live-database.ts';
import { useCountedFigure } from '../../../lib/users/use-counted-figure.ts';
import { joinedTotalPaths, type UserTotals } from '../../../lib/users/user-totals.ts';

/** How many users each collection holds, and of them each status, live, from the figures the server keeps. */
export function useUserTotals(): { totals: UserTotals | undefined; error: Error | null } {
  const normal = useCountedFigure(userCountMetrics.normalUsers);
  const live = useCountedFigure(userCountMetrics.liveUsers);
  const business = useCountedFigure(userCountMetrics.businessUsers);
  const waiting = useCountedFigure(userCountMetrics.businessUsersWaiting);
  const totals =
    normal.data !== undefined &&
    live.data !== undefined &&
    business.data !== undefined &&
    waiting.data !== undefined
      ? { normal: normal.data, live: live.data, business: business.data, waiting: waiting.data }
      : undefined;
  return { totals, error: normal.error ?? live.error ?? business.error ?? waiting.error };
}

// A day with no new user of a collection has no total.
const dayTotalSchema = z.number().nullable().catch(null);

/**
 * How many users of `kinds` joined on the filter's days, live: the totals the new users chart draws, one per day
 * and collection (at most a year's). Undefined without a join filter.
 */
export function useJoinedTotal(
  joined: JoinedDays | undefined,
  kinds: readonly UserKind[],
): { total: number | undefined; error: Error | null } {
  const totals = useLiveDatabaseValues(joined ? joinedTotalPaths(joined, kinds) : [], dayTotalSchema);
  const total = joined && totals.data?.reduce((sum: number, day) => sum + (day ?? 0), 0);
  return { total, error: totals.error };
}
