import { databasePaths } from '@management-center/contract';
import { z } from 'zod';
import { useLiveDatabaseValue } from '../../../lib/database/live-database.ts';

// Nothing stored yet reads as null.
const scheduleSchema = z.object({ date: z.string(), timestamp: z.number() }).nullable();

export function useFeedbackSchedule() {
  return useLiveDatabaseValue(databasePaths.schedule, scheduleSchema);
}
