import { normalUserPath } from '@management-center/contract';
import { useMemo } from 'react';
import { z } from 'zod';
import { useLiveDatabaseValue } from '../../../lib/database/live-database.ts';
import { readUserFeedback } from '../feedback-record.ts';

const userRecordSchema = z.unknown();

/** `userId` must be a valid database key: the SDK throws on a path with . $ # [ ] in it. */
export function useUserFeedback(userId: string) {
  const record = useLiveDatabaseValue(normalUserPath(userId), userRecordSchema);
  const userFeedback = useMemo(
    () => (record.isSuccess ? readUserFeedback(record.data) : undefined),
    [record.isSuccess, record.data],
  );
  return { isPending: record.isPending, error: record.error, userFeedback };
}
