import { activeUsersMetric, dayMs, userCountMetrics } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { activeUsersSummary, oldestWaitingText, userTotalsOf } from './trend-summaries.ts';

describe('activeUsersSummary', () => {
  it('gives the three windows of the last count', () => {
    const figures = { [activeUsersMetric(1)]: 4, [activeUsersMetric(7)]: 12, [activeUsersMetric(30)]: 1500 };
    expect(activeUsersSummary(figures)).toBe(
      'Signed in within a day: 4; within 7 days: 12; within 30 days: 1500.',
    );
  });

  it('says how the figures come while any window has not been counted yet', () => {
    const withoutMonth = { [activeUsersMetric(1)]: 4, [activeUsersMetric(7)]: 12 };
    expect(activeUsersSummary(withoutMonth)).toBe('Counted once a day from the sign-in accounts.');
    expect(activeUsersSummary(undefined)).toBe('Counted once a day from the sign-in accounts.');
  });
});

describe('oldestWaitingText', () => {
  const now = Date.UTC(2026, 2, 10, 12);

  it('counts the whole days the oldest business user has waited', () => {
    expect(oldestWaitingText(now - 36 * 60 * 60 * 1000, now)).toBe('The oldest has waited 1 day.');
    expect(oldestWaitingText(now - 3 * dayMs, now)).toBe('The oldest has waited 3 days.');
    expect(oldestWaitingText(now - 60_000, now)).toBe('The oldest has waited 0 days.');
  });

  it('says when nobody waits, and nothing before the queue is read', () => {
    expect(oldestWaitingText(null, now)).toBe('No business user with a known sign-up time is waiting.');
    expect(oldestWaitingText(undefined, now)).toBe('');
  });
});

describe('userTotalsOf', () => {
  it("takes the users screen's totals from the home figures, none counted as 0", () => {
    expect(
      userTotalsOf({
        [userCountMetrics.normalUsers]: 10,
        [userCountMetrics.liveUsers]: 7,
        [userCountMetrics.businessUsers]: 5,
      }),
    ).toEqual({ normal: 10, live: 7, business: 5, waiting: 0 });
  });
});
