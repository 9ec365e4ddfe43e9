import { approvalOutboxEntryId, outboxEntryPath, outboxEntrySchema } from '@management-center/contract';
import { useLiveDatabaseValue } from '../../../lib/live-database.ts';

// An entry the console cannot read shows as none on record rather than breaking the user's page.
const storedEntrySchema = outboxEntrySchema.nullable().catch(null);

/** The outbox entry of the user's approval e-mail, live: undefined while reading, null when there is none. */
export function useApprovalEmailDelivery(userId: string) {
  return useLiveDatabaseValue(outboxEntryPath(approvalOutboxEntryId(userId)), storedEntrySchema);
}
