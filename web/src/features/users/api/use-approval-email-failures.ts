import {
  type ApprovalEmailFailureEntry,
  approvalEmailFailureEntrySchema,
  readModelPaths,
} from '@management-center/contract';
import { z } from 'zod';
import { useLiveDatabaseRange } from '../../../lib/database/live-database.ts';

// The panel names who did not get the e-mail; a retry goes out in batches, so a bounded list is enough to act on.
const shownFailures = 500;
const failuresSchema = z.array(z.object({ key: z.string(), value: approvalEmailFailureEntrySchema }));

/** Approved business users whose last approval e-mail failed, live, from the list the server keeps. */
export function useApprovalEmailFailures(): ApprovalEmailFailureEntry[] {
  const failures = useLiveDatabaseRange(
    { path: readModelPaths.approvalEmailFailures, orderBy: 'key', limitToFirst: shownFailures },
    failuresSchema,
  );
  return failures.data?.map((child) => child.value) ?? [];
}
