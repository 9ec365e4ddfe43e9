import { callableNames } from '@management-center/contract';
import { notifyCallableFailure } from '../../../lib/callable-failures.ts';
import { undoDeletion } from '../../../lib/undo-deletion.ts';
import { approvalNotices, deletionNotices, retryNotices } from '../outcome-notices.ts';
import { useBatchedUserMutation, useBulkUserMutation } from './use-user-mutation.ts';

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

export function useApproveBusinessUsers() {
  return useBulkUserMutation({
    name: callableNames.approveBusinessUsers,
    notices: approvalNotices,
  });
}

export function useRetryApprovalEmails() {
  return useBatchedUserMutation({
    name: callableNames.retryApprovalEmails,
    notices: retryNotices,
  });
}
