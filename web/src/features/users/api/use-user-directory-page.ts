import { directoryEntrySchema, readModelPaths, type UserListQuery } from '@management-center/contract';
import { z } from 'zod';
import { useLiveDatabaseRange } from '../../../lib/database/live-database.ts';
import { directoryPageRange, type PageCursor } from '../directory-page.ts';

const pageSchema = z.array(z.object({ key: z.string(), value: directoryEntrySchema }));

/**
 * One page of the user directory in name order (join order under the join filter), live; nothing is read until
 * `total` is known.
 */
export function useUserDirectoryPage(
  filters: Pick<UserListQuery, 'type' | 'status' | 'joined'>,
  cursor: PageCursor,
  total: number | undefined,
  enabled: boolean,
) {
  const range =
    enabled && total !== undefined
      ? directoryPageRange(readModelPaths.userDirectory, filters, cursor, total)
      : undefined;
  const page = useLiveDatabaseRange(range, pageSchema);
  return { entries: page.data?.map((child) => child.value), error: page.error };
}
