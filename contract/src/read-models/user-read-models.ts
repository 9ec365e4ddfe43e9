import { feedbackEntryOf } from '../feedback-list.ts';
import { type UserKind, userStatusLabels } from '../user-list.ts';
import { type ApprovalEmailFailureEntry, approvalEmailFailureOf } from './approval-email-failure.ts';
import { dayMetricsOf, storedFeedbackOf } from './charts.ts';
import { countMetricsOf } from './counts.ts';
import { type DirectoryEntry, directoryEntryOf } from './directory-entry.ts';
import { type DirectoryKey, directoryKey } from './directory-key.ts';
import { type FeedbackQueueEntry, feedbackQueueEntryOf } from './feedback-queue.ts';
import { searchGramsOfName } from './search-grams.ts';

// Everything the console shows of one user, derived from that user's record, whether the console disabled
// their sign-in (a block under signInBlocks) and when their account was created: a trigger, the backfill and the repair all compute it the same way,
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
  // A business user waiting for approval: since when (their account's creation), when known.
  waitingSince: number | undefined;
}

/** The creation time of the user's account as the server stored it (`accountCreationTimes/{userId}`). */
function creationTimeOf(stored: unknown): number | undefined {
  return typeof stored === 'number' && Number.isFinite(stored) ? stored : undefined;
}

export function userReadModelsOf(
  kind: UserKind,
  userId: string,
  record: unknown,
  signInBlock: unknown = null,
  accountCreatedAt: unknown = null,
): UserReadModels {
  const createdAt = creationTimeOf(accountCreatedAt);
  const signInDisabled = signInBlock !== null && signInBlock !== undefined;
  const entry = directoryEntryOf(kind, userId, record, signInDisabled, createdAt);
  const feedbackEntry = kind === 'normal' && entry ? feedbackEntryOf(userId, record) : undefined;
  const dayMetrics = entry
    ? dayMetricsOf(kind, createdAt, kind === 'normal' ? storedFeedbackOf(record) : undefined)
    : [];
  return {
    kind,
    userId,
    key: directoryKey(kind, userId),
    entry,
    feedback: feedbackEntry && feedbackQueueEntryOf(feedbackEntry),
    approvalEmailFailure: kind === 'business' ? approvalEmailFailureOf(userId, record) : undefined,
    grams: entry ? searchGramsOfName(entry.nameKey) : new Set(),
    metrics: [...countMetricsOf(entry, feedbackEntry), ...dayMetrics],
    waitingSince: entry?.status === userStatusLabels.waitingForApproval ? createdAt : undefined,
  };
}
