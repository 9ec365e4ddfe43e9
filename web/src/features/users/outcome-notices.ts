import {
  type ApprovalEmailFailure,
  type ApproveBusinessUsersOutput,
  alertMessages,
  type DeleteUsersForeverOutput,
  type DeleteUsersOutput,
  type RestoreUsersOutput,
  type RetryApprovalEmailsOutput,
  successMessages,
} from '@management-center/contract';
import { countOf, nameList, userNameWithEmail } from './user-names.ts';

export interface Notice {
  kind: 'success' | 'waiting' | 'failure';
  message: string;
}

// The answers name users by id; the screen knows their names.
export type NameOf = (userId: string) => string;

function namesOf(failures: readonly ApprovalEmailFailure[]): string {
  return nameList(
    failures.map(({ userId, username, email }) => userNameWithEmail({ id: userId, username, email })),
  );
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

function verb(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

export function approvalNotices(outputs: readonly ApproveBusinessUsersOutput[], nameOf: NameOf): Notice[] {
  const approved = outputs.flatMap((output) => output.approved);
  const alreadyApproved = outputs.flatMap((output) => output.alreadyApproved);
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
      message: `${nameList(alreadyApproved.map(nameOf))} ${verb(alreadyApproved.length, 'was', 'were')} already approved: no e-mail was sent again.`,
    });
  }
  if (notFound.length > 0) {
    notices.push({
      kind: 'failure',
      message: `${nameList(notFound.map(nameOf))} no longer ${verb(notFound.length, 'exists', 'exist')}: not approved.`,
    });
  }
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

export function deletionNotices(outputs: readonly DeleteUsersOutput[], nameOf: NameOf): Notice[] {
  const deleted = outputs.flatMap((output) => output.deleted);
  const notFound = outputs.flatMap((output) => output.notFound);
  const alreadyInTrash = outputs.flatMap((output) => output.alreadyInTrash);
  const accountFailures = outputs.flatMap((output) => output.accountFailures);
  const ownAccountSkipped = outputs.some((output) => (output.ownAccountSkipped ?? []).length > 0);
  const notices: Notice[] = [];
  if (deleted.length > 0) {
    notices.push({
      kind: 'success',
      message: `Moved ${countOf(deleted.length, 'user')} to the trash: ${nameList(deleted.map(nameOf))}.`,
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
      message: `${nameList(alreadyInTrash.map(nameOf))} ${verb(alreadyInTrash.length, 'was', 'were')} not deleted: the trash still keeps an earlier deletion under the same id. Restore it or delete it forever first.`,
    });
  }
  if (accountFailures.length > 0) {
    notices.push({
      kind: 'failure',
      message: `${nameList(accountFailures.map((failure) => nameOf(failure.userId)))} ${verb(accountFailures.length, 'is', 'are')} in the trash, but the sign-in account could not be disabled yet: ${accountFailureReasons(accountFailures)} The daily cleanup tries again.`,
    });
  }
  if (ownAccountSkipped) {
    notices.push({ kind: 'success', message: 'Your own account matched too: it was not deleted.' });
  }
  return notices;
}

function accountFailureReasons(failures: readonly { message: string }[]): string {
  return [...new Set(failures.map((failure) => failure.message))].join(' ');
}

// Restored or deleted forever meanwhile (another tab): nothing left to do for them.
function notInTrashNotice(notInTrash: readonly string[], nameOf: NameOf): Notice[] {
  if (notInTrash.length === 0) return [];
  return [
    {
      kind: 'success',
      message: `${nameList(notInTrash.map(nameOf))} ${verb(notInTrash.length, 'is', 'are')} no longer in the trash.`,
    },
  ];
}

export function restoreNotices(output: RestoreUsersOutput, nameOf: NameOf): Notice[] {
  const { restored, idInUse, notInTrash, accountFailures } = output;
  const notices: Notice[] = [];
  if (restored.length > 0) {
    notices.push({
      kind: 'success',
      message: `Restored ${countOf(restored.length, 'user')}: ${nameList(restored.map(nameOf))}.`,
    });
  }
  if (idInUse.length > 0) {
    notices.push({
      kind: 'failure',
      message: `${nameList(idInUse.map(nameOf))} ${verb(idInUse.length, 'was', 'were')} not restored: the app has written a new record under the same id since, and it is not overwritten.`,
    });
  }
  notices.push(...notInTrashNotice(notInTrash, nameOf));
  if (accountFailures.length > 0) {
    notices.push({
      kind: 'failure',
      message: `The records of ${nameList(accountFailures.map(({ userId }) => nameOf(userId)))} are back, but the sign-in account could not be enabled: ${accountFailureReasons(accountFailures)} Restore again to retry.`,
    });
  }
  return notices;
}

export function deleteForeverNotices(output: DeleteUsersForeverOutput, nameOf: NameOf): Notice[] {
  const { deleted, accountKept, notInTrash, accountFailures } = output;
  const notices: Notice[] = [];
  if (deleted.length > 0) {
    notices.push({
      kind: 'success',
      message: `Deleted ${countOf(deleted.length, 'user')} forever: ${nameList(deleted.map(nameOf))}.`,
    });
  }
  if (accountKept.length > 0) {
    notices.push({
      kind: 'success',
      message: `Deleted the kept records of ${nameList(accountKept.map(nameOf))} forever. The sign-in account is kept: a user of the app has the id again.`,
    });
  }
  notices.push(...notInTrashNotice(notInTrash, nameOf));
  if (accountFailures.length > 0) {
    notices.push({
      kind: 'failure',
      message: `The sign-in account of ${nameList(accountFailures.map(({ userId }) => nameOf(userId)))} could not be deleted: ${accountFailureReasons(accountFailures)} They stay in the trash; delete forever again to retry.`,
    });
  }
  return notices;
}
