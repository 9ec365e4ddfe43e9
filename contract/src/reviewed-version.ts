import { z } from 'zod';
import { recordIdListSchema, recordIdSchema } from './validation.ts';

// An approval approves what the administrator reviewed: the certification link of a business user, the review,
// rating and category of a feedback entry. The screen that showed them sends the version it showed with the
// approval, and an id whose record changed since is not approved ("changed since you looked").

export const changedSinceSeenMessage = 'changed since you looked: review it again';

// FNV-1a, 64 bits, over the UTF-16 units of the JSON of the reviewed values: the same text on every runtime, and
// an accidental change that keeps the version has odds of one in 2^64.
const fnvOffsetBasis = 0xcbf29ce484222325n;
const fnvPrime = 0x100000001b3n;
const sixtyFourBits = (1n << 64n) - 1n;
const versionLength = 16;

function reviewedVersion(reviewed: readonly unknown[]): string {
  const text = JSON.stringify(reviewed);
  let hash = fnvOffsetBasis;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * fnvPrime) & sixtyFourBits;
  }
  return hash.toString(16).padStart(versionLength, '0');
}

/** The version of a business user's certification link as stored (anything but a text counts as none). */
export function certificationVersionOf(businessCertification: unknown): string {
  return reviewedVersion([typeof businessCertification === 'string' ? businessCertification : null]);
}

/** The version of a feedback entry's review, rating and category as stored. */
export function feedbackReviewVersionOf(feedback: {
  review?: unknown;
  rating?: unknown;
  category?: unknown;
}): string {
  return reviewedVersion([feedback.review, feedback.rating, feedback.category]);
}

export const reviewedVersionSchema = z
  .string()
  .regex(new RegExp(`^[0-9a-f]{${versionLength}}$`), `must be ${versionLength} hexadecimal digits`);

const seenVersionSchema = z.object({ userId: recordIdSchema, version: reviewedVersionSchema }).strict();

/**
 * `userIds`, with the version the screen showed of some of them (`seen`, each id at most once and among
 * `userIds`): the approval callables leave out an id whose record is no longer at that version.
 */
export const reviewedIdsInputSchema = z
  .object({ userIds: recordIdListSchema, seen: z.array(seenVersionSchema).optional() })
  .strict()
  .superRefine(({ userIds, seen = [] }, context) => {
    const named = new Set(userIds);
    const seenIds = new Set<string>();
    seen.forEach(({ userId }, index) => {
      const problem = !named.has(userId)
        ? 'must be one of userIds'
        : seenIds.has(userId)
          ? 'must not name an id twice'
          : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['seen', index, 'userId'] });
      seenIds.add(userId);
    });
  });

export type SeenVersion = z.infer<typeof seenVersionSchema>;

/** The versions in `seen` by id. */
export function seenVersionsOf(seen: readonly SeenVersion[] | undefined): Map<string, string> {
  return new Map((seen ?? []).map(({ userId, version }) => [userId, version]));
}
