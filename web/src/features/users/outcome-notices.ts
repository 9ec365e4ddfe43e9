import {
  type ApprovalEmailFailure,
  type ApproveBusinessUsersOutput,
  alertMessages,
  changedSinceSeenMessage,
  type DeleteUsersOutput,
  type RetryApprovalEmailsOutput,
  successMessages,
  teamAccountMessage,
} from '@management-center/contract';
import type { Notice } from '../../lib/notices/notify.ts';
import { countOf, nameList, userNameWithEmail } from '../../lib/users/user-names.ts';
import { accountFailureReasons, type NameOf, verbFor } from '../../lib/users/user-notices.ts';

function namesOf(failures: readonly ApprovalEmailFailure[]): string {
  return nameList(
    failures.map(({ userId, username, email }) => userNameWithEmail({ id: userId, username, email })),
  );
}

// Members of the team matched "all that match": their accounts are the Team screen's, and were left as they were.
function teamAccountsNotice(
  outputs: readonly { teamAccountsSkipped?: string[] | undefined }[],
  nameOf: NameOf,
  leftAs: string,
): Notice[] {
  const skipped = outputs.flatMap((output) => output.teamAccountsSkipped ?? []);
  if (skipped.length === 0) return [];
  return [
    {
      kind: 'success',
      message: `${nameList(skipped.map(nameOf))} ${verbFor(skipped.length, 'is a member', 'are members')} of the team: ${leftAs}. ${teamAccountMessage}`,
    },
  ];
}

// The e-mail service did not take these yet, for a reason that passes: the outbox keeps trying on its own.
function queuedNotice(queued: readonly string[], nameOf: NameOf): Notice[] {
  if (queued.length === 0) return [];
  return [
    {
      kind: 'waiting',
      message: `The e-mail service is not taking e-mails right now: the approval e-mail of ${nameList(queued.map(nameOf))} is queued and will be sent automatically.`,
    },
  ];
}

export function approvalNotices(outputs: readonly ApproveBusinessUsersOutput[], nameOf: NameOf): Notice[] {
  const approved = outputs.flatMap((output) => output.approved);
  const alreadyApproved = outputs.flatMap((output) => output.alreadyApproved);
  const changedSinceSeen = outputs.flatMap((output) => output.changedSinceSeen);
  const notFound = outputs.flatMap((output) => output.notFound);
  const emailFailures = outputs.flatMap((output) => output.emailFailures);
  const emailsQueued = outputs.flatMap((output) => output.emailsQueued);
  const notices: Notice[] = [];
  // The catalogue's text promises the e-mail, so it is shown only when at least one went out.
  if (approved.length > emailFailures.length + emailsQueued.length) {
    notices.push({ kind: 'success', message: successMessages.usersApproved });
  }
  notices.push(...queuedNotice(emailsQueued, nameOf));
  if (emailFailures.length > 0) {
    notices.push({
      kind: 'failure',
      message: `${alertMessages.emailFailed} Approved, but not e-mailed: ${namesOf(emailFailures)}.`,
    });
  }
  if (alreadyApproved.length > 0) {
    notices.push({
      kind: 'success',
      message: `${nameList(alreadyApproved.map(nameOf))} ${verbFor(alreadyApproved.length, 'was', 'were')} already approved: no e-mail was sent again.`,
    });
  }
  if (changedSinceSeen.length > 0) {
    notices.push({
      kind: 'failure',
      message: `${nameList(changedSinceSeen.map(nameOf))}: not approved, ${changedSinceSeenMessage}.`,
    });
  }
  if (notFound.length > 0) {
    notices.push({
      kind: 'failure',
      message: `${nameList(notFound.map(nameOf))} no longer ${verbFor(notFound.length, 'exists', 'exist')}: not approved.`,
    });
  }
  notices.push(...teamAccountsNotice(outputs, nameOf, 'not approved'));
  return notices;
}

export function retryNotices(outputs: readonly RetryApprovalEmailsOutput[], nameOf: NameOf): Notice[] {
  const sent = outputs.flatMap((output) => output.sent);
  const emailFailures = outputs.flatMap((output) => output.emailFailures);
  const notices: Notice[] = [];
  if (sent.length > 0) {
    notices.push({ kind: 'success', message: `Approval e-mail sent to ${nameList(sent.map(nameOf))}.` });
  }
  notices.push(
    ...queuedNotice(
      outputs.flatMap((output) => output.emailsQueued),
      nameOf,
    ),
  );
  if (emailFailures.length > 0) {
    notices.push({
      kind: 'failure',
      message: `${alertMessages.emailFailed} Still not e-mailed: ${namesOf(emailFailures)}.`,
    });
  }
  if (notices.length === 0) {
    notices.push({ kind: 'success', message: 'No failed approval e-mail was left to send.' });
  }
  return notices;
}

/** What a deletion did; `restore` (the users moved to the trash) is offered as Undo on its notice. */
export function deletionNotices(
  outputs: readonly DeleteUsersOutput[],
  nameOf: NameOf,
  restore?: (userIds: readonly string[]) => Promise<void>,
): Notice[] {
  const deleted = outputs.flatMap((output) => output.deleted);
  const notFound = outputs.flatMap((output) => output.notFound);
  const alreadyInTrash = outputs.flatMap((output) => output.alreadyInTrash);
  const accountFailures = outputs.flatMap((output) => output.accountFailures);
  const notices: Notice[] = [];
  if (deleted.length > 0) {
    notices.push({
      kind: 'success',
      message: `Moved ${countOf(deleted.length, 'user')} to the trash: ${nameList(deleted.map(nameOf))}.`,
      ...(restore ? { undo: () => restore(deleted) } : {}),
    });
  }
  if (notFound.length > 0) {
    notices.push({
      kind: 'success',
      message: `${nameList(notFound.map(nameOf))} had already been deleted.`,
    });
  }
  if (alreadyInTrash.length > 0) {
    notices.push({
      kind: 'failure',
      message: `${nameList(alreadyInTrash.map(nameOf))} ${verbFor(alreadyInTrash.length, 'was', 'were')} not deleted: the trash still keeps an earlier deletion under the same id. Restore it or delete it forever first.`,
    });
  }
  if (accountFailures.length > 0) {
    notices.push({
      kind: 'failure',
      message: `${nameList(accountFailures.map((failure) => nameOf(failure.userId)))} ${verbFor(accountFailures.length, 'is', 'are')} in the trash, but the sign-in account could not be disabled yet: ${accountFailureReasons(accountFailures)} The daily cleanup tries again.`,
    });
  }
  notices.push(...teamAccountsNotice(outputs, nameOf, 'not deleted'));
  return notices;
}
