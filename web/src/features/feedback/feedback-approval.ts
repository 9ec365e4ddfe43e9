import {
  type ApproveFeedbackOutput,
  changedSinceSeenMessage,
  type FeedbackEntry,
  type FeedbackFilter,
  feedbackReviewVersionOf,
  maxIdsPerCall,
  type SeenVersion,
  type WithdrawFeedbackApprovalInput,
} from '@management-center/contract';
import { approvesAsFoundNote } from '../../lib/list-screen/matching-approval.ts';
import { nameList } from '../../lib/users/user-names.ts';
import { countFeedbackEntries } from '../../lib/wording/feedback-entries.ts';

type ApproveBatch = (userIds: string[]) => Promise<ApproveFeedbackOutput>;

// What an Upload did to each row.
type FeedbackApprovalOutcomes = Omit<ApproveFeedbackOutput, 'withdrawal'>;

// What an Upload did to each row, and what undoes it: one withdrawal per call that approved any.
export type FeedbackApprovalRun = FeedbackApprovalOutcomes & {
  withdrawals: WithdrawFeedbackApprovalInput[];
};

/** The run of one call. */
export function approvalRunOf({ withdrawal, ...outcomes }: ApproveFeedbackOutput): FeedbackApprovalRun {
  return { ...outcomes, withdrawals: withdrawal ? [withdrawal] : [] };
}

// A selected row as the screen showed it when selected: whose it is, and the version of its review.
interface SeenFeedback {
  username: string;
  version: string;
}

export type SeenFeedbackRows = ReadonlyMap<string, SeenFeedback>;

/** The selected rows as the screen showed them when they were selected (use-list-selection.ts keeps them). */
export function seenFeedbackOf(rows: readonly FeedbackEntry[]): SeenFeedbackRows {
  return new Map(
    rows.map(({ userId, username, feedback }) => [
      userId,
      { username, version: feedbackReviewVersionOf(feedback) },
    ]),
  );
}

/** What an approval of `userIds` sends as `seen`: the version each of them showed. */
export function seenVersionsOf(userIds: readonly string[], seen: SeenFeedbackRows): SeenVersion[] {
  return userIds.flatMap((userId) => {
    const row = seen.get(userId);
    return row ? [{ userId, version: row.version }] : [];
  });
}

// One call takes at most maxIdsPerCall ids; a larger selection goes in consecutive calls, and a failing call
// stops the rest (what was approved before it stays approved and leaves the live list).
export async function approveInBatches(
  userIds: readonly string[],
  approveBatch: ApproveBatch,
): Promise<FeedbackApprovalRun> {
  const total: FeedbackApprovalRun = {
    approved: [],
    alreadyApproved: [],
    changedSinceSeen: [],
    withoutFeedback: [],
    notFound: [],
    withdrawals: [],
  };
  for (let start = 0; start < userIds.length; start += maxIdsPerCall) {
    const output = approvalRunOf(await approveBatch(userIds.slice(start, start + maxIdsPerCall)));
    total.approved.push(...output.approved);
    total.alreadyApproved.push(...output.alreadyApproved);
    total.changedSinceSeen.push(...output.changedSinceSeen);
    total.withoutFeedback.push(...output.withoutFeedback);
    total.notFound.push(...output.notFound);
    total.withdrawals.push(...output.withdrawals);
  }
  return total;
}

/**
 * The lines under the "Uploaded successfully" popup: what happened to each row that was sent. Rows changed since
 * they were seen are named (by `seen`, else by id).
 */
export function approvalSummary(
  output: FeedbackApprovalOutcomes,
  seen: SeenFeedbackRows = new Map(),
): string[] {
  const lines = [`${countFeedbackEntries(output.approved.length)} approved.`];
  if (output.alreadyApproved.length > 0) {
    lines.push(`${countFeedbackEntries(output.alreadyApproved.length)} had already been approved.`);
  }
  if (output.changedSinceSeen.length > 0) {
    const names = output.changedSinceSeen.map((userId) => seen.get(userId)?.username || userId);
    lines.push(`${nameList(names)}: not approved, ${changedSinceSeenMessage}.`);
  }
  const gone = output.withoutFeedback.length + output.notFound.length;
  if (gone > 0) lines.push(`${countFeedbackEntries(gone)} no longer existed.`);
  const ofTheTeam = output.teamAccountsSkipped?.length ?? 0;
  if (ofTheTeam > 0) {
    lines.push(
      `${countFeedbackEntries(ofTheTeam)} of members of the team not approved: their accounts and records are managed on the Team screen.`,
    );
  }
  return lines;
}

/** What approving all feedback that matches asks first: how many entries, under which filters. */
export function matchingApprovalText(count: number, { status, category, rating }: FeedbackFilter): string {
  return `This approves the ${countFeedbackEntries(count)} waiting for approval that match the filters (Status: ${status}, Category: ${category}, Rating: ${rating}). ${approvesAsFoundNote}`;
}
