import { readModelPaths, userReadModelsOf } from '@management-center/contract';
import {
  feedbackFilterArbitrary,
  normalUserWithFeedbackArbitrary,
} from '@management-center/contract/test-support/feedback-arbitraries';
import { listFeedback } from '@management-center/contract/test-support/feedback-list-reference';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryRangeStore, setAt, type Tree } from '../../test-support/memory-range-store.ts';
import { userReadModelUpdate } from '../read-models/user-read-model-update.ts';
import { countMatchingFeedback, matchingFeedbackPages } from './matching-feedback.ts';

// The feedback queue as the triggers leave it, built from normal users' records in memory; the resolver must find
// in it exactly the feedback the feedback screen lists under its filters (the reference listing).

function readModelsOf(users: readonly { userId: string; record: unknown }[]): Tree {
  const tree: Tree = {};
  for (const { userId, record } of users) {
    const models = userReadModelsOf('normal', userId, record);
    for (const [path, value] of Object.entries(userReadModelUpdate(models, undefined)))
      setAt(tree, path, value);
  }
  return tree;
}

const feedbackFilter = feedbackFilterArbitrary;
const userWithFeedback = normalUserWithFeedbackArbitrary({ oddities: false });

describe('matchingFeedbackPages', () => {
  it('finds the users whose feedback the screen lists under the filter, approving as it goes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(userWithFeedback, { maxLength: 30 }),
        feedbackFilter,
        fc.integer({ min: 1, max: 6 }),
        async (records, filter, pageSize) => {
          const users = records.map((record, index) => ({ userId: `u${index}`, record }));
          const tree = readModelsOf(users);
          const store = memoryRangeStore(tree);
          const expected = listFeedback(
            Object.fromEntries(users.map((user) => [user.userId, user.record])),
            filter,
          ).map((entry) => entry.userId);
          expect(await countMatchingFeedback(store, filter)).toBe(expected.length);
          // Approved feedback leaves the queue (the trigger) before the next page is read.
          const found: string[] = [];
          for await (const page of matchingFeedbackPages(store, filter, pageSize)) {
            found.push(...page);
            for (const userId of page) setAt(tree, `${readModelPaths.feedbackQueue}/${userId}`, undefined);
          }
          expect(found.sort()).toEqual(expected.sort());
        },
      ),
      { numRuns: 200 },
    );
  });
});
