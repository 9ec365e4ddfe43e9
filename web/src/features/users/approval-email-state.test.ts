import { describe, expect, it } from 'vitest';
import { approvalEmailStateText } from './approval-email-state.ts';

const base = { attempts: 1, updatedAt: 1 };

describe('approvalEmailStateText', () => {
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
