import { combineUserCollections, databasePaths, type UserRow } from '@management-center/contract';
import { useMemo } from 'react';
import { z } from 'zod';
import { useLiveDatabaseValue } from '../../../lib/live-database.ts';
import { type FailedApprovalEmail, failedApprovalEmails } from '../approval-email-failures.ts';

// Kept as read: the contract's list rules parse every record leniently, so one odd record never hides the rest.
const storedCollectionSchema = z.unknown();

interface UserList {
  // Undefined until both collections have been read.
  rows: UserRow[] | undefined;
  failedEmails: FailedApprovalEmail[];
  error: Error | null;
}

/** Both user collections, live: every change by anyone re-renders the list without a reload. */
export function useUserList(): UserList {
  const normalUsers = useLiveDatabaseValue(databasePaths.normalUsers, storedCollectionSchema);
  const businessUsers = useLiveDatabaseValue(databasePaths.businessUsers, storedCollectionSchema);
  const loaded = normalUsers.isSuccess && businessUsers.isSuccess;
  const rows = useMemo(
    () => (loaded ? combineUserCollections(normalUsers.data, businessUsers.data) : undefined),
    [loaded, normalUsers.data, businessUsers.data],
  );
  const failedEmails = useMemo(
    () => (businessUsers.isSuccess ? failedApprovalEmails(businessUsers.data) : []),
    [businessUsers.isSuccess, businessUsers.data],
  );
  return { rows, failedEmails, error: normalUsers.error ?? businessUsers.error };
}
