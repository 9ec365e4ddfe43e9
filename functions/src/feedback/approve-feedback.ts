import {
  type ApproveFeedbackOutput,
  callableNames,
  feedbackReviewVersionOf,
  normalUserPath,
  ownData,
  type SeenVersion,
  seenVersionsOf,
} from '@management-center/contract';
import { z } from 'zod';
import { bulkCallableTimeoutSeconds, bulkChunkRows, runInChunks } from '../matching/bulk-run.ts';
import { matchingRangeStore } from '../matching/range-store.ts';
import { countMatchingFeedback, matchingFeedbackPages } from '../matching/resolve-matching.ts';
import { adminCallable, type UseCaseResult } from '../platform/admin-callable.ts';
import { database, serverTimestamp } from '../platform/firebase.ts';

// Only the fields approval depends on; the rest of a record is the fitness app's business.
// Anything that is not a feedback object counts as no feedback, so approval never writes into it.
const storedUserSchema = z
  .object({
    feedback: z
      .object({
        approveFeedback: z.unknown().optional(),
        feedbackApproveTimestamp: z.unknown().optional(),
        // What an approval reviews (reviewed-version.ts).
        review: z.unknown().optional(),
        rating: z.unknown().optional(),
        category: z.unknown().optional(),
      })
      .optional()
      .catch(undefined),
  })
  .catch({ feedback: undefined });

type StoredUser = z.infer<typeof storedUserSchema>;

function feedbackPath(userId: string): string {
  return `${normalUserPath(userId)}/feedback`;
}

async function readUser(userId: string): Promise<StoredUser | undefined> {
  const snapshot = await (await database()).ref(normalUserPath(userId)).get();
  if (!snapshot.exists()) return undefined;
  // Own data only: an `approveFeedback` under a stored `__proto__` child is not an approval.
  return storedUserSchema.parse(ownData(snapshot.val()));
}

const noFeedbackApproved: ApproveFeedbackOutput = {
  approved: [],
  alreadyApproved: [],
  changedSinceSeen: [],
  withoutFeedback: [],
  notFound: [],
};

/**
 * Approves the feedback of `userIds` (at most maxIdsPerCall) whose review is still at the version `seen` names,
 * where it names one: every id lands in exactly one outcome list.
 */
async function approveFeedbackByIds(
  userIds: readonly string[],
  seen?: readonly SeenVersion[],
): Promise<UseCaseResult<ApproveFeedbackOutput>> {
  const users = await Promise.all(userIds.map(readUser));
  const approvedAt = await serverTimestamp();
  const seenVersions = seenVersionsOf(seen);
  const output = structuredClone(noFeedbackApproved);
  const changes: Record<string, unknown> = {};
  userIds.forEach((userId, index) => {
    const user = users[index];
    if (user === undefined) {
      output.notFound.push(userId);
    } else if (user.feedback === undefined) {
      output.withoutFeedback.push(userId);
    } else if (user.feedback.approveFeedback === true) {
      output.alreadyApproved.push(userId);
    } else if (
      (seenVersions.get(userId) ?? feedbackReviewVersionOf(user.feedback)) !==
      feedbackReviewVersionOf(user.feedback)
    ) {
      output.changedSinceSeen.push(userId);
    } else {
      output.approved.push(userId);
      changes[`${feedbackPath(userId)}/approveFeedback`] = true;
      // docs/product.md, Feedback: the first approval's time is kept when feedback is approved again.
      if (typeof user.feedback.feedbackApproveTimestamp !== 'number') {
        changes[`${feedbackPath(userId)}/feedbackApproveTimestamp`] = approvedAt;
      }
    }
  });
  // Leaf paths merge into the feedback the app wrote, and one update approves all of it or none of it.
  if (output.approved.length > 0) await (await database()).ref().update(changes);
  return { output, targets: output.approved.map(feedbackPath) };
}

export const approveFeedback = adminCallable(
  callableNames.approveFeedback,
  async (input, _actor, reportProgress) => {
    if ('userIds' in input) return approveFeedbackByIds(input.userIds, input.seen);
    // The feedback queue lists unapproved feedback only: each chunk approved leaves it, behind the reading.
    const store = await matchingRangeStore();
    return runInChunks({
      chunks: matchingFeedbackPages(store, input.matching, bulkChunkRows()),
      act: (userIds) => approveFeedbackByIds(userIds),
      none: noFeedbackApproved,
      total: () => countMatchingFeedback(store, input.matching),
      reportProgress,
    });
  },
  { timeoutSeconds: bulkCallableTimeoutSeconds },
);
