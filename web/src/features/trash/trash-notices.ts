import type { DeleteUsersForeverOutput, RestoreUsersOutput } from '@management-center/contract';
import type { Notice } from '../../lib/notices/notify.ts';
import { countOf, nameList } from '../../lib/users/user-names.ts';
import { accountFailureReasons, type NameOf, verbFor } from '../../lib/users/user-notices.ts';

// Restored or deleted forever meanwhile (another tab): nothing left to do for them.
function notInTrashNotice(notInTrash: readonly string[], nameOf: NameOf): Notice[] {
  if (notInTrash.length === 0) return [];
  return [
    {
      kind: 'success',
      message: `${nameList(notInTrash.map(nameOf))} ${verbFor(notInTrash.length, 'is', 'are')} no longer in the trash.`,
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
      message: `${nameList(idInUse.map(nameOf))} ${verbFor(idInUse.length, 'was', 'were')} not restored: the app has written a new record under the same id since, and it is not overwritten.`,
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
