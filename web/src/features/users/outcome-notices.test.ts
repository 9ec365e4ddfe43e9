import { alertMessages, successMessages } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { approvalNotices, deletionNotices, retryNotices } from './outcome-notices.ts';

const names: Record<string, string> = { a: 'Acme Gym', b: 'Blue Fit', c: 'Core Club' };
const nameOf = (id: string) => names[id] ?? id;
const acmeFailure = {
  userId: 'a',
  username: 'Acme Gym',
  email: 'contact@acme.example.com',
  message: 'The e-mail service refused the message (HTTP 500).',
};
const noApproval = { approved: [], alreadyApproved: [], notFound: [], emailFailures: [], emailsQueued: [] };

describe('approvalNotices', () => {
  it("shows the catalogue's success text when every e-mail went out", () => {
    expect(approvalNotices([{ ...noApproval, approved: ['a', 'b'] }], nameOf)).toEqual([
      { kind: 'success', message: successMessages.usersApproved },
    ]);
  });

  it('names who was approved but not e-mailed, across batches', () => {
    const notices = approvalNotices(
      [
        { ...noApproval, approved: ['a'], emailFailures: [acmeFailure] },
        { ...noApproval, approved: ['b'] },
      ],
      nameOf,
    );
    expect(notices).toEqual([
      { kind: 'success', message: successMessages.usersApproved },
      {
        kind: 'failure',
        message: `${alertMessages.emailFailed} Approved, but not e-mailed: Acme Gym (contact@acme.example.com).`,
      },
    ]);
  });

  it('does not claim an e-mail was sent when every one failed', () => {
    const notices = approvalNotices(
      [{ ...noApproval, approved: ['a'], emailFailures: [acmeFailure] }],
      nameOf,
    );
    expect(notices.map((notice) => notice.kind)).toEqual(['failure']);
  });

  it('says whose e-mail is queued, without claiming it was sent or failed', () => {
    const notices = approvalNotices(
      [
        { ...noApproval, approved: ['a', 'b'], emailsQueued: ['a'] },
        { ...noApproval, approved: ['c'], emailsQueued: ['c'] },
      ],
      nameOf,
    );
    expect(notices).toEqual([
      { kind: 'success', message: successMessages.usersApproved },
      {
        kind: 'waiting',
        message:
          'The e-mail service is not taking e-mails right now: the approval e-mail of Acme Gym and Core Club is queued and will be sent automatically.',
      },
    ]);
    expect(
      approvalNotices([{ ...noApproval, approved: ['a'], emailsQueued: ['a'] }], nameOf).map(
        (notice) => notice.kind,
      ),
    ).toEqual(['waiting']);
  });

  it('reports users already approved and users that are gone', () => {
    expect(
      approvalNotices([{ ...noApproval, alreadyApproved: ['b'], notFound: ['c', 'x'] }], nameOf),
    ).toEqual([
      { kind: 'success', message: 'Blue Fit was already approved: no e-mail was sent again.' },
      { kind: 'failure', message: 'Core Club and x no longer exist: not approved.' },
    ]);
  });
});

describe('retryNotices', () => {
  const noRetry = {
    sent: [],
    notApproved: [],
    noFailedEmail: [],
    notFound: [],
    emailFailures: [],
    emailsQueued: [],
  };

  it('names who got the e-mail now and who still did not', () => {
    expect(retryNotices([{ ...noRetry, sent: ['b'], emailFailures: [acmeFailure] }], nameOf)).toEqual([
      { kind: 'success', message: 'Approval e-mail sent to Blue Fit.' },
      {
        kind: 'failure',
        message: `${alertMessages.emailFailed} Still not e-mailed: Acme Gym (contact@acme.example.com).`,
      },
    ]);
  });

  it('says whose retried e-mail is queued again', () => {
    expect(retryNotices([{ ...noRetry, emailsQueued: ['b'] }], nameOf)).toEqual([
      {
        kind: 'waiting',
        message:
          'The e-mail service is not taking e-mails right now: the approval e-mail of Blue Fit is queued and will be sent automatically.',
      },
    ]);
  });

  it('says so when nothing was left to send', () => {
    expect(retryNotices([{ ...noRetry, noFailedEmail: ['a'] }], nameOf)).toEqual([
      { kind: 'success', message: 'No failed approval e-mail was left to send.' },
    ]);
  });
});

describe('deletionNotices', () => {
  it('counts and names the deleted users', () => {
    expect(
      deletionNotices(
        [
          { deleted: ['a', 'b'], notFound: [], accountFailures: [] },
          { deleted: ['c'], notFound: [], accountFailures: [] },
        ],
        nameOf,
      ),
    ).toEqual([{ kind: 'success', message: 'Deleted 3 users: Acme Gym, Blue Fit and Core Club.' }]);
  });

  it('reports users deleted meanwhile and sign-in accounts that could not be removed', () => {
    const notices = deletionNotices(
      [{ deleted: ['a'], notFound: ['b'], accountFailures: [{ userId: 'a', message: 'Quota exceeded.' }] }],
      nameOf,
    );
    expect(notices).toEqual([
      { kind: 'success', message: 'Deleted 1 user: Acme Gym.' },
      { kind: 'success', message: 'Blue Fit had already been deleted.' },
      {
        kind: 'failure',
        message:
          'The records are deleted, but the sign-in account of Acme Gym could not be removed: Quota exceeded.',
      },
    ]);
  });

  it("says the administrator's own account was left when it matched", () => {
    const notices = deletionNotices(
      [{ deleted: ['a'], notFound: [], accountFailures: [], ownAccountSkipped: ['me'] }],
      nameOf,
    );
    expect(notices).toEqual([
      { kind: 'success', message: 'Deleted 1 user: Acme Gym.' },
      { kind: 'success', message: 'Your own account matched too: it was not deleted.' },
    ]);
    expect(
      deletionNotices([{ deleted: ['a'], notFound: [], accountFailures: [], ownAccountSkipped: [] }], nameOf),
    ).toHaveLength(1);
  });
});
