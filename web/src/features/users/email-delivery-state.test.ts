import type { OutboxDelivery, OutboxEntry } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  accountEmailWording,
  approvalEmailWording,
  deliveryStateText,
  emailDeliveryState,
  recipientStatusText,
} from './email-delivery-state.ts';

const base = { attempts: 1, updatedAt: 1 };

function approvalEmailStateText(delivery: OutboxDelivery | undefined, timeZone?: string): string {
  return deliveryStateText(delivery, approvalEmailWording, timeZone);
}

function approvalEmailState(
  entry: Pick<OutboxEntry, 'delivery' | 'recipient'> | undefined,
  timeZone?: string,
) {
  return emailDeliveryState(entry, approvalEmailWording, timeZone);
}

describe("deliveryStateText, in the approval e-mail's words", () => {
  it('says when and where a sent e-mail went', () => {
    expect(
      approvalEmailStateText(
        { ...base, state: 'sent', to: 'a@example.com', sentAt: Date.UTC(2026, 10, 23, 9, 5) },
        'UTC',
      ),
    ).toBe('Sent to a@example.com on Nov 23, 2026, 9:05 AM.');
  });

  it('says a queued e-mail is retried on its own, with the attempts and the reason', () => {
    expect(
      approvalEmailStateText({
        ...base,
        attempts: 2,
        state: 'pending',
        lastError: 'The e-mail service is unavailable (HTTP 503).',
      }),
    ).toBe(
      'Queued after 2 failed attempts (The e-mail service is unavailable (HTTP 503).); it is tried again automatically.',
    );
    expect(approvalEmailStateText({ ...base, attempts: 0, state: 'pending' })).toBe('Waiting to be sent.');
  });

  it('points a failure to the retry, and says when nothing is on record', () => {
    expect(approvalEmailStateText({ ...base, state: 'failed', lastError: 'Refused.' })).toBe(
      'Failed: Refused. Retry it from the users screen.',
    );
    expect(approvalEmailStateText({ ...base, state: 'sending' })).toBe('Being handed to the e-mail service.');
    expect(approvalEmailStateText(undefined)).toBe(
      'None owed: no approval through the console is on record.',
    );
  });
});

const delivered = { state: 'delivered', at: Date.UTC(2026, 10, 23, 9, 7), eventId: 'e1' } as const;

describe('recipientStatusText', () => {
  it('says when and where the e-mail was delivered', () => {
    expect(recipientStatusText(delivered, 'a@example.com', 'UTC')).toBe(
      'Delivered to a@example.com on Nov 23, 2026, 9:07 AM.',
    );
    expect(recipientStatusText(delivered, undefined, 'UTC')).toBe('Delivered on Nov 23, 2026, 9:07 AM.');
  });

  it('gives the reason of a bounce, a drop and a deferral, or says there was none', () => {
    const reported = { at: 1, eventId: 'e2' };
    expect(recipientStatusText({ ...reported, state: 'bounced', reason: '550 5.1.1 No such user' })).toBe(
      'Bounced: 550 5.1.1 No such user',
    );
    expect(recipientStatusText({ ...reported, state: 'bounced' })).toBe(
      'Bounced: the receiving server gave no reason.',
    );
    expect(recipientStatusText({ ...reported, state: 'dropped', reason: 'Bounced Address' })).toBe(
      'Dropped (the e-mail service did not send it): Bounced Address',
    );
    expect(recipientStatusText({ ...reported, state: 'deferred', reason: '421 Try again later' })).toBe(
      'Deferred (the e-mail service keeps trying): 421 Try again later',
    );
  });
});

describe("emailDeliveryState, in the approval e-mail's words", () => {
  const sent = { ...base, state: 'sent', to: 'a@example.com', sentAt: Date.UTC(2026, 10, 23, 9, 5) } as const;

  it("shows SendGrid's report of a sent e-mail, toned by how it went", () => {
    expect(approvalEmailState({ delivery: sent, recipient: delivered }, 'UTC')).toEqual({
      text: 'Delivered to a@example.com on Nov 23, 2026, 9:07 AM.',
      tone: 'done',
    });
    expect(
      approvalEmailState({
        delivery: sent,
        recipient: { state: 'bounced', reason: 'No such user', at: 2, eventId: 'e3' },
      }),
    ).toEqual({ text: 'Bounced: No such user', tone: 'problem' });
    expect(
      approvalEmailState({ delivery: sent, recipient: { state: 'deferred', at: 2, eventId: 'e4' } }).tone,
    ).toBe('waiting');
  });

  it('shows the delivery while no report came, and while a new send is owed or under way', () => {
    expect(approvalEmailState({ delivery: sent }, 'UTC')).toEqual({
      text: 'Sent to a@example.com on Nov 23, 2026, 9:05 AM.',
      tone: 'done',
    });
    expect(
      approvalEmailState({ delivery: { ...base, state: 'pending', attempts: 0 }, recipient: delivered }),
    ).toEqual({
      text: 'Waiting to be sent.',
      tone: 'waiting',
    });
    expect(approvalEmailState({ delivery: { ...base, state: 'sending' }, recipient: delivered }).tone).toBe(
      'quiet',
    );
    expect(approvalEmailState(undefined)).toEqual({
      text: 'None owed: no approval through the console is on record.',
      tone: 'quiet',
    });
  });

  it('shows a failed send as a problem, unless SendGrid reported it anyway (a sender stopped mid-send)', () => {
    expect(approvalEmailState({ delivery: { ...base, state: 'failed' }, recipient: delivered }).tone).toBe(
      'done',
    );
    expect(approvalEmailState({ delivery: { ...base, state: 'failed', lastError: 'Refused.' } })).toEqual({
      text: 'Failed: Refused. Retry it from the users screen.',
      tone: 'problem',
    });
  });
});

describe("deliveryStateText, in a password reset or verification e-mail's words", () => {
  it('says none was sent from the console, and that a failed one is sent again from the page', () => {
    expect(deliveryStateText(undefined, accountEmailWording)).toBe('None sent from the console.');
    expect(deliveryStateText({ ...base, state: 'failed', lastError: 'Refused.' }, accountEmailWording)).toBe(
      'Failed: Refused. Send it again.',
    );
  });
});
