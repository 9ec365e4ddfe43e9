import { callableNames, type SeenVersion } from '@management-center/contract';
import { notifyCallableFailure } from '../../../lib/callables/callable-failures.ts';
import { undoDeletion } from '../../../lib/notices/undo-deletion.ts';
import { approvalNotices, deletionNotices, retryNotices } from '../outcome-notices.ts';
import { type ShownUser, useBatchedUserMutation, useBulkUserMutation } from './use-user-mutation.ts';

// Undo from the notification of a deletion: the users come back from the trash, as the Activity page's Undo does.
async function restoreDeleted(userIds: readonly string[]): Promise<void> {
  await undoDeletion(userIds).catch(notifyCallableFailure);
}

export function useDeleteUsers() {
  return useBulkUserMutation({
    name: callableNames.deleteUsers,
    notices: (outputs, nameOf) => deletionNotices(outputs, nameOf, restoreDeleted),
  });
}

// The certification each row showed goes with its approval: one changed since is not approved.
function seenCertifications(userIds: readonly string[], users: readonly ShownUser[]): SeenVersion[] {
  const named = new Set(userIds);
  const seen = new Map<string, string>();
  for (const { id, certificationVersion } of users) {
    if (named.has(id) && certificationVersion !== undefined) seen.set(id, certificationVersion);
  }
  return [...seen].map(([userId, version]) => ({ userId, version }));
}

export function useApproveBusinessUsers() {
  return useBulkUserMutation({
    name: callableNames.approveBusinessUsers,
    notices: approvalNotices,
    idsInput: (userIds, users) => ({ userIds, seen: seenCertifications(userIds, users) }),
  });
}

export function useRetryApprovalEmails() {
  return useBatchedUserMutation({
    name: callableNames.retryApprovalEmails,
    notices: retryNotices,
  });
}
