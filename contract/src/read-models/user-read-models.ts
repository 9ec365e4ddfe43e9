import { feedbackEntryOf } from '../feedback-list.ts';
import type { UserKind } from '../user-list.ts';
import { type ApprovalEmailFailureEntry, approvalEmailFailureOf } from './approval-email-failure.ts';
import { countMetricsOf } from './counts.ts';
import { type DirectoryEntry, directoryEntryOf } from './directory-entry.ts';
import { type DirectoryKey, directoryKey } from './directory-key.ts';
import { type FeedbackQueueEntry, feedbackQueueEntryOf } from './feedback-queue.ts';
import { searchGramsOfName } from './search-grams.ts';

// Everything the console shows of one user, derived from that user's record and whether the console disabled
// their sign-in (a block under signInBlocks): a trigger, the backfill and the repair all compute it the same way,
// so whichever runs last leaves the same read models.
export interface UserReadModels {
  kind: UserKind;
  userId: string;
  key: DirectoryKey;
  entry: DirectoryEntry | undefined;
  feedback: FeedbackQueueEntry | undefined;
  approvalEmailFailure: ApprovalEmailFailureEntry | undefined;
  grams: Set<string>;
  metrics: string[];
}

export function userReadModelsOf(
  kind: UserKind,
  userId: string,
  record: unknown,
  signInBlock: unknown = null,
): UserReadModels {
  const entry = directoryEntryOf(kind, userId, record, signInBlock !== null && signInBlock !== undefined);
  const feedbackEntry = kind === 'normal' && entry ? feedbackEntryOf(userId, record) : undefined;
  return {
    kind,
    userId,
    key: directoryKey(kind, userId),
    entry,
    feedback: feedbackEntry && feedbackQueueEntryOf(feedbackEntry),
    approvalEmailFailure: kind === 'business' ? approvalEmailFailureOf(userId, record) : undefined,
    grams: entry ? searchGramsOfName(entry.nameKey) : new Set(),
    metrics: countMetricsOf(entry, feedbackEntry),
  };
}
