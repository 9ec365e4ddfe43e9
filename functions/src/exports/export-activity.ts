import {
  type ActivityExportRow,
  type ActivityView,
  activityExportColumns,
  activityFilterText,
  auditEntrySchema,
  databasePaths,
} from '@management-center/contract';
import { countOf, rangePages } from '../matching/range-pages.ts';
import type { RangeChild, RangeStore } from '../matching/range-store.ts';
import { parsedPages } from './parsed-pages.ts';
import { exportCallable, exportPageSize } from './write-export.ts';

// The log's keys are the calls' push ids: by key is the order they were made in.
function activityRows(
  store: RangeStore,
  view: ActivityView,
  limit: number,
): AsyncGenerator<ActivityExportRow[]> {
  const pages = rangePages(store, { path: databasePaths.auditLog, order: { by: 'key' }, start: '', limit });
  return parsedPages(pages, (child: RangeChild) => {
    const parsed = auditEntrySchema.safeParse(child.value);
    // The changes view leaves out the calls that changed nothing, as the Activity page does.
    if (!parsed.success || (view === 'changes' && parsed.data.changedNothing === true)) return undefined;
    return { id: child.key, ...parsed.data };
  });
}

/** The Activity log's entries of one view, oldest first, to a file (readActivity). */
export const exportActivity = exportCallable('exportActivity', ({ view, format }, store) => ({
  list: 'activity',
  format,
  filter: activityFilterText(view),
  columns: activityExportColumns,
  pages: activityRows(store, view, exportPageSize),
  total: () => countOf(activityRows(store, view, exportPageSize)),
}));
