import {
  approveBusinessUsersOutputSchema,
  callableNames,
  deleteUsersOutputSchema,
  retryApprovalEmailsOutputSchema,
} from '@management-center/contract';
import { approvalNotices, deletionNotices, retryNotices } from '../outcome-notices.ts';
import { useBatchedUserMutation, useBulkUserMutation } from './use-user-mutation.ts';

export function useDeleteUsers() {
  return useBulkUserMutation({
    name: callableNames.deleteUsers,
    outputSchema: deleteUsersOutputSchema,
    notices: deletionNotices,
  });
}

export function useApproveBusinessUsers() {
  return useBulkUserMutation({
    name: callableNames.approveBusinessUsers,
    outputSchema: approveBusinessUsersOutputSchema,
    notices: approvalNotices,
  });
}

export function useRetryApprovalEmails() {
  return useBatchedUserMutation({
    name: callableNames.retryApprovalEmails,
    outputSchema: retryApprovalEmailsOutputSchema,
    notices: retryNotices,
  });
}
