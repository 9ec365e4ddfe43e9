import {
  approveFeedbackOutputSchema,
  bulkProgressSchema,
  databasePaths,
  type FeedbackFilter,
  readModelPaths,
} from '@management-center/contract';
import { listFeedback } from '@management-center/contract/test-support/feedback-list-reference';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure, streamAs } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { loadThenBackfill, readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// More feedback than one chunk of the backend's (BULK_CHUNK_SIZE, 50 in the test backends) matches the filter, so
// the approval runs over several chunks.
const { bulkChunkSize } = inject('backend');
const matchingFeedback = 56;
const nearMissesOfEachKind = 10;
const filter: FeedbackFilter = { status: 'Live', category: 'Workouts', rating: 5 };

const registered = { registrationDetails: { age: 30, height: 170, weight: 70 } };

function feedbackUser(
  index: number,
  overrides: Record<string, unknown>,
  feedback: Record<string, unknown> = {},
) {
  return {
    username: `Feedback Giver ${index}`,
    email: `feedback.${index}@example.com`,
    userType: 'normal',
    ...overrides,
    feedback: {
      timestamp: 1_760_000_000_000 + index * 1000,
      category: 'Workouts',
      rating: 5,
      review: `Review ${index}`,
      approveFeedback: false,
      ...feedback,
    },
  };
}

function addedUsers(): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  const add = (id: string, record: unknown) => {
    updates[`${databasePaths.normalUsers}/${id}`] = record;
  };
  for (let index = 0; index < matchingFeedback; index += 1)
    add(`bulk-fb-${index}`, feedbackUser(index, registered));
  // Near misses, each outside the filter by one part.
  for (let index = 0; index < nearMissesOfEachKind; index += 1) {
    add(`bulk-fb-rating-${index}`, feedbackUser(index, registered, { rating: 4 }));
    add(`bulk-fb-nil-${index}`, feedbackUser(index, {}));
    add(`bulk-fb-category-${index}`, feedbackUser(index, registered, { category: 'Login' }));
    add(
      `bulk-fb-approved-${index}`,
      feedbackUser(index, registered, { approveFeedback: true, feedbackApproveTimestamp: 5 }),
    );
  }
  return updates;
}

describe('approveFeedback over all feedback that matches a filter', () => {
  const app = adminAppForSuite({ closingTimeoutMs: 300_000 });
  const database = getDatabase(app);

  beforeAll(async () => {
    await loadThenBackfill(app, () => database.ref().update(addedUsers()));
  }, 300_000);

  async function normalUsers(): Promise<Record<string, unknown>> {
    return (await database.ref(databasePaths.normalUsers).get()).val();
  }

  it('refuses a caller without a team role, changing nothing', async () => {
    const before = await databaseSnapshot();
    const error = await callFailure(member, 'approveFeedback', { matching: filter });
    expect(error.code).toBe('functions/permission-denied');
    expect(await databaseSnapshot()).toEqual(before);
  });

  it('approves every feedback the screen lists under the filter, reporting progress, and no other', async () => {
    const before = await normalUsers();
    const expected = listFeedback(before, filter).map((entry) => entry.userId);
    expect(expected.length).toBeGreaterThan(bulkChunkSize);

    const { chunks, data } = await streamAs(administrator, 'approveFeedback', { matching: filter });
    const result = approveFeedbackOutputSchema.parse(data);

    expect(new Set(result.approved)).toEqual(new Set(expected));
    expect(result.approved).toHaveLength(expected.length);
    expect(result).toMatchObject({ alreadyApproved: [], withoutFeedback: [], notFound: [] });
    const progress = chunks.map((chunk) => bulkProgressSchema.parse(chunk));
    expect(progress[0]).toEqual({ processed: 0, total: expected.length });
    expect(progress.at(-1)).toEqual({ processed: expected.length, total: expected.length });
    expect(progress.length).toBeGreaterThanOrEqual(3);

    const after = await normalUsers();
    const approvedIds = new Set(expected);
    for (const [userId, record] of Object.entries(before)) {
      if (!approvedIds.has(userId)) {
        expect(after[userId], userId).toEqual(record);
        continue;
      }
      const { feedback, ...rest } = record as { feedback: Record<string, unknown> };
      const { feedback: approvedFeedback, ...restAfter } = after[userId] as {
        feedback: Record<string, unknown>;
      };
      expect(restAfter).toEqual(rest);
      expect(approvedFeedback).toEqual({
        ...feedback,
        approveFeedback: true,
        feedbackApproveTimestamp: expect.any(Number),
      });
    }
    expect(await latestAuditEntry(app)).toMatchObject({ action: 'approveFeedback', outcome: 'succeeded' });

    // The triggers take the approved feedback out of the queue; the near misses stay.
    await readModelsSettled();
    const queue = (await database.ref(readModelPaths.feedbackQueue).get()).val() as Record<string, unknown>;
    for (const userId of expected) expect(Object.hasOwn(queue, userId)).toBe(false);
    for (const userId of ['bulk-fb-rating-0', 'bulk-fb-nil-0', 'bulk-fb-category-0']) {
      expect(Object.hasOwn(queue, userId)).toBe(true);
    }
  }, 300_000);

  it('finds nothing left to approve under the same filter', async () => {
    const result = approveFeedbackOutputSchema.parse(
      await callAs(administrator, 'approveFeedback', { matching: filter }),
    );
    expect(result).toEqual({
      approved: [],
      alreadyApproved: [],
      changedSinceSeen: [],
      withoutFeedback: [],
      notFound: [],
      teamAccountsSkipped: [],
    });
  }, 120_000);
});
