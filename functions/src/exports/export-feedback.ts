import {
  type FeedbackEntry,
  feedbackExportColumns,
  feedbackFilterText,
  feedbackQueueEntrySchema,
} from '@management-center/contract';
import { countMatchingFeedback, matchingFeedbackEntryPages } from '../matching/matching-feedback.ts';
import { parsedPages } from './parsed-pages.ts';
import { exportCallable, exportPageSize } from './write-export.ts';

/** The feedback screen's rows under its three filters, oldest first, to a file (readFeedback). */
export const exportFeedback = exportCallable('exportFeedback', ({ matching, format }, store) => ({
  list: 'feedback',
  format,
  filter: feedbackFilterText(matching),
  columns: feedbackExportColumns,
  pages: parsedPages(matchingFeedbackEntryPages(store, matching, exportPageSize), (child) => {
    const parsed = feedbackQueueEntrySchema.safeParse(child.value);
    return parsed.success ? (parsed.data satisfies FeedbackEntry) : undefined;
  }),
  total: () => countMatchingFeedback(store, matching, exportPageSize),
}));
