import { describe, expect, it } from 'vitest';
import {
  approvalEmailSeries,
  approvalsSeries,
  dayMetric,
  dayMetricParts,
  dayMetricsOf,
  feedbackApprovedSeries,
  feedbackReceivedSeries,
  joinedSeries,
  outboxDayMetricsOf,
  receivedFeedbackOf,
  storedFeedbackOf,
} from './charts.ts';

const feedback = {
  timestamp: Date.UTC(2026, 9, 1, 23, 59),
  category: 'Dashboard Customization',
  rating: 3,
  review: 'Fine.',
  approveFeedback: false,
};

describe('the day figures of a user', () => {
  it('reads a day figure back into its day and series, and nothing else as one', () => {
    const metric = dayMetric('2026-11-28', feedbackReceivedSeries('Customise Widgets', 4));
    expect(dayMetricParts(metric)).toEqual({ day: '2026-11-28', series: 'feedback~Customise Widgets~4' });
    expect(dayMetricParts('normalUsers')).toBeUndefined();
    expect(dayMetricParts('day~28-11-2026~joined~normal')).toBeUndefined();
  });

  it('counts a user on the day their account was created, their feedback sent and, while approved, approved', () => {
    const created = Date.UTC(2026, 5, 3, 8);
    expect(dayMetricsOf('business', created, undefined)).toEqual([
      dayMetric('2026-06-03', joinedSeries('business')),
    ]);
    expect(dayMetricsOf('normal', undefined, feedback)).toEqual([
      dayMetric('2026-10-01', feedbackReceivedSeries('Customise Widgets', 3)),
    ]);
    const approved = {
      ...feedback,
      approveFeedback: true,
      feedbackApproveTimestamp: Date.UTC(2026, 9, 2, 0, 1),
    };
    expect(dayMetricsOf('normal', created, approved)).toEqual([
      dayMetric('2026-06-03', joinedSeries('normal')),
      dayMetric('2026-10-01', feedbackReceivedSeries('Customise Widgets', 3)),
      dayMetric('2026-10-02', feedbackApprovedSeries),
    ]);
    // Changed after approval: waiting again, so no longer counted as approved.
    expect(dayMetricsOf('normal', undefined, { ...approved, approveFeedback: false })).toHaveLength(1);
  });

  it('reads the feedback of any record, approved or not, and none of a malformed one', () => {
    expect(storedFeedbackOf({ feedback })).toEqual(feedback);
    expect(storedFeedbackOf({ feedback: { ...feedback, rating: 6 } })).toBeUndefined();
    expect(storedFeedbackOf(null)).toBeUndefined();
  });

  it("reads a day's received feedback back by category and rating, whatever the category's characters", () => {
    const odd = 'Sync/Web.App';
    const day = {
      [feedbackReceivedSeries(odd, 2)]: 4,
      [feedbackReceivedSeries('Workouts', 5)]: 1,
      [joinedSeries('normal')]: 9,
    };
    expect(receivedFeedbackOf(day)).toEqual([
      { category: odd, rating: 2, count: 4 },
      { category: 'Workouts', rating: 5, count: 1 },
    ]);
  });

  it("counts an approval's e-mail on the days it was owed, sent and delivered or refused, and no other e-mail", () => {
    const request = {
      kind: 'businessApproval',
      userId: 'b1',
      username: 'Oak Gym',
      owedAt: Date.UTC(2026, 10, 2, 23),
    };
    expect(outboxDayMetricsOf({ request, dueAt: 1 })).toEqual([dayMetric('2026-11-02', approvalsSeries)]);
    const sent = {
      request,
      delivery: { state: 'sent', attempts: 1, updatedAt: 1, sentAt: Date.UTC(2026, 10, 3, 0, 5) },
    };
    expect(outboxDayMetricsOf(sent)).toEqual([
      dayMetric('2026-11-02', approvalsSeries),
      dayMetric('2026-11-03', approvalEmailSeries.sent),
    ]);
    const recipient = (state: string) => ({ state, at: Date.UTC(2026, 10, 4), eventId: 'e1' });
    expect(outboxDayMetricsOf({ ...sent, recipient: recipient('bounced') })).toContain(
      dayMetric('2026-11-04', approvalEmailSeries.bounced),
    );
    expect(outboxDayMetricsOf({ ...sent, recipient: recipient('deferred') })).toHaveLength(2);
    const invitation = {
      kind: 'teamInvitation',
      userId: 'u1',
      invitedBy: 'a@example.com',
      role: 'support',
      owedAt: 1,
    };
    expect(outboxDayMetricsOf({ request: invitation })).toEqual([]);
    expect(outboxDayMetricsOf(null)).toEqual([]);
  });
});
