import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feedbackFilterArbitrary,
  normalUserWithFeedbackArbitrary,
} from '../../test-support/feedback-arbitraries.ts';
import { feedbackAwaitingApproval, listFeedback } from '../../test-support/feedback-list-reference.ts';
import { countMetricsOf, feedbackCountMetric } from './counts.ts';
import { feedbackOrderField, feedbackOrderRange } from './feedback-queue.ts';
import { userReadModelsOf } from './user-read-models.ts';

const filter = feedbackFilterArbitrary;
const user = normalUserWithFeedbackArbitrary({ oddities: true });

describe('the feedback queue', () => {
  it('lists under each filter exactly what the filter selects, newest first, and counts it', () => {
    fc.assert(
      fc.property(fc.array(user, { maxLength: 30 }), filter, (records, shown) => {
        const models = records.map((record, index) => userReadModelsOf('normal', `u${index}`, record));
        const field = feedbackOrderField(shown);
        const { start, end } = feedbackOrderRange(shown);
        const listed = models
          .flatMap((model) => (model.feedback ? [model.feedback] : []))
          .filter((entry) => {
            const key = entry.order[field];
            return key !== undefined && key >= start && key <= end;
          })
          .sort((first, second) =>
            first.order[field] === second.order[field]
              ? first.userId.localeCompare(second.userId)
              : (second.order[field] ?? '').localeCompare(first.order[field] ?? ''),
          );
        const users = Object.fromEntries(records.map((record, index) => [`u${index}`, record]));
        const expected = listFeedback(users, shown);
        expect(listed.map((entry) => entry.feedback.timestamp)).toEqual(
          expected.map((entry) => entry.feedback.timestamp),
        );
        expect(new Set(listed.map((entry) => entry.userId))).toEqual(
          new Set(expected.map((entry) => entry.userId)),
        );
        const counted = models.filter((model) => model.metrics.includes(feedbackCountMetric(shown))).length;
        expect(counted).toBe(expected.length);
      }),
      { numRuns: 300 },
    );
  });

  it('counts a business user waiting for approval, and no feedback of business users', () => {
    const waiting = userReadModelsOf('business', 'b1', {
      username: 'Gym',
      email: 'g@x',
      isApproveUser: false,
    });
    expect(waiting.metrics).toEqual(['businessUsers', 'businessUsersWaiting']);
    expect(countMetricsOf(undefined, undefined)).toEqual([]);
    expect(feedbackAwaitingApproval(null)).toEqual([]);
  });
});
