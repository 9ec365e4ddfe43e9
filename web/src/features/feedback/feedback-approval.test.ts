import {
  type ApproveFeedbackOutput,
  type FeedbackEntry,
  feedbackReviewVersionOf,
  maxIdsPerCall,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  approvalSummary,
  approveInBatches,
  matchingApprovalText,
  seenFeedbackOf,
  seenVersionsOf,
} from './feedback-approval.ts';

function entry(userId: string, review: string): FeedbackEntry {
  return {
    userId,
    username: `Name of ${userId}`,
    email: `${userId}@example.com`,
    status: 'Live',
    feedback: { timestamp: 1, category: 'Login', rating: 3, review, approveFeedback: false },
    changedAfterApproval: false,
  };
}

const nothing: ApproveFeedbackOutput = {
  approved: [],
  alreadyApproved: [],
  changedSinceSeen: [],
  withoutFeedback: [],
  notFound: [],
};

describe('approveInBatches', () => {
  it('sends one call for a selection that fits, keeping what undoes it', async () => {
    const calls: string[][] = [];
    const output = await approveInBatches(['a', 'b'], async (userIds) => {
      calls.push(userIds);
      return { ...nothing, approved: userIds, withdrawal: { userIds, approvedAt: 7 } };
    });
    expect(calls).toEqual([['a', 'b']]);
    expect(output).toEqual({
      ...nothing,
      approved: ['a', 'b'],
      withdrawals: [{ userIds: ['a', 'b'], approvedAt: 7 }],
    });
  });

  it('splits a larger selection into calls of at most the limit and adds their answers and undos up', async () => {
    const userIds = Array.from({ length: maxIdsPerCall * 2 + 1 }, (_, index) => `user${index}`);
    const sizes: number[] = [];
    const output = await approveInBatches(userIds, async (batch) => {
      sizes.push(batch.length);
      const approved = batch.slice(1);
      return {
        ...nothing,
        approved,
        notFound: batch.slice(0, 1),
        ...(approved.length > 0 ? { withdrawal: { userIds: approved, approvedAt: sizes.length } } : {}),
      };
    });
    expect(sizes).toEqual([maxIdsPerCall, maxIdsPerCall, 1]);
    expect(output.approved).toHaveLength(userIds.length - 3);
    expect(output.notFound).toEqual(['user0', `user${maxIdsPerCall}`, `user${maxIdsPerCall * 2}`]);
    expect(output.withdrawals.map(({ approvedAt }) => approvedAt)).toEqual([1, 2]);
  });

  it('stops at the first failing call', async () => {
    const userIds = Array.from({ length: maxIdsPerCall + 1 }, (_, index) => `user${index}`);
    let calls = 0;
    await expect(
      approveInBatches(userIds, async () => {
        calls += 1;
        throw new Error('permission denied');
      }),
    ).rejects.toThrow('permission denied');
    expect(calls).toBe(1);
  });
});

describe('approvalSummary', () => {
  it('says how many were approved', () => {
    expect(approvalSummary({ ...nothing, approved: ['a'] })).toEqual(['1 feedback entry approved.']);
    expect(approvalSummary({ ...nothing, approved: ['a', 'b'] })).toEqual(['2 feedback entries approved.']);
  });

  it('names rows approved meanwhile and rows that disappeared', () => {
    expect(
      approvalSummary({
        approved: ['a'],
        alreadyApproved: ['b', 'c'],
        changedSinceSeen: [],
        withoutFeedback: ['d'],
        notFound: ['e'],
      }),
    ).toEqual([
      '1 feedback entry approved.',
      '2 feedback entries had already been approved.',
      '2 feedback entries no longer existed.',
    ]);
  });

  it('says how many entries of members of the team "all that match" left unapproved', () => {
    expect(approvalSummary({ ...nothing, approved: ['a'], teamAccountsSkipped: ['b', 'c'] })).toEqual([
      '1 feedback entry approved.',
      '2 feedback entries of members of the team not approved: their accounts and records are managed on the Team screen.',
    ]);
  });
});

describe('the rows seen when selected', () => {
  it('sends the version of the review each selected row showed, and none for a row not seen', () => {
    const seen = seenFeedbackOf([entry('a', 'Fine'), entry('b', 'Good')]);
    const version = (review: string) => feedbackReviewVersionOf(entry('x', review).feedback);
    expect(seenVersionsOf(['a', 'b', 'c'], seen)).toEqual([
      { userId: 'a', version: version('Fine') },
      { userId: 'b', version: version('Good') },
    ]);
  });

  it('names the entries changed since they were seen, by name where the screen showed it', () => {
    const seen = seenFeedbackOf([entry('a', 'Fine')]);
    expect(approvalSummary({ ...nothing, approved: ['c'], changedSinceSeen: ['a', 'gone'] }, seen)).toEqual([
      '1 feedback entry approved.',
      'Name of a and gone: not approved, changed since you looked: review it again.',
    ]);
  });
});

describe('matchingApprovalText', () => {
  it('says how many entries approving all that match approves, under which filters', () => {
    expect(matchingApprovalText(1234, { status: 'Live', category: 'Workouts', rating: 5 })).toBe(
      'This approves the 1,234 feedback entries waiting for approval that match the filters (Status: Live, Category: Workouts, Rating: 5). Each is approved as the server finds it, including any change made after this screen showed it.',
    );
    expect(matchingApprovalText(1, { status: 'All', category: 'All', rating: 'All' })).toBe(
      'This approves the 1 feedback entry waiting for approval that match the filters (Status: All, Category: All, Rating: All). Each is approved as the server finds it, including any change made after this screen showed it.',
    );
  });
});
