import { databasePaths, feedbackAwaitingApproval } from '@management-center/contract';
import { useMemo } from 'react';
import { z } from 'zod';
import { useLiveDatabaseValue } from '../../../lib/live-database.ts';

// The users node is kept as read; the contract's rule picks the unapproved feedback out of it and skips records
// of another shape, so one odd record never hides the list.
const usersNodeSchema = z.unknown();

export function useFeedbackAwaitingApproval() {
  const users = useLiveDatabaseValue(databasePaths.normalUsers, usersNodeSchema);
  const entries = useMemo(
    () => (users.isSuccess ? feedbackAwaitingApproval(users.data) : undefined),
    [users.isSuccess, users.data],
  );
  return { entries, error: users.error };
}
