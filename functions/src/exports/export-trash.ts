import {
  type TrashExportRow,
  trashExportColumns,
  trashedUserSchema,
  trashFilterText,
  trashPurgeTime,
  userTrashPath,
} from '@management-center/contract';
import { countOf, rangePages } from '../matching/range-pages.ts';
import type { RangePageQuery } from '../matching/range-store.ts';
import { userTrashRetentionDays } from '../platform/config.ts';
import { parsedPages } from './parsed-pages.ts';
import { exportCallable, exportPageSize } from './write-export.ts';

function trashRange(limit: number): Omit<RangePageQuery, 'after'> {
  return { path: userTrashPath, order: { by: 'key' }, start: '', limit };
}

/** Every user in the trash, by id, with when the cleanup deletes them for good, to a file (readUsers). */
export const exportTrash = exportCallable('exportTrash', ({ format }, store) => {
  const retentionDays = userTrashRetentionDays.value();
  const rows = parsedPages(rangePages(store, trashRange(exportPageSize)), (child) => {
    const parsed = trashedUserSchema.safeParse(child.value);
    if (!parsed.success) return undefined;
    const row: TrashExportRow = {
      id: child.key,
      ...parsed.data,
      purgeAt: trashPurgeTime(parsed.data.deletedAt, retentionDays),
    };
    return row;
  });
  return {
    list: 'trash',
    format,
    filter: trashFilterText(),
    columns: trashExportColumns,
    pages: rows,
    total: () => countOf(rangePages(store, trashRange(exportPageSize))),
  };
});
