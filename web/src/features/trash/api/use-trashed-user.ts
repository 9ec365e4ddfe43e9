import { trashedUserPath, trashedUserSchema } from '@management-center/contract';
import { useLiveDatabaseValue } from '../../../lib/database/live-database.ts';
import type { TrashRow } from '../trash-page.ts';

const rowSchema = trashedUserSchema.nullable();

/** The user's row in the trash, live: null when the trash does not hold them, undefined while read. */
export function useTrashedUser(userId: string): { row: TrashRow | null | undefined; error: Error | null } {
  const read = useLiveDatabaseValue(trashedUserPath(userId), rowSchema);
  const row = read.data === undefined ? undefined : read.data && { id: userId, ...read.data };
  return { row, error: read.error };
}
