import { type FeedbackFilter, feedbackCountMetric, pendingFeedbackMetric } from '@management-center/contract';
import { useLiveDatabaseRange } from '../../../lib/database/live-database.ts';
import { useCountedFigure } from '../../../lib/users/use-counted-figure.ts';
import { type FeedbackPageView, feedbackPageRange, feedbackPageSchema } from '../feedback-pages.ts';

/**
 * One page of the feedback queue under a filter, live (feedback approved elsewhere leaves it, newer feedback
 * enters the newest page), with the exact number of entries the filter matches and of all waiting entries.
 */
export function useFeedbackPage(filter: FeedbackFilter, view: FeedbackPageView) {
  const matching = useCountedFigure(feedbackCountMetric(filter));
  const waiting = useCountedFigure(pendingFeedbackMetric);
  const rows = useLiveDatabaseRange(feedbackPageRange(filter, view, matching.data), feedbackPageSchema);
  return {
    rows: rows.data,
    matching: matching.data,
    waiting: waiting.data,
    error: rows.error ?? matching.error ?? waiting.error,
  };
}
