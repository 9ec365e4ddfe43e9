import type { BulkProgress } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { runInBatches } from './id-batches.ts';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('runInBatches', () => {
  it('calls once per batch, in order, and reports progress after each', async () => {
    const progress: BulkProgress[] = [];
    const run = await runInBatches(
      ids,
      async (batch) => batch.join(''),
      (step) => progress.push(step),
      2,
    );
    expect(run).toEqual({ outputs: ['ab', 'cd', 'e'], processedIds: ids });
    expect(progress).toEqual([
      { processed: 0, total: 5 },
      { processed: 2, total: 5 },
      { processed: 4, total: 5 },
      { processed: 5, total: 5 },
    ]);
  });

  it('stops at the first failed call and keeps what was done', async () => {
    const refusal = new Error('This account belongs to a member of the team: manage it on the Team screen.');
    const calls: string[][] = [];
    const run = await runInBatches(
      ids,
      async (batch) => {
        calls.push(batch);
        if (batch.includes('c')) throw refusal;
        return batch.length;
      },
      () => {},
      2,
    );
    expect(run).toEqual({
      outputs: [2],
      processedIds: ['a', 'b'],
      failure: { error: refusal, unsentCount: 3 },
    });
    expect(calls).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('sends at most 500 ids per call by default', async () => {
    const many = Array.from({ length: 1234 }, (_, index) => `user-${index}`);
    const sizes: number[] = [];
    await runInBatches(
      many,
      async (batch) => sizes.push(batch.length),
      () => {},
    );
    expect(sizes).toEqual([500, 500, 234]);
  });
});
