import { type ApproveFeedbackOutput, maxIdsPerCall } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { approvalSummary, approveInBatches, matchingApprovalText } from './feedback-approval.ts';

const nothing: ApproveFeedbackOutput = {
  approved: [],
  alreadyApproved: [],
  withoutFeedback: [],
  notFound: [],
};

describe('approveInBatches', () => {
  it('sends one call for a selection that fits', async () => {
    const calls: string[][] = [];
    const output = await approveInBatches(['a', 'b'], async (userIds) => {
      calls.push(userIds);
      return { ...nothing, approved: userIds };
    });
    expect(calls).toEqual([['a', 'b']]);
    expect(output).toEqual({ ...nothing, approved: ['a', 'b'] });
  });

  it('splits a larger selection into calls of at most the limit and adds their answers up', async () => {
    const userIds = Array.from({ length: maxIdsPerCall * 2 + 1 }, (_, index) => `user${index}`);
    const sizes: number[] = [];
    const output = await approveInBatches(userIds, async (batch) => {
      sizes.push(batch.length);
      return { ...nothing, approved: batch.slice(1), notFound: batch.slice(0, 1) };
    });
    expect(sizes).toEqual([maxIdsPerCall, maxIdsPerCall, 1]);
    expect(output.approved).toHaveLength(userIds.length - 3);
    expect(output.notFound).toEqual(['user0', `user${maxIdsPerCall}`, `user${maxIdsPerCall * 2}`]);
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
        withoutFeedback: ['d'],
        notFound: ['e'],
      }),
    ).toEqual([
      '1 feedback entry approved.',
      '2 feedback entries had already been approved.',
      '2 feedback entries no longer existed.',
    ]);
  });
});

describe('matchingApprovalText', () => {
  it('says how many entries approving all that match approves, under which filters', () => {
    expect(matchingApprovalText(1234, { status: 'Live', category: 'Workouts', rating: 5 })).toBe(
      'This approves the 1,234 feedback entries waiting for approval that match the filters (Status: Live, Category: Workouts, Rating: 5).',
    );
    expect(matchingApprovalText(1, { status: 'All', category: 'All', rating: 'All' })).toBe(
      'This approves the 1 feedback entry waiting for approval that match the filters (Status: All, Category: All, Rating: All).',
    );
  });
});
