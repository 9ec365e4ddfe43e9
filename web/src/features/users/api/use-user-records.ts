import { businessUserPath, normalUserPath } from '@management-center/contract';
import { useLiveDatabaseValue } from '../../../lib/database/live-database.ts';
import type { StoredUserRecord } from '../user-record.ts';
import { storedUserRecordSchema } from '../user-record.ts';

interface UserRecords {
  // Undefined while reading, null when the collection has no record with this id.
  normal: StoredUserRecord | null | undefined;
  business: StoredUserRecord | null | undefined;
  error: Error | null;
}

/** The id's record in each collection, live: a user deleted meanwhile turns into the not-found state. */
export function useUserRecords(userId: string): UserRecords {
  const normal = useLiveDatabaseValue(normalUserPath(userId), storedUserRecordSchema);
  const business = useLiveDatabaseValue(businessUserPath(userId), storedUserRecordSchema);
  return { normal: normal.data, business: business.data, error: normal.error ?? business.error };
}
