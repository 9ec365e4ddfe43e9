export { approveBusinessUsers } from './approve-business-users.ts';
export { countMatchingUsers } from './count-matching-users.ts';
export { deleteUsers } from './delete-users.ts';
export { deleteUsersForever } from './delete-users-forever.ts';
export { restoreUsers } from './restore-users.ts';
export { retryApprovalEmails } from './retry-approval-emails.ts';
