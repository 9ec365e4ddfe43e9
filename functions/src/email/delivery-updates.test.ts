import { describe, expect, it } from 'vitest';
import { deliveryUpdates } from './delivery-updates.ts';

const at = { '.sv': 'timestamp' };

describe('deliveryUpdates', () => {
  it('writes a sent delivery whole, takes the entry off the queue and keeps the outcome on the user', () => {
    expect(
      deliveryUpdates(
        [{ entryId: 'e1', userId: 'u1', userExists: true, state: 'sent', attempts: 2, to: 'a@example.com' }],
        at,
      ),
    ).toEqual({
      'mailOutbox/e1/delivery': {
        state: 'sent',
        attempts: 2,
        to: 'a@example.com',
        updatedAt: at,
        sentAt: at,
      },
      'mailOutbox/e1/dueAt': null,
      'business-users/u1/approvalEmail': { status: 'sent', at },
    });
  });

  it('keeps a pending entry due, leaves the user as it was, and writes no field left undefined', () => {
    const updates = deliveryUpdates(
      [
        {
          entryId: 'e2',
          userId: 'u2',
          userExists: true,
          state: 'pending',
          attempts: 1,
          lastError: 'down',
          to: undefined,
          dueAt: 1234,
        },
      ],
      at,
    );
    expect(updates).toEqual({
      'mailOutbox/e2/delivery': { state: 'pending', attempts: 1, lastError: 'down', updatedAt: at },
      'mailOutbox/e2/dueAt': 1234,
    });
  });

  it('never writes the outcome of a user that is gone, which would bring its record back', () => {
    expect(
      deliveryUpdates(
        [{ entryId: 'e3', userId: 'u3', userExists: false, state: 'failed', attempts: 1, lastError: 'x' }],
        at,
      ),
    ).not.toHaveProperty('business-users/u3/approvalEmail');
    expect(
      deliveryUpdates(
        [{ entryId: 'e4', userId: 'u4', userExists: true, state: 'failed', attempts: 1, lastError: 'x' }],
        at,
      )['business-users/u4/approvalEmail'],
    ).toEqual({ status: 'failed', at, message: 'x' });
  });
});
