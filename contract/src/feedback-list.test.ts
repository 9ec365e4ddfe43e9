import { describe, expect, it } from 'vitest';
import { feedbackCategories, feedbackRatings } from './feedback.ts';
import {
  type FeedbackFilter,
  feedbackAwaitingApproval,
  feedbackCategoryLabel,
  formatFeedbackDate,
  listFeedback,
  unfilteredFeedback,
} from './feedback-list.ts';

const registration = { age: 30, height: 170, weight: 70 };

function feedback(overrides: Record<string, unknown> = {}) {
  return {
    timestamp: Date.UTC(2026, 9, 1),
    category: 'Workouts',
    rating: 4,
    review: 'Good app.',
    approveFeedback: false,
    ...overrides,
  };
}

function user(name: string, extra: Record<string, unknown>) {
  return { username: name, email: `${name}@example.com`, userType: 'normal', ...extra };
}

function userIds(users: unknown, filter: FeedbackFilter = unfilteredFeedback): string[] {
  return listFeedback(users, filter).map((entry) => entry.userId);
}

describe('feedbackAwaitingApproval', () => {
  it('lists only unapproved feedback, newest first, with the user and their status', () => {
    const users = {
      older: user('older', { feedback: feedback({ timestamp: 1_000 }) }),
      newer: user('newer', { registrationDetails: registration, feedback: feedback({ timestamp: 2_000 }) }),
      approved: user('approved', {
        feedback: feedback({ approveFeedback: true, feedbackApproveTimestamp: 3_000 }),
      }),
      silent: user('silent', { registrationDetails: registration }),
    };
    const entries = feedbackAwaitingApproval(users);
    expect(entries.map((entry) => entry.userId)).toEqual(['newer', 'older']);
    expect(entries[0]).toEqual({
      userId: 'newer',
      username: 'newer',
      email: 'newer@example.com',
      status: 'Live',
      feedback: feedback({ timestamp: 2_000 }),
    });
    expect(entries[1]?.status).toBe('Nil');
  });

  it('leaves out a malformed record and keeps the others', () => {
    const users = {
      broken: user('broken', { feedback: feedback({ rating: 9 }) }),
      nameless: { email: 'x@example.com', feedback: feedback() },
      fine: user('fine', { feedback: feedback() }),
    };
    expect(userIds(users)).toEqual(['fine']);
  });

  it.each([null, undefined, 'users', 42])('lists nothing for an empty or odd users node (%j)', (users) => {
    expect(feedbackAwaitingApproval(users)).toEqual([]);
  });
});

describe('listFeedback filters', () => {
  const users = Object.fromEntries(
    feedbackCategories.map((category, index) => [
      `user${index}`,
      user(`user${index}`, {
        ...(index % 2 === 0 ? { registrationDetails: registration } : {}),
        feedback: feedback({
          timestamp: 10_000 - index,
          category: category.stored,
          rating: feedbackRatings[index % feedbackRatings.length],
        }),
      }),
    ]),
  );

  it('shows everything unfiltered', () => {
    expect(userIds(users)).toHaveLength(feedbackCategories.length);
  });

  it('filters by status: Live has registration details, Nil has none', () => {
    expect(userIds(users, { ...unfilteredFeedback, status: 'Live' })).toEqual([
      'user0',
      'user2',
      'user4',
      'user6',
      'user8',
    ]);
    expect(userIds(users, { ...unfilteredFeedback, status: 'Nil' })).toEqual([
      'user1',
      'user3',
      'user5',
      'user7',
      'user9',
    ]);
  });

  it.each(feedbackCategories.map((category, index) => ({ label: category.label, userId: `user${index}` })))(
    'filters by the category $label',
    ({ label, userId }) => {
      expect(userIds(users, { ...unfilteredFeedback, category: label })).toEqual([userId]);
    },
  );

  it('finds the stored "Dashboard Customization" under "Customise Widgets"', () => {
    const stored = {
      widgets: user('widgets', { feedback: feedback({ category: 'Dashboard Customization' }) }),
    };
    expect(userIds(stored, { ...unfilteredFeedback, category: 'Customise Widgets' })).toEqual(['widgets']);
    expect(userIds(stored, { ...unfilteredFeedback, category: 'User Dashboard' })).toEqual([]);
  });

  it.each(feedbackRatings)('filters by the rating %i', (rating) => {
    const expected = feedbackCategories
      .map((_category, index) => index)
      .filter((index) => feedbackRatings[index % feedbackRatings.length] === rating)
      .map((index) => `user${index}`);
    expect(userIds(users, { ...unfilteredFeedback, rating })).toEqual(expected);
  });

  it('combines the filters', () => {
    expect(userIds(users, { status: 'Live', category: 'Sign Up', rating: 1 })).toEqual(['user0']);
    expect(userIds(users, { status: 'Nil', category: 'Sign Up', rating: 1 })).toEqual([]);
    expect(userIds(users, { status: 'Live', category: 'Sign Up', rating: 2 })).toEqual([]);
  });
});

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
