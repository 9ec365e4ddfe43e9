import { outboxEntryPath, outboxEntrySchema } from '@management-center/contract';
import { useLiveDatabaseValue } from '../../../lib/database/live-database.ts';

// An entry the console cannot read shows as none on record rather than breaking the user's page.
const storedEntrySchema = outboxEntrySchema.nullable().catch(null);

/** One outbox entry (an e-mail to a user), live: undefined while reading, null when there is none. */
export function useOutboxEntry(entryId: string) {
  return useLiveDatabaseValue(outboxEntryPath(entryId), storedEntrySchema);
}
