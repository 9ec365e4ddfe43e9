import {
  approvalEmailField,
  businessUserPath,
  type DeliveryState,
  outboxEntryPath,
} from '@management-center/contract';

/** Where one entry's delivery goes next, and the time it is due again if it is still owed. */
export interface DeliveryChange {
  entryId: string;
  userId: string;
  // False once the user is gone: writing the outcome would bring back a record the administrator deleted.
  userExists: boolean;
  state: DeliveryState;
  attempts: number;
  to?: string;
  lastError?: string;
  messageId?: string;
  leaseUntil?: number;
  dueAt?: number;
}

// The approval e-mail's last outcome is also kept on the business user, where the read models find the failed ones
// for the users screen. A state on the way (pending, sending) leaves it as it was.
function storedOutcome(change: DeliveryChange, at: object) {
  if (change.state === 'sent') return { status: 'sent', at };
  if (change.state === 'failed') return { status: 'failed', at, message: change.lastError ?? '' };
  return undefined;
}

/**
 * The paths of one multi-path update that moves every entry to its next delivery state: each delivery is written
 * whole, so a field of an earlier state (a lease, an error) never lingers. `at` is the database's clock placeholder.
 */
export function deliveryUpdates(changes: readonly DeliveryChange[], at: object): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  for (const change of changes) {
    const { entryId, userId, userExists, dueAt, ...delivery } = change;
    const entry = outboxEntryPath(entryId);
    updates[`${entry}/delivery`] = {
      ...Object.fromEntries(Object.entries(delivery).filter(([, value]) => value !== undefined)),
      updatedAt: at,
      ...(change.state === 'sent' ? { sentAt: at } : {}),
    };
    updates[`${entry}/dueAt`] = dueAt ?? null;
    const outcome = storedOutcome(change, at);
    if (outcome && userExists) updates[`${businessUserPath(userId)}/${approvalEmailField}`] = outcome;
  }
  return updates;
}
