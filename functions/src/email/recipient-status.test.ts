import { maxRecipientReasonLength, type OutboxRecipient } from '@management-center/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laterRecipientStatus, recipientStatusOf } from './recipient-status.ts';

const event = { timestamp: 1_795_000_000, sg_event_id: 'event-1', email: 'a@example.com' };

describe('recipientStatusOf', () => {
  it('reads delivered, bounce, dropped and deferred events, with their reason, at their time in milliseconds', () => {
    expect(recipientStatusOf({ ...event, event: 'delivered', response: '250 OK' })).toEqual({
      state: 'delivered',
      at: 1_795_000_000_000,
      eventId: 'event-1',
    });
    expect(
      recipientStatusOf({ ...event, event: 'bounce', type: 'bounce', reason: '550 5.1.1 No such user ' }),
    ).toEqual({
      state: 'bounced',
      reason: '550 5.1.1 No such user',
      at: 1_795_000_000_000,
      eventId: 'event-1',
    });
    expect(recipientStatusOf({ ...event, event: 'dropped', reason: 'Bounced Address' })).toMatchObject({
      state: 'dropped',
      reason: 'Bounced Address',
    });
    expect(recipientStatusOf({ ...event, event: 'deferred', response: '421 try again later' })).toMatchObject(
      {
        state: 'deferred',
        reason: '421 try again later',
      },
    );
  });

  it('keeps no empty reason, and shortens a long one', () => {
    expect(recipientStatusOf({ ...event, event: 'bounce', reason: '  ' })).not.toHaveProperty('reason');
    expect(
      recipientStatusOf({ ...event, event: 'bounce', reason: 'x'.repeat(maxRecipientReasonLength + 10) })
        ?.reason,
    ).toHaveLength(maxRecipientReasonLength);
  });

  it('says nothing for events about anything but delivery', () => {
    for (const name of ['processed', 'open', 'click', 'spamreport', 'unsubscribe', 'constructor']) {
      expect(recipientStatusOf({ ...event, event: name })).toBeUndefined();
    }
  });
});

const deferred = (at: number, eventId = `deferred-${at}`): OutboxRecipient => ({
  state: 'deferred',
  reason: '421 later',
  at,
  eventId,
});
const delivered = (at: number, eventId = `delivered-${at}`): OutboxRecipient => ({
  state: 'delivered',
  at,
  eventId,
});
const bounced = (at: number, eventId = `bounced-${at}`): OutboxRecipient => ({
  state: 'bounced',
  reason: '550 No such user',
  at,
  eventId,
});

describe('laterRecipientStatus', () => {
  it('takes the first status, and a later one', () => {
    expect(laterRecipientStatus(undefined, deferred(1))).toEqual(deferred(1));
    expect(laterRecipientStatus(deferred(1), deferred(2))).toEqual(deferred(2));
    expect(laterRecipientStatus(delivered(1), bounced(2))).toEqual(bounced(2));
  });

  it('keeps the stored status, the same object, for a replay or an older event', () => {
    const stored = delivered(5);
    expect(laterRecipientStatus(stored, { ...stored })).toBe(stored);
    expect(laterRecipientStatus(stored, bounced(4))).toBe(stored);
  });

  it('never lets a deferral reported late replace a final state, which replaces any deferral', () => {
    expect(laterRecipientStatus(delivered(1), deferred(9))).toEqual(delivered(1));
    expect(laterRecipientStatus(deferred(9), bounced(1))).toEqual(bounced(1));
  });

  it('orders two events of the same second by their ids, whichever arrives first', () => {
    expect(laterRecipientStatus(delivered(3, 'a'), bounced(3, 'b'))).toEqual(bounced(3, 'b'));
    expect(laterRecipientStatus(bounced(3, 'b'), delivered(3, 'a'))).toEqual(bounced(3, 'b'));
  });

  it('ends with the same status for any order and any replays of the same events', () => {
    const statuses = fc.oneof(
      ...[deferred, delivered, bounced].map((make) =>
        fc
          .record({ at: fc.integer({ min: 0, max: 5 }), id: fc.constantFrom('a', 'b', 'c') })
          .map(({ at, id }) => make(at, `${make(0).state}-${at}-${id}`)),
      ),
    );
    // Each event arrives once, some again, in any order.
    const arrivals = fc
      .array(statuses, { minLength: 1, maxLength: 8 })
      .chain((events) =>
        fc
          .subarray(events)
          .chain((replays) =>
            fc.tuple(
              fc.constant(events),
              fc.shuffledSubarray([...events, ...replays], { minLength: events.length + replays.length }),
            ),
          ),
      );
    const fold = (list: readonly OutboxRecipient[]) =>
      list.reduce<OutboxRecipient | undefined>(laterRecipientStatus, undefined);
    fc.assert(
      fc.property(arrivals, ([events, arrival]) => {
        expect(fold(arrival)).toEqual(fold(events));
      }),
    );
  });
});
