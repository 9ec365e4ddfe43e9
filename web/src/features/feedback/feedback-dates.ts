import {
  formatFeedbackDate,
  type ScheduleFeedbackInput,
  scheduledTimestamp,
} from '@management-center/contract';

// Feedback times are shown in the administrator's own time zone, as the browser reports it.
export function feedbackDateText(timestamp: number): string {
  return formatFeedbackDate(timestamp, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

// The schedule is stored at 12:00 UTC (docs/product.md, Feedback); shown in UTC, the chosen day never shifts.
export function scheduledDateText(timestamp: number): string {
  return formatFeedbackDate(timestamp, 'UTC');
}

/** The scheduleFeedback input for what the date picker holds, or nothing when that is no valid date. */
export function scheduleInputFor(picked: string | null): ScheduleFeedbackInput | undefined {
  if (picked === null || scheduledTimestamp(picked) === undefined) return undefined;
  return { date: picked };
}
