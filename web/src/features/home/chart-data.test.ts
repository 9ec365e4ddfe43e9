import {
  approvalEmailSeries,
  approvalsSeries,
  feedbackApprovedSeries,
  feedbackReceivedSeries,
  joinedSeries,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  approvalBars,
  averageRatingPoints,
  bucketsOf,
  chartRangeOf,
  daysToRead,
  feedbackBars,
  newUsersBars,
  newUsersIn,
  percentChange,
  registeredPoints,
} from './chart-data.ts';

const today = '2026-11-28';

describe("the home page's charts", () => {
  it('draws a bar per day, per seven days or per calendar month, oldest first, the last ending today', () => {
    const days = bucketsOf(chartRangeOf('7d'), today);
    expect(days.map(({ first, last }) => [first, last])[0]).toEqual(['2026-11-22', '2026-11-22']);
    expect(days.at(-1)).toMatchObject({ first: today, last: today, label: 'Nov 28' });
    const weeks = bucketsOf(chartRangeOf('90d'), today);
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toMatchObject({ first: '2026-11-22', last: today });
    expect(weeks.at(-2)).toMatchObject({ first: '2026-11-15', last: '2026-11-21' });
    const months = bucketsOf(chartRangeOf('12m'), today);
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ first: '2025-12-01', last: '2025-12-31', label: 'Dec 2025' });
    expect(months.at(-1)).toMatchObject({ first: '2026-11-01', last: today });
    expect(bucketsOf(chartRangeOf('12m'), today, 1).at(-1)).toMatchObject({
      first: '2025-11-01',
      last: '2025-11-30',
    });
  });

  it('reads the range and the one before it, and falls back to 30 days for an unknown range', () => {
    expect(chartRangeOf('nonsense').value).toBe('30d');
    expect(daysToRead(chartRangeOf('7d'), today)).toEqual({ from: '2026-11-15', to: today });
  });

  it('adds up new users per bar and compares a range with the one before', () => {
    const days = {
      '2026-11-27': { [joinedSeries('normal')]: 3, [joinedSeries('business')]: 1 },
      '2026-11-28': { [joinedSeries('normal')]: 2 },
      '2026-11-20': { [joinedSeries('normal')]: 8 },
    };
    const range = chartRangeOf('7d');
    expect(newUsersBars(days, bucketsOf(range, today)).slice(-2)).toEqual([
      {
        label: 'Nov 27',
        'Normal users': 3,
        'Business users': 1,
        joined: { from: '2026-11-27', to: '2026-11-27' },
      },
      {
        label: 'Nov 28',
        'Normal users': 2,
        'Business users': 0,
        joined: { from: '2026-11-28', to: '2026-11-28' },
      },
    ]);
    // A week's bar lists the seven days it adds up.
    expect(newUsersBars(days, bucketsOf(chartRangeOf('90d'), today)).at(-1)?.joined).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
    });
    expect(newUsersIn(days, bucketsOf(range, today))).toBe(6);
    expect(newUsersIn(days, bucketsOf(range, today, 1))).toBe(8);
    expect(percentChange(6, 8)).toBe(-25);
    expect(percentChange(6, 0)).toBeNull();
  });

  it('carries a current figure forward from the last day it was kept, and leaves bars before it empty', () => {
    const days = {
      '2026-11-23': { normalUsers: 10, liveUsers: 4 },
      '2026-11-26': { normalUsers: 12, liveUsers: 7 },
    };
    const points = registeredPoints(days, bucketsOf(chartRangeOf('7d'), today));
    expect(points[0]).toEqual({ label: 'Nov 22' });
    expect(points[1]).toEqual({ label: 'Nov 23', Registered: 4, 'Not registered': 6 });
    expect(points[3]).toEqual({ label: 'Nov 25', Registered: 4, 'Not registered': 6 });
    expect(points[6]).toEqual({ label: 'Nov 28', Registered: 7, 'Not registered': 5 });
  });

  it('adds up feedback received and approved, and averages each category’s ratings per bar', () => {
    const days = {
      '2026-11-28': {
        [feedbackReceivedSeries('Workouts', 5)]: 2,
        [feedbackReceivedSeries('Workouts', 2)]: 1,
        [feedbackReceivedSeries('Friends', 4)]: 1,
        [feedbackApprovedSeries]: 3,
      },
    };
    const buckets = bucketsOf(chartRangeOf('7d'), today);
    expect(feedbackBars(days, buckets).at(-1)).toEqual({ label: 'Nov 28', Received: 4, Approved: 3 });
    expect(averageRatingPoints(days, buckets).at(-1)).toEqual({ label: 'Nov 28', Workouts: 4, Friends: 4 });
    expect(averageRatingPoints(days, buckets)[0]).toEqual({ label: 'Nov 22' });
  });

  it('adds up approvals and what became of their e-mails, bounced and dropped together', () => {
    const days = {
      '2026-11-27': { [approvalsSeries]: 3, [approvalEmailSeries.sent]: 3 },
      '2026-11-28': {
        [approvalEmailSeries.delivered]: 1,
        [approvalEmailSeries.bounced]: 1,
        [approvalEmailSeries.dropped]: 1,
      },
    };
    expect(approvalBars(days, bucketsOf(chartRangeOf('90d'), today)).at(-1)).toEqual({
      label: 'Nov 22',
      Approved: 3,
      'E-mail sent': 3,
      'E-mail failed': 0,
      Delivered: 1,
      'Bounced or dropped': 2,
    });
  });
});
