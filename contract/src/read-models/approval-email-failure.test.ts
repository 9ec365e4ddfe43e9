import { describe, expect, it } from 'vitest';
import { approvalEmailFailureOf } from './approval-email-failure.ts';

// The users screen's failure list, one record at a time as the server keeps it.
function failedApprovalEmails(records: unknown) {
  if (typeof records !== 'object' || records === null) return [];
  return Object.entries(records).flatMap(([id, record]) => approvalEmailFailureOf(id, record) ?? []);
}

const business = { userType: 'business', businessCertification: 'https://c.example.com/x.pdf' };

describe('approvalEmailFailureOf', () => {
  it('lists the approved users whose last approval e-mail failed, with the reason', () => {
    const failures = failedApprovalEmails({
      failed: {
        ...business,
        username: 'Acme Gym',
        email: 'contact@acme.example.com',
        isApproveUser: true,
        approvalEmail: {
          status: 'failed',
          at: 1,
          message: 'The e-mail service refused the message (HTTP 500).',
        },
      },
      sent: {
        ...business,
        username: 'Blue Fit',
        email: 'b@x.io',
        isApproveUser: true,
        approvalEmail: { status: 'sent', at: 1 },
      },
      neverSent: { ...business, username: 'Core', email: 'c@x.io', isApproveUser: true },
      waiting: {
        ...business,
        username: 'Dune',
        email: 'd@x.io',
        isApproveUser: false,
        approvalEmail: { status: 'failed', at: 1, message: 'x' },
      },
    });
    expect(failures).toEqual([
      {
        id: 'failed',
        username: 'Acme Gym',
        email: 'contact@acme.example.com',
        message: 'The e-mail service refused the message (HTTP 500).',
      },
    ]);
  });

  it('reads an empty or odd collection as no failures', () => {
    expect(failedApprovalEmails(null)).toEqual([]);
    expect(failedApprovalEmails('odd')).toEqual([]);
    expect(failedApprovalEmails({ odd: 7, other: { approvalEmail: 'odd', isApproveUser: true } })).toEqual(
      [],
    );
  });

  it('still names a failure without a recorded reason', () => {
    const [failure] = failedApprovalEmails({
      a: { username: 'A', email: 'a@x.io', isApproveUser: true, approvalEmail: { status: 'failed', at: 1 } },
    });
    expect(failure?.message).toBe('The e-mail service gave no reason.');
  });
});
