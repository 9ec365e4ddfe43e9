import {
  type AppChange,
  accountEmailOutboxEntryId,
  approvalOutboxEntryId,
  type TimelineEntry,
} from '@management-center/contract';
import { actionLabel } from '../../lib/notices/action-label.ts';

export interface TimelineRow {
  key: string;
  entry: TimelineEntry;
}

// What each of the team's actions did to the user, in the support desk's words.
const actionTexts: Readonly<Record<string, string>> = {
  approveBusinessUsers: 'Approved as a business user',
  retryApprovalEmails: 'Approval e-mail sent again',
  approveFeedback: 'Feedback approved',
  withdrawFeedbackApproval: 'Feedback approval withdrawn',
  deleteUsers: 'Moved to the trash',
  restoreUsers: 'Restored from the trash',
  disableSignIn: 'Sign-in disabled',
  enableSignIn: 'Sign-in enabled',
  signOutUser: 'Signed out everywhere',
  removeUserSecondFactors: 'Second factors removed',
  sendPasswordResetEmail: 'Password reset e-mail sent',
  sendVerificationEmail: 'Verification e-mail sent',
};

export function timelineActionText(action: string): string {
  return actionTexts[action] ?? actionLabel(action);
}

function quoted(value: string | undefined): string {
  return value === undefined ? 'nothing' : `“${value}”`;
}

/** One change the app made, as the timeline says it. */
export function appChangeText(change: AppChange): string {
  switch (change.kind) {
    case 'username':
      return `Changed their username from ${quoted(change.from)} to ${quoted(change.to)}`;
    case 'email':
      return `Changed their e-mail from ${quoted(change.from)} to ${quoted(change.to)}`;
    case 'registrationDetails':
      return 'Registered: their age, height and weight arrived';
    case 'feedbackSubmitted':
      return 'Submitted feedback';
    case 'feedbackChanged':
      return 'Changed their feedback';
    case 'feedbackChangedAfterApproval':
      return 'Changed their feedback after its approval: it waits for approval again';
    case 'businessCertification':
      return `Changed their business certification from ${quoted(change.from)} to ${quoted(change.to)}`;
  }
}

// The e-mail an action owed the user, by the outbox entry that holds where it stands.
const emailsOfActions: Readonly<Record<string, (userId: string) => string>> = {
  approveBusinessUsers: approvalOutboxEntryId,
  retryApprovalEmails: approvalOutboxEntryId,
  sendPasswordResetEmail: (userId) => accountEmailOutboxEntryId('passwordReset', userId),
  sendVerificationEmail: (userId) => accountEmailOutboxEntryId('emailVerification', userId),
};

/**
 * The outbox entry whose state each row shows, by row key: an entry holds the last e-mail of its kind, so only the
 * newest row that owed it shows it (rows newest first).
 */
export function emailStateRows(rows: readonly TimelineRow[], userId: string): Map<string, string> {
  const shown = new Map<string, string>();
  const taken = new Set<string>();
  for (const { key, entry } of rows) {
    const entryIdOf = entry.type === 'action' ? emailsOfActions[entry.action] : undefined;
    if (!entryIdOf) continue;
    const entryId = entryIdOf(userId);
    if (taken.has(entryId)) continue;
    taken.add(entryId);
    shown.set(key, entryId);
  }
  return shown;
}

/** The rows of a window of the timeline as the database gave them (oldest first), newest first. */
export function newestFirst(rows: readonly TimelineRow[]): TimelineRow[] {
  return [...rows].sort(
    (first, second) => second.entry.at - first.entry.at || second.key.localeCompare(first.key),
  );
}
