import { readModelPaths } from '@management-center/contract';
import { z } from 'zod';
import { usePolledDatabaseValue } from '../../../lib/database/polled-database.ts';
import { homePollIntervalMs } from './home-polling.ts';

// The first of the approval queue, by the time waited since: null when no business user waits (or none whose
// account's creation time is known).
const oldestSchema = z
  .record(z.string(), z.number())
  .nullable()
  .catch(null)
  .transform((first) => {
    const since = Object.values(first ?? {})[0];
    return since === undefined ? null : since;
  });

/** Since when the business user who has waited longest for approval has waited. */
export function useOldestWaitingSince() {
  return usePolledDatabaseValue(
    { path: readModelPaths.approvalQueue, orderBy: 'value', limitToFirst: 1 },
    oldestSchema,
    homePollIntervalMs,
  );
}
