import {
  callableNames,
  type FeedbackEntry,
  feedbackExportColumns,
  feedbackFilterText,
  feedbackQueueEntrySchema,
} from '@management-center/contract';
import { matchingRangeStore } from '../matching/range-store.ts';
import { countMatchingFeedback, matchingFeedbackEntryPages } from '../matching/resolve-matching.ts';
import { adminCallable } from '../platform/admin-callable.ts';
import { parsedPages } from './parsed-pages.ts';
import { exportFunctionOptions, exportPageSize, writeExport } from './write-export.ts';

/** The feedback screen's rows under its three filters, oldest first, to a file (readFeedback). */
export const exportFeedback = adminCallable(
  callableNames.exportFeedback,
  async ({ matching, format }, actor, reportProgress) => {
    const store = await matchingRangeStore();
    return writeExport(
      {
        list: 'feedback',
        format,
        filter: feedbackFilterText(matching),
        columns: feedbackExportColumns,
        pages: parsedPages(matchingFeedbackEntryPages(store, matching, exportPageSize), (child) => {
          const parsed = feedbackQueueEntrySchema.safeParse(child.value);
          return parsed.success ? (parsed.data satisfies FeedbackEntry) : undefined;
        }),
        total: () => countMatchingFeedback(store, matching, exportPageSize),
        reportProgress,
      },
      actor,
    );
  },
  exportFunctionOptions,
);
