import { callableNames } from '@management-center/contract';
import { approvalNotices, deletionNotices, retryNotices } from '../outcome-notices.ts';
import { useBatchedUserMutation, useBulkUserMutation } from './use-user-mutation.ts';

export function useDeleteUsers() {
  return useBulkUserMutation({
    name: callableNames.deleteUsers,
    notices: deletionNotices,
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
