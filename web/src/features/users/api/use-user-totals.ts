import { readModelPaths, sumOfShards, userCountMetrics } from '@management-center/contract';
import { z } from 'zod';
import { useLiveDatabaseValue } from '../../../lib/live-database.ts';

const figureSchema = z.unknown().transform(sumOfShards);

export interface UserTotals {
  normal: number;
  business: number;
}

/** How many users each collection holds, live, from the figures the server keeps (a few hundred bytes). */
export function useUserTotals(): { totals: UserTotals | undefined; error: Error | null } {
  const normal = useLiveDatabaseValue(
    `${readModelPaths.counts}/${userCountMetrics.normalUsers}`,
    figureSchema,
  );
  const business = useLiveDatabaseValue(
    `${readModelPaths.counts}/${userCountMetrics.businessUsers}`,
    figureSchema,
  );
  const totals =
    normal.data !== undefined && business.data !== undefined
      ? { normal: normal.data, business: business.data }
      : undefined;
  return { totals, error: normal.error ?? business.error };
}
