import { trashedUserSchema } from '@management-center/contract';
import { z } from 'zod';
import { useLiveDatabaseRange } from '../../../lib/database/live-database.ts';
import { type TrashCursor, type TrashPage, trashPageOf, trashPageRange } from '../trash-page.ts';

const rangeSchema = z.array(z.object({ key: z.string(), value: trashedUserSchema }));

/** One page of the trash, newest deletions first, live: a user restored or deleted forever leaves it at once. */
export function useTrashPage(cursor: TrashCursor): { page: TrashPage | undefined; error: Error | null } {
  const range = useLiveDatabaseRange(trashPageRange(cursor), rangeSchema);
  const page = range.data
    ? trashPageOf(
        cursor,
        range.data.map(({ key, value }) => ({ id: key, ...value })),
      )
    : undefined;
  return { page, error: range.error };
}
