import {
  accountEmailKinds,
  deliveryStates,
  type OutboxDelivery,
  type OutboxRequest,
} from '@management-center/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeliveryChange } from './delivery-updates.ts';
import type { OpenInvitation } from './open-invitations.ts';
import {
  accountUnreadMessage,
  deliveriesAfterSend,
  invitationClosedMessage,
  maxSendAttempts,
  noSignInEmailMessage,
  notApprovedMessage,
  planOutboxRound,
  type RoundLookups,
  type RoundTiming,
  type StoredEntry,
  sendingLeaseMs,
  stillOwed,
} from './outbox-round-plan.ts';
import type { SignInAddress } from './sign-in-addresses.ts';

const timing: RoundTiming = { now: 1_000_000, retryDelaySeconds: 30 };

const approval = (userId: string, username = 'Tidal Swim Academy'): OutboxRequest => ({
  kind: 'businessApproval',
  userId,
  username,
  owedAt: 1,
});
const invitation = (userId: string): OutboxRequest => ({
  kind: 'teamInvitation',
  userId,
  invitedBy: 'owner@example.com',
  role: 'support',
  owedAt: 1,
});
const passwordReset = (userId: string): OutboxRequest => ({
  kind: 'passwordReset',
  userId,
  requestedBy: 'support@example.com',
  owedAt: 1,
});

function stored(entryId: string, request: OutboxRequest, delivery?: Partial<OutboxDelivery>): StoredEntry {
  return {
    entryId,
    entry: {
      request,
      dueAt: 1,
      ...(delivery ? { delivery: { state: 'pending', attempts: 0, updatedAt: 1, ...delivery } } : {}),
    },
  };
}

const openInvitation: OpenInvitation = {
  link: 'https://console.example/invitation#secret',
  expiresAt: 9_000_000,
};

function lookups(overrides: Partial<RoundLookups> = {}): RoundLookups {
  return {
    approved: new Set(['u1']),
    existing: new Set(['u1']),
    invitations: new Map([['u1', openInvitation]]),
    addresses: new Map<string, SignInAddress>([['u1', { email: 'u1@example.com' }]]),
    ...overrides,
  };
}

describe('stillOwed', () => {
  it('owes a send for an entry never tried, pending or failed, and none once sent or being sent', () => {
    expect(stillOwed(stored('e', approval('u1')))).toBe(true);
    expect(stillOwed(stored('e', approval('u1'), { state: 'pending' }))).toBe(true);
    expect(stillOwed(stored('e', approval('u1'), { state: 'failed' }))).toBe(true);
    expect(stillOwed(stored('e', approval('u1'), { state: 'sent' }))).toBe(false);
    expect(stillOwed(stored('e', approval('u1'), { state: 'sending' }))).toBe(false);
  });
});

describe('planOutboxRound', () => {
  it('only takes off the queue an entry sent or being sent that a repeated write owed again', () => {
    const plan = planOutboxRound(
      [
        stored('sent', approval('u1'), { state: 'sent' }),
        stored('sending', approval('u1'), { state: 'sending' }),
      ],
      lookups(),
      timing,
    );
    expect(plan).toEqual({
      offQueue: ['sent', 'sending'],
      settled: [],
      claims: [],
      approvalEmails: [],
      invitationEmails: [],
      accountEmails: [],
    });
  });

  it('claims an approval e-mail with the sender lease, to the sign-in address, greeting the cleaned name', () => {
    const plan = planOutboxRound([stored('e1', approval('u1', '  Tidal\n<Swim>  '))], lookups(), timing);
    expect(plan.claims).toEqual([
      {
        entryId: 'e1',
        userId: 'u1',
        userExists: true,
        state: 'sending',
        attempts: 1,
        to: 'u1@example.com',
        leaseUntil: timing.now + sendingLeaseMs,
      },
    ]);
    expect(plan.approvalEmails).toEqual([{ entryId: 'e1', email: 'u1@example.com', name: 'Tidal Swim' }]);
    expect(plan.settled).toEqual([]);
  });

  it('counts the attempt after those already made', () => {
    const plan = planOutboxRound(
      [stored('e1', approval('u1'), { state: 'pending', attempts: 3 })],
      lookups(),
      timing,
    );
    expect(plan.claims.map((claim) => claim.attempts)).toEqual([4]);
  });

  it('claims an invitation e-mail with the open invitation link, and keeps its outcome off any user', () => {
    const plan = planOutboxRound([stored('e1', invitation('u1'))], lookups(), timing);
    expect(plan.claims.map(({ userExists, state }) => ({ userExists, state }))).toEqual([
      { userExists: false, state: 'sending' },
    ]);
    expect(plan.invitationEmails).toEqual([
      {
        entryId: 'e1',
        email: 'u1@example.com',
        role: 'support',
        invitedBy: 'owner@example.com',
        link: openInvitation.link,
        expiresAt: openInvitation.expiresAt,
      },
    ]);
  });

  it.each(accountEmailKinds)('claims a %s e-mail as a sign-in account e-mail of that kind', (kind) => {
    const plan = planOutboxRound(
      [stored('e1', { kind, userId: 'u1', requestedBy: 'support@example.com', owedAt: 1 })],
      lookups(),
      timing,
    );
    expect(plan.accountEmails).toEqual([{ entryId: 'e1', kind, email: 'u1@example.com' }]);
    expect(plan.claims.map(({ userExists }) => userExists)).toEqual([false]);
  });

  it('fails an approval e-mail of a user no longer approved, writing its outcome only while the user exists', () => {
    const plan = planOutboxRound(
      [stored('kept', approval('u1')), stored('gone', approval('u2'))],
      lookups({ approved: new Set() }),
      timing,
    );
    expect(plan.settled).toEqual([
      {
        entryId: 'kept',
        userId: 'u1',
        userExists: true,
        state: 'failed',
        attempts: 0,
        lastError: notApprovedMessage,
      },
      {
        entryId: 'gone',
        userId: 'u2',
        userExists: false,
        state: 'failed',
        attempts: 0,
        lastError: notApprovedMessage,
      },
    ]);
    expect(plan.claims).toEqual([]);
  });

  it('fails an invitation e-mail whose invitation is no longer open', () => {
    const plan = planOutboxRound(
      [stored('e1', invitation('u1'))],
      lookups({ invitations: new Map() }),
      timing,
    );
    expect(plan.settled).toEqual([
      {
        entryId: 'e1',
        userId: 'u1',
        userExists: false,
        state: 'failed',
        attempts: 0,
        lastError: invitationClosedMessage,
      },
    ]);
  });

  it('says the request is closed before it says the address is missing', () => {
    const none = lookups({ approved: new Set(), invitations: new Map(), addresses: new Map() });
    const plan = planOutboxRound([stored('a', approval('u1')), stored('i', invitation('u1'))], none, timing);
    expect(plan.settled.map(({ lastError }) => lastError)).toEqual([
      notApprovedMessage,
      invitationClosedMessage,
    ]);
  });

  it('fails an e-mail to a user without a sign-in address, or whose address was not looked up', () => {
    const plan = planOutboxRound(
      [stored('missing', passwordReset('u1')), stored('unknown', passwordReset('u9'))],
      lookups({ addresses: new Map([['u1', { missing: true }]]) }),
      timing,
    );
    expect(plan.settled.map(({ entryId, state, lastError }) => ({ entryId, state, lastError }))).toEqual([
      { entryId: 'missing', state: 'failed', lastError: noSignInEmailMessage },
      { entryId: 'unknown', state: 'failed', lastError: noSignInEmailMessage },
    ]);
  });

  it('counts an unread address as an attempt, due again after a back-off that doubles each time', () => {
    const unread = lookups({ addresses: new Map([['u1', { unread: true }]]) });
    const dueAfter = [1, 2, 3, 4].map((attempts) => {
      const [change] = planOutboxRound(
        [stored('e1', approval('u1'), { state: 'pending', attempts: attempts - 1 })],
        unread,
        timing,
      ).settled;
      expect(change).toMatchObject({ state: 'pending', attempts, lastError: accountUnreadMessage });
      return (change?.dueAt ?? 0) - timing.now;
    });
    expect(dueAfter).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('gives up on an unread address once the attempts run out', () => {
    const plan = planOutboxRound(
      [stored('e1', approval('u1'), { state: 'pending', attempts: maxSendAttempts - 1 })],
      lookups({ addresses: new Map([['u1', { unread: true }]]) }),
      timing,
    );
    expect(plan.settled).toEqual([
      {
        entryId: 'e1',
        userId: 'u1',
        userExists: true,
        state: 'failed',
        attempts: maxSendAttempts,
        lastError: `${accountUnreadMessage} Gave up after ${maxSendAttempts} attempts.`,
      },
    ]);
  });

  const request = fc.oneof(
    fc.constantFrom('u1', 'u2', 'u3').map(approval),
    fc.constantFrom('u1', 'u2', 'u3').map(invitation),
    fc.constantFrom('u1', 'u2', 'u3').map(passwordReset),
  );
  const delivery = fc.option(
    fc.record({
      state: fc.constantFrom(...deliveryStates),
      attempts: fc.nat(maxSendAttempts),
    }),
    { nil: undefined },
  );
  const userIds = fc.subarray(['u1', 'u2', 'u3']);
  const address = fc.constantFrom<SignInAddress>(
    { email: 'x@example.com' },
    { missing: true },
    { unread: true },
  );
  const roundLookups: fc.Arbitrary<RoundLookups> = fc.record({
    approved: userIds.map((ids) => new Set(ids)),
    existing: userIds.map((ids) => new Set(ids)),
    invitations: userIds.map((ids) => new Map(ids.map((id) => [id, openInvitation]))),
    addresses: fc
      .tuple(userIds, fc.array(address, { minLength: 3, maxLength: 3 }))
      .map(([ids, kinds]) => new Map(ids.map((id, index) => [id, kinds[index] ?? { missing: true }]))),
  });

  it('gives every entry read exactly one fate, and every claim exactly one e-mail', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), request, delivery), {
          selector: ([entryId]) => entryId,
          maxLength: 20,
        }),
        roundLookups,
        (drawn, round) => {
          const entries = drawn.map(([entryId, owed, last]) => stored(entryId, owed, last));
          const plan = planOutboxRound(entries, round, timing);
          const fates = [
            ...plan.offQueue,
            ...plan.settled.map((change) => change.entryId),
            ...plan.claims.map((change) => change.entryId),
          ];
          expect(fates.sort()).toEqual(entries.map(({ entryId }) => entryId).sort());
          const emails = [...plan.approvalEmails, ...plan.invitationEmails, ...plan.accountEmails];
          expect(emails.map(({ entryId }) => entryId).sort()).toEqual(
            plan.claims.map(({ entryId }) => entryId).sort(),
          );
          expect(plan.offQueue).toEqual(
            entries.filter((entry) => !stillOwed(entry)).map(({ entryId }) => entryId),
          );
          // A claim and an unread address are attempts; a closed request or a missing address is none.
          for (const change of [...plan.settled, ...plan.claims]) {
            const before = entries.find(({ entryId }) => entryId === change.entryId)?.entry.delivery;
            const attempted =
              change.state === 'sending' || change.lastError?.startsWith(accountUnreadMessage) === true;
            expect(change.attempts).toBe((before?.attempts ?? 0) + (attempted ? 1 : 0));
          }
        },
      ),
    );
  });
});

describe('deliveriesAfterSend', () => {
  const claim: DeliveryChange = {
    entryId: 'e1',
    userId: 'u1',
    userExists: true,
    state: 'sending',
    attempts: 2,
    to: 'u1@example.com',
    leaseUntil: timing.now + sendingLeaseMs,
  };
  const settled = { entryId: 'e1', userId: 'u1', userExists: true, attempts: 2, to: 'u1@example.com' };

  it('marks a sent e-mail sent with its message id, and lets go of the lease', () => {
    expect(
      deliveriesAfterSend([claim], [{ entryId: 'e1', result: 'sent', messageId: 'm1' }], timing),
    ).toEqual([{ ...settled, state: 'sent', messageId: 'm1' }]);
  });

  it('fails an e-mail the service refused, or may have taken, with its message', () => {
    expect(
      deliveriesAfterSend([claim], [{ entryId: 'e1', result: 'failed', message: 'Refused.' }], timing),
    ).toEqual([{ ...settled, state: 'failed', lastError: 'Refused.' }]);
  });

  it('leaves an e-mail the service did not take due again after the back-off of its attempt', () => {
    expect(
      deliveriesAfterSend([claim], [{ entryId: 'e1', result: 'retry', message: 'Unavailable.' }], timing),
    ).toEqual([{ ...settled, state: 'pending', lastError: 'Unavailable.', dueAt: timing.now + 60_000 }]);
  });

  it('gives up on an e-mail the service did not take at the last attempt', () => {
    expect(
      deliveriesAfterSend(
        [{ ...claim, attempts: maxSendAttempts }],
        [{ entryId: 'e1', result: 'retry', message: 'Unavailable.' }],
        timing,
      ),
    ).toEqual([
      {
        ...settled,
        attempts: maxSendAttempts,
        state: 'failed',
        lastError: `Unavailable. Gave up after ${maxSendAttempts} attempts.`,
      },
    ]);
  });

  it('changes nothing for an outcome of no claim of the round', () => {
    expect(
      deliveriesAfterSend([claim], [{ entryId: 'other', result: 'sent', messageId: 'm1' }], timing),
    ).toEqual([]);
  });
});
