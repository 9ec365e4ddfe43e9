import { describe, expect, it } from 'vitest';
import { feedbackCategoryLabel, formatFeedbackDate } from './feedback-list.ts';

describe('feedbackCategoryLabel', () => {
  it('names a stored category as the console shows it', () => {
    expect(feedbackCategoryLabel('Dashboard Customization')).toBe('Customise Widgets');
    expect(feedbackCategoryLabel('Friends')).toBe('Friends');
    expect(feedbackCategoryLabel('Something New')).toBe('Something New');
  });
});

describe('formatFeedbackDate', () => {
  const moment = Date.UTC(2026, 9, 1, 9, 0);

  it('writes the US long format with the time zone it is given', () => {
    expect(formatFeedbackDate(moment, 'UTC')).toBe('October 1, 2026 at 9:00:00 AM UTC');
    expect(formatFeedbackDate(moment, 'America/New_York')).toBe('October 1, 2026 at 5:00:00 AM EDT');
    expect(formatFeedbackDate(Date.UTC(2026, 0, 1, 9, 0), 'America/New_York')).toBe(
      'January 1, 2026 at 4:00:00 AM EST',
    );
  });

  it('gives the date in that zone, across midnight', () => {
    expect(formatFeedbackDate(Date.UTC(2026, 9, 1, 2, 30), 'America/Los_Angeles')).toBe(
      'September 30, 2026 at 7:30:00 PM PDT',
    );
  });
});
