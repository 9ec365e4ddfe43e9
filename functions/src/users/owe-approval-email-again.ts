import { isDeepStrictEqual } from 'node:util';
import { approvalOutboxEntryId, outboxEntryPath, outboxEntrySchema } from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { type ApprovedUser, approvalEmailRequest } from '../email/owed-approval-emails.ts';
import { transactionAcrossReconnects } from '../platform/transaction.ts';

export interface RetryCandidate extends ApprovedUser {
  // The outcome kept on the user says the last e-mail failed: the one record of an approval older than the outbox.
  failedOnRecord: boolean;
}

// The entry as the database gives it back: keys without a value are not stored.
function asStored(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/**
 * Owes the user its approval e-mail again when its delivery failed, in one transaction on its outbox entry: of
 * two retries at once, only one finds it failed, so the user is e-mailed once. A run after the connection dropped
 * during the commit that finds an entry this call proposed knows the e-mail is owed by this call.
 */
export async function oweApprovalEmailAgain(
  realtimeDatabase: Database,
  user: RetryCandidate,
): Promise<boolean> {
  let owed = false;
  // Every value a run of this call proposed: a later run (on the SDK's cache, then on the server) proposes anew.
  const proposed: unknown[] = [];
  const propose = (value: unknown) => {
    const entry = asStored(value);
    proposed.push(entry);
    owed = true;
    return entry;
  };
  // Every run returns a value (the stored one when nothing is owed): the SDK's first run is on its cache, which
  // may be stale, and only the server may decide. See outbox-lease.ts.
  const { committed } = await transactionAcrossReconnects(
    realtimeDatabase.ref(outboxEntryPath(approvalOutboxEntryId(user.userId))),
    (stored) => {
      if (proposed.some((value) => isDeepStrictEqual(stored, value))) {
        owed = true;
        return stored;
      }
      const now = Date.now();
      const entry = outboxEntrySchema.safeParse(stored);
      if (entry.success && entry.data.delivery?.state === 'failed') {
        // What SendGrid reported of an earlier send is not news of the e-mail owed now.
        const { recipient: _earlierSend, ...owedEntry } = entry.data;
        return propose({
          ...owedEntry,
          delivery: { ...entry.data.delivery, state: 'pending', attempts: 0 },
          dueAt: now,
        });
      }
      if (stored === null && user.failedOnRecord) {
        return propose({ request: approvalEmailRequest(user, now), dueAt: now });
      }
      owed = false;
      return stored;
    },
  );
  return committed && owed;
}
