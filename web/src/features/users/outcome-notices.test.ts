import {
  alertMessages,
  noBusinessUsersApproved,
  successMessages,
  teamAccountMessage,
} from '@management-center/contract';
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

describe('approvalNotices', () => {
  it("shows the catalogue's success text when every e-mail went out", () => {
    expect(approvalNotices([{ ...noBusinessUsersApproved, approved: ['a', 'b'] }], nameOf)).toEqual([
      { kind: 'success', message: successMessages.usersApproved },
    ]);
  });

  it('names who was approved but not e-mailed, across batches', () => {
    const notices = approvalNotices(
      [
        { ...noBusinessUsersApproved, approved: ['a'], emailFailures: [acmeFailure] },
        { ...noBusinessUsersApproved, approved: ['b'] },
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
      [{ ...noBusinessUsersApproved, approved: ['a'], emailFailures: [acmeFailure] }],
      nameOf,
    );
    expect(notices.map((notice) => notice.kind)).toEqual(['failure']);
  });

  it('says whose e-mail is queued, without claiming it was sent or failed', () => {
    const notices = approvalNotices(
      [
        { ...noBusinessUsersApproved, approved: ['a', 'b'], emailsQueued: ['a'] },
        { ...noBusinessUsersApproved, approved: ['c'], emailsQueued: ['c'] },
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
      approvalNotices([{ ...noBusinessUsersApproved, approved: ['a'], emailsQueued: ['a'] }], nameOf).map(
        (notice) => notice.kind,
      ),
    ).toEqual(['waiting']);
  });

  it('reports users already approved and users that are gone', () => {
    expect(
      approvalNotices([{ ...noBusinessUsersApproved, alreadyApproved: ['b'], notFound: ['c', 'x'] }], nameOf),
    ).toEqual([
      { kind: 'success', message: 'Blue Fit was already approved: no e-mail was sent again.' },
      { kind: 'failure', message: 'Core Club and x no longer exist: not approved.' },
    ]);
  });

  it('names the users whose certification changed since the screen showed it, not approved', () => {
    expect(
      approvalNotices(
        [
          { ...noBusinessUsersApproved, approved: ['a'] },
          { ...noBusinessUsersApproved, changedSinceSeen: ['b', 'c'] },
        ],
        nameOf,
      ),
    ).toEqual([
      { kind: 'success', message: successMessages.usersApproved },
      {
        kind: 'failure',
        message: 'Blue Fit and Core Club: not approved, changed since you looked: review it again.',
      },
    ]);
  });

  it('names a member of the team left unapproved by "all that match"', () => {
    expect(
      approvalNotices([{ ...noBusinessUsersApproved, approved: ['a'], teamAccountsSkipped: ['b'] }], nameOf),
    ).toEqual([
      { kind: 'success', message: successMessages.usersApproved },
      { kind: 'success', message: `Blue Fit is a member of the team: not approved. ${teamAccountMessage}` },
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
  const none = { notFound: [], alreadyInTrash: [], accountFailures: [] };

  it('counts and names the users moved to the trash', () => {
    expect(
      deletionNotices(
        [
          { ...none, deleted: ['a', 'b'] },
          { ...none, deleted: ['c'] },
        ],
        nameOf,
      ),
    ).toEqual([
      { kind: 'success', message: 'Moved 3 users to the trash: Acme Gym, Blue Fit and Core Club.' },
    ]);
  });

  it('offers Undo on the move to the trash only: it restores exactly the users moved', async () => {
    const restored: string[][] = [];
    const notices = deletionNotices(
      [{ ...none, deleted: ['a', 'b'], notFound: ['c'] }],
      nameOf,
      async (userIds) => {
        restored.push([...userIds]);
      },
    );
    expect(notices.map((notice) => notice.undo !== undefined)).toEqual([true, false]);
    await notices[0]?.undo?.();
    expect(restored).toEqual([['a', 'b']]);
  });

  it('reports users deleted meanwhile, ids the trash still holds, and accounts not disabled yet', () => {
    const notices = deletionNotices(
      [
        {
          deleted: ['a'],
          notFound: ['b'],
          alreadyInTrash: ['c'],
          accountFailures: [{ userId: 'a', message: 'Quota exceeded.' }],
        },
      ],
      nameOf,
    );
    expect(notices).toEqual([
      { kind: 'success', message: 'Moved 1 user to the trash: Acme Gym.' },
      { kind: 'success', message: 'Blue Fit had already been deleted.' },
      {
        kind: 'failure',
        message:
          'Core Club was not deleted: the trash still keeps an earlier deletion under the same id. Restore it or delete it forever first.',
      },
      {
        kind: 'failure',
        message:
          'Acme Gym is in the trash, but the sign-in account could not be disabled yet: Quota exceeded. The daily cleanup tries again.',
      },
    ]);
  });

  it('names the members of the team who matched and were left in place', () => {
    const notices = deletionNotices([{ ...none, deleted: ['a'], teamAccountsSkipped: ['b', 'c'] }], nameOf);
    expect(notices).toEqual([
      { kind: 'success', message: 'Moved 1 user to the trash: Acme Gym.' },
      {
        kind: 'success',
        message: `Blue Fit and Core Club are members of the team: not deleted. ${teamAccountMessage}`,
      },
    ]);
    expect(deletionNotices([{ ...none, deleted: ['a'], teamAccountsSkipped: [] }], nameOf)).toHaveLength(1);
  });
});
