import { normalUserPath, ownData } from '@management-center/contract';
import { z } from 'zod';
import { database } from '../platform/firebase.ts';

// Only the fields approving and withdrawing an approval depend on; the rest of a record is the fitness app's
// business. Anything that is not a feedback object counts as no feedback, so neither ever writes into it.
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

export type StoredFeedbackUser = z.infer<typeof storedUserSchema>;

export function feedbackPath(userId: string): string {
  return `${normalUserPath(userId)}/feedback`;
}

/** A normal user's record as far as their feedback's approval goes; undefined when there is no record. */
export async function readFeedbackUser(userId: string): Promise<StoredFeedbackUser | undefined> {
  const snapshot = await (await database()).ref(normalUserPath(userId)).get();
  if (!snapshot.exists()) return undefined;
  // Own data only: an `approveFeedback` under a stored `__proto__` child is not an approval.
  return storedUserSchema.parse(ownData(snapshot.val()));
}
