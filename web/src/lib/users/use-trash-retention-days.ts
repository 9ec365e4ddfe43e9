import { defaultUserTrashRetentionDays, userTrashRetentionPath } from '@management-center/contract';
import { z } from 'zod';
import { useLiveDatabaseValue } from '../database/live-database.ts';

// Written by the functions with every deletion and cleanup; until the first, they use the default.
const retentionSchema = z
  .number()
  .int()
  .positive()
  .nullable()
  .transform((days) => days ?? defaultUserTrashRetentionDays);

/** How many days deleted users stay restorable, as the functions are configured; undefined while read. */
export function useTrashRetentionDays(): number | undefined {
  return useLiveDatabaseValue(userTrashRetentionPath, retentionSchema).data;
}
