import {
  approveBusinessUsersOutputSchema,
  callableNames,
  deleteUsersOutputSchema,
  retryApprovalEmailsOutputSchema,
} from '@management-center/contract';
import { approvalNotices, deletionNotices, retryNotices } from '../outcome-notices.ts';
import { useBatchedUserMutation } from './use-batched-user-mutation.ts';

export function useDeleteUsers() {
  return useBatchedUserMutation({
    name: callableNames.deleteUsers,
    outputSchema: deleteUsersOutputSchema,
    notices: deletionNotices,
  });
}

export function useApproveBusinessUsers() {
  return useBatchedUserMutation({
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
