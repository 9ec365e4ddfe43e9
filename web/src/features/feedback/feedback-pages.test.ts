import { type FeedbackFilter, feedbackQueueEntryOf, unfilteredFeedback } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  type FeedbackPageMove,
  type FeedbackPageView,
  feedbackListAddress,
  feedbackPageMoves,
  feedbackPageParams,
  feedbackPageRange,
  feedbackPageSchema,
  feedbackPageSummary,
  movedFeedbackPage,
  newestFeedbackPage,
  readFeedbackPageView,
  shownPageNumber,
} from './feedback-pages.ts';

const liveLogin: FeedbackFilter = { status: 'Live', category: 'Login', rating: 'All' };

function queued(userId: string, timestamp: number) {
  return feedbackQueueEntryOf({
    userId,
    username: `User ${userId}`,
    email: `${userId}@example.com`,
    status: 'Live',
    feedback: { timestamp, category: 'Login', rating: 4, review: 'Fine', approveFeedback: false },
    changedAfterApproval: false,
  });
}

type Queued = ReturnType<typeof queued>;

// The queue as the database orders it by one ordering key: by its value, then by key.
function databaseOrder(field: string, entries: Queued[]) {
  return [...entries].sort((first, second) => {
    const [a, b] = [first.order[field] ?? '', second.order[field] ?? ''];
    return a === b ? (first.userId < second.userId ? -1 : 1) : a < b ? -1 : 1;
  });
}

// What the database answers for a range of the ordered queue, as the live range reads it.
function answer(filter: FeedbackFilter, entries: Queued[], view: FeedbackPageView) {
  const range = feedbackPageRange(filter, view, entries.length, 3);
  if (!range || typeof range.orderBy !== 'object') throw new Error('Expected a range ordered by a child');
  const child = range.orderBy.child.split('/')[1] ?? '';
  const position = (entry: Queued): [string, string] => [entry.order[child] ?? '', entry.userId];
  const compare = (left: [string, string], right: [string, string | undefined]) =>
    left[0] === right[0]
      ? right[1] === undefined
        ? 0
        : left[1].localeCompare(right[1])
      : left[0] < right[0]
        ? -1
        : 1;
  let listed = databaseOrder(child, entries).filter((entry) => {
    const at = position(entry);
    if (range.startAt && compare(at, [String(range.startAt[0]), range.startAt[1]]) < 0) return false;
    if (range.startAfter && compare(at, [String(range.startAfter[0]), range.startAfter[1]]) <= 0)
      return false;
    if (range.endAt && compare(at, [String(range.endAt[0]), range.endAt[1]]) > 0) return false;
    if (range.endBefore && compare(at, [String(range.endBefore[0]), range.endBefore[1]]) >= 0) return false;
    return true;
  });
  if (range.limitToFirst !== undefined) listed = listed.slice(0, range.limitToFirst);
  if (range.limitToLast !== undefined) listed = listed.slice(-range.limitToLast);
  return feedbackPageSchema.parse(listed.map((entry) => ({ key: entry.userId, value: entry })));
}

describe('the ranges of the feedback queue', () => {
  it('reads the newest page as the last entries of the filter’s range, by its ordering key', () => {
    expect(feedbackPageRange(liveLogin, newestFeedbackPage, undefined)).toEqual({
      path: 'readModels/feedbackQueue',
      orderBy: { child: 'order/sc' },
      startAt: ['Live~Login~All|'],
      endAt: ['Live~Login~All|\uf8ff'],
      limitToLast: 50,
    });
  });

  it('waits for the count before reading the oldest page, which holds what the full pages leave', () => {
    const oldest: FeedbackPageView = { page: 3, cursor: { kind: 'oldest' } };
    expect(feedbackPageRange(unfilteredFeedback, oldest, undefined)).toBeUndefined();
    expect(feedbackPageRange(unfilteredFeedback, oldest, 120)?.limitToFirst).toBe(20);
    expect(feedbackPageRange(unfilteredFeedback, oldest, 100)?.limitToFirst).toBe(50);
    expect(feedbackPageRange(unfilteredFeedback, oldest, 0)?.limitToFirst).toBe(50);
  });

  it('lists the rows of a page newest first, keyed by the user id', () => {
    const rows = answer(
      unfilteredFeedback,
      [queued('a', 10), queued('b', 30), queued('c', 20)],
      newestFeedbackPage,
    );
    expect(rows.map((row) => row.userId)).toEqual(['b', 'c', 'a']);
  });

  it('pages forward, back, to the end and to the start through every entry once, ties included', () => {
    // Eight entries, two of them at the same time: pages of three are 3, 3 and 2.
    const entries = [1, 2, 3, 4, 4, 5, 6, 7].map((time, index) => queued(`u${index}`, time * 1000));
    const newestFirst = databaseOrder('any', entries)
      .reverse()
      .map((entry) => entry.userId);
    const total = entries.length;
    const move = (view: FeedbackPageView, to: FeedbackPageMove) =>
      movedFeedbackPage(unfilteredFeedback, view, answer(unfilteredFeedback, entries, view), to, total, 3);
    const ids = (view: FeedbackPageView) =>
      answer(unfilteredFeedback, entries, view).map((row) => row.userId);

    const first = newestFeedbackPage;
    expect(ids(first)).toEqual(newestFirst.slice(0, 3));
    const second = move(first, 'next');
    expect(second.page).toBe(2);
    expect(ids(second)).toEqual(newestFirst.slice(3, 6));
    const third = move(second, 'next');
    expect(ids(third)).toEqual(newestFirst.slice(6));
    expect(feedbackPageMoves(third, total, 3)).toEqual({
      first: true,
      previous: true,
      next: false,
      last: false,
    });

    const backToSecond = move(third, 'previous');
    expect(backToSecond.page).toBe(2);
    expect(ids(backToSecond)).toEqual(newestFirst.slice(3, 6));
    expect(move(backToSecond, 'previous')).toEqual(newestFeedbackPage);

    const last = move(first, 'last');
    expect(shownPageNumber(last, total, 3)).toBe(3);
    expect(ids(last)).toEqual(newestFirst.slice(6));
    expect(ids(move(last, 'previous'))).toEqual(newestFirst.slice(3, 6));
    expect(move(last, 'first')).toEqual(newestFeedbackPage);
    expect(feedbackPageMoves(first, total, 3)).toEqual({
      first: false,
      previous: false,
      next: true,
      last: true,
    });
  });

  it('continues from the ordering key of the filter shown', () => {
    const entries = [1, 2, 3, 4].map((time, index) => queued(`u${index}`, time * 1000));
    const rows = answer(liveLogin, entries, newestFeedbackPage);
    const next = movedFeedbackPage(liveLogin, newestFeedbackPage, rows, 'next', entries.length, 3);
    expect(next.cursor).toEqual({ kind: 'olderThan', edge: { order: rows[2]?.order.sc, key: 'u1' } });
    expect(answer(liveLogin, entries, next).map((row) => row.userId)).toEqual(['u0']);
  });

  it('goes back to the newest page when the page shown has no rows to continue from', () => {
    const view: FeedbackPageView = { page: 4, cursor: { kind: 'newest' } };
    expect(movedFeedbackPage(unfilteredFeedback, view, [], 'next', 500)).toEqual(newestFeedbackPage);
    expect(movedFeedbackPage(unfilteredFeedback, view, [], 'previous', 500)).toEqual(newestFeedbackPage);
  });
});

describe('the page in the address', () => {
  const entries = [1, 2, 3, 4, 5, 6, 7].map((time, index) => queued(`u${index}`, time * 1000));
  const viaAddress = (view: FeedbackPageView, filter: FeedbackFilter) =>
    readFeedbackPageView(new URLSearchParams(feedbackPageParams(view)), filter);

  it('names a page by the row next to it, and reads back the page it names, under the filter shown', () => {
    const move = (view: FeedbackPageView, to: FeedbackPageMove) =>
      movedFeedbackPage(liveLogin, view, answer(liveLogin, entries, view), to, entries.length, 3);
    const second = move(newestFeedbackPage, 'next');
    const third = move(second, 'next');
    const backToSecond = move(third, 'previous');
    for (const view of [second, third, backToSecond]) {
      expect(viaAddress(view, liveLogin)).toEqual(view);
      expect(answer(liveLogin, entries, viaAddress(view, liveLogin))).toEqual(
        answer(liveLogin, entries, view),
      );
    }
    expect(feedbackPageParams(second)).toEqual({
      page: '2',
      olderThan: expect.stringMatching(/^\d{16}:u4$/),
    });
  });

  it('names the newest page by nothing and the oldest as the last', () => {
    expect(feedbackPageParams(newestFeedbackPage)).toEqual({});
    expect(viaAddress(newestFeedbackPage, liveLogin)).toBe(newestFeedbackPage);
    const last = movedFeedbackPage(liveLogin, newestFeedbackPage, [], 'last', entries.length, 3);
    expect(feedbackPageParams(last)).toEqual({ page: 'last' });
    expect(shownPageNumber(viaAddress(last, liveLogin), entries.length, 3)).toBe(3);
  });

  it('keeps the filters and the page under them, leaving out those that are All and the newest page', () => {
    const second = movedFeedbackPage(
      liveLogin,
      newestFeedbackPage,
      answer(liveLogin, entries, newestFeedbackPage),
      'next',
      entries.length,
      3,
    );
    const params = feedbackListAddress.write({ filter: liveLogin, page: second });
    expect([...params.keys()]).toEqual(['status', 'category', 'page', 'olderThan']);
    expect(feedbackListAddress.read(params)).toEqual({ filter: liveLogin, page: second });
    expect(
      feedbackListAddress.write({ filter: unfilteredFeedback, page: newestFeedbackPage }).toString(),
    ).toBe('');
    expect(feedbackListAddress.read(new URLSearchParams())).toEqual({
      filter: unfilteredFeedback,
      page: newestFeedbackPage,
    });
  });

  it('reads a part that names nothing the filters offer as All, and keeps the rest', () => {
    expect(feedbackListAddress.read(new URLSearchParams('status=Live&rating=9&page=last'))).toEqual({
      filter: { status: 'Live', category: 'All', rating: 'All' },
      page: { page: 1, cursor: { kind: 'oldest' } },
    });
  });

  it('shows the newest page for an address that names no page that makes sense', () => {
    for (const search of [
      'page=2',
      'page=0&olderThan=1:u1',
      'page=x&olderThan=1:u1',
      'page=2&olderThan=:u1',
      'page=2&newerThan=12:',
    ])
      expect(readFeedbackPageView(new URLSearchParams(search), liveLogin)).toBe(newestFeedbackPage);
  });
});

describe('feedbackPageSummary', () => {
  it('says which entries of how many are shown, as the users screen does', () => {
    expect(feedbackPageSummary(1, 50, 130)).toBe('Showing 1–50 of 130 feedback entries');
    expect(feedbackPageSummary(3, 30, 130)).toBe('Showing 101–130 of 130 feedback entries');
    expect(feedbackPageSummary(1, 1, 1)).toBe('Showing 1–1 of 1 feedback entry');
    expect(feedbackPageSummary(1, 0, 0)).toBe('Showing 0 of 0 feedback entries');
    expect(feedbackPageSummary(21, 50, 50_022)).toBe('Showing 1,001–1,050 of 50,022 feedback entries');
  });
});
