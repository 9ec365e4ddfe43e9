import { describe, expect, it } from 'vitest';
import { readUserFeedback } from './feedback-record.ts';

const feedback = {
  timestamp: Date.UTC(2026, 9, 1),
  category: 'Dashboard Customization',
  rating: 3,
  review: 'Widgets are handy.',
  approveFeedback: false,
};

describe('readUserFeedback', () => {
  it('reads the user and their feedback, approved or not', () => {
    const record = { username: 'Ada Park', email: 'ada@example.com', userType: 'normal', feedback };
    expect(readUserFeedback(record)).toEqual({ username: 'Ada Park', email: 'ada@example.com', feedback });
    const approved = { ...feedback, approveFeedback: true, feedbackApproveTimestamp: 5 };
    expect(readUserFeedback({ ...record, feedback: approved })?.feedback).toEqual(approved);
  });

  it.each([
    ['no user', null],
    ['a user without feedback', { username: 'Ada Park', email: 'ada@example.com' }],
    [
      'feedback of another shape',
      { username: 'Ada Park', email: 'ada@example.com', feedback: { rating: 9 } },
    ],
  ])('reads nothing for %s', (_case, record) => {
    expect(readUserFeedback(record)).toBeUndefined();
  });
});
