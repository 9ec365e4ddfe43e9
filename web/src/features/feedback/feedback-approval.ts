import { type ApproveFeedbackOutput, type FeedbackFilter, maxIdsPerCall } from '@management-center/contract';
import { type CountedNoun, countedText } from '../../lib/counted-text.ts';

type ApproveBatch = (userIds: string[]) => Promise<ApproveFeedbackOutput>;

// One call takes at most maxIdsPerCall ids; a larger selection goes in consecutive calls, and a failing call
// stops the rest (what was approved before it stays approved and leaves the live list).
export async function approveInBatches(
  userIds: readonly string[],
  approveBatch: ApproveBatch,
): Promise<ApproveFeedbackOutput> {
  const total: ApproveFeedbackOutput = {
    approved: [],
    alreadyApproved: [],
    withoutFeedback: [],
    notFound: [],
  };
  for (let start = 0; start < userIds.length; start += maxIdsPerCall) {
    const output = await approveBatch(userIds.slice(start, start + maxIdsPerCall));
    total.approved.push(...output.approved);
    total.alreadyApproved.push(...output.alreadyApproved);
    total.withoutFeedback.push(...output.withoutFeedback);
    total.notFound.push(...output.notFound);
  }
  return total;
}

export const feedbackEntries: CountedNoun = { one: 'feedback entry', many: 'feedback entries' };

export function countFeedbackEntries(count: number): string {
  return countedText(count, feedbackEntries);
}

/** The lines under the "Uploaded successfully" popup: what happened to each row that was sent. */
export function approvalSummary(output: ApproveFeedbackOutput): string[] {
  const lines = [`${countFeedbackEntries(output.approved.length)} approved.`];
  if (output.alreadyApproved.length > 0) {
    lines.push(`${countFeedbackEntries(output.alreadyApproved.length)} had already been approved.`);
  }
  const gone = output.withoutFeedback.length + output.notFound.length;
  if (gone > 0) lines.push(`${countFeedbackEntries(gone)} no longer existed.`);
  return lines;
}

/** What approving all feedback that matches asks first: how many entries, under which filters. */
export function matchingApprovalText(count: number, { status, category, rating }: FeedbackFilter): string {
  return `This approves the ${countFeedbackEntries(count)} waiting for approval that match the filters (Status: ${status}, Category: ${category}, Rating: ${rating}).`;
}
