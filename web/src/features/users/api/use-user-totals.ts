import { readModelPaths, sumOfShards, userCountMetrics } from '@management-center/contract';
import { z } from 'zod';
import { useLiveDatabaseValue } from '../../../lib/live-database.ts';
import type { UserTotals } from '../../../lib/user-totals.ts';

const figureSchema = z.unknown().transform(sumOfShards);

function useCountedFigure(metric: string) {
  return useLiveDatabaseValue(`${readModelPaths.counts}/${metric}`, figureSchema);
}

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
