import { describe, expect, it } from 'vitest';
import { feedbackCategories, feedbackRatings } from '../src/feedback.ts';
import { type FeedbackFilter, unfilteredFeedback } from '../src/feedback-list.ts';
import { builtLikeTheSdk } from './built-like-the-sdk.ts';
import { feedbackAwaitingApproval, listFeedback } from './feedback-list-reference.ts';

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
      changedAfterApproval: false,
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

  it('keeps feedback in the queue when a stored __proto__ child the SDK made a prototype says approved', () => {
    const { approveFeedback: _, ...unsaid } = feedback();
    const polluted = builtLikeTheSdk(unsaid, { approveFeedback: true, feedbackApproveTimestamp: 7 });
    expect(polluted.approveFeedback).toBe(true);
    const entries = feedbackAwaitingApproval({ u1: user('u1', { feedback: polluted }) });
    expect(entries).toHaveLength(1);
    expect(entries[0]?.feedback.approveFeedback).toBe(false);
    expect(entries[0]?.changedAfterApproval).toBe(false);
  });

  it('reads no user field from a prototype the SDK built', () => {
    const record = builtLikeTheSdk(
      { username: 'u1', email: 'u1@example.com' },
      { registrationDetails: registration, feedback: feedback({ approveFeedback: true }) },
    );
    expect(feedbackAwaitingApproval({ u1: record })).toEqual([]);
    const registered = builtLikeTheSdk(user('u2', { feedback: feedback() }), {
      registrationDetails: registration,
    });
    expect(feedbackAwaitingApproval({ u2: registered })[0]?.status).toBe('Nil');
  });

  it('keeps feedback in the queue when an own __proto__ key says approved', () => {
    const users: unknown = JSON.parse(
      JSON.stringify({ u1: user('u1', { feedback: feedback() }) }).replace(
        '"approveFeedback":false',
        '"approveFeedback":false,"__proto__":{"approveFeedback":true}',
      ),
    );
    const entries = feedbackAwaitingApproval(users);
    expect(entries.map((entry) => entry.userId)).toEqual(['u1']);
  });

  it('lists no user that is only a __proto__ child of the users node', () => {
    const ghost = user('ghost', { feedback: feedback() });
    expect(feedbackAwaitingApproval(builtLikeTheSdk({}, { ghost }))).toEqual([]);
    expect(feedbackAwaitingApproval(JSON.parse(`{"__proto__": ${JSON.stringify({ ghost })}}`))).toEqual([]);
  });

  it('lists feedback that does not say it is approved as waiting', () => {
    const { approveFeedback: _, ...unsaid } = feedback();
    expect(userIds({ u1: user('u1', { feedback: unsaid }) })).toEqual(['u1']);
  });

  it('lists feedback approved once and changed since, marked as changed', () => {
    const changed = user('changed', {
      feedback: feedback({ approveFeedback: false, feedbackApproveTimestamp: 3_000 }),
    });
    const entries = feedbackAwaitingApproval({ changed, fresh: user('fresh', { feedback: feedback() }) });
    expect(entries.map((entry) => [entry.userId, entry.changedAfterApproval])).toEqual([
      ['changed', true],
      ['fresh', false],
    ]);
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
