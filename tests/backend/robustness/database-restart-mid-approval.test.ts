import {
  type ApproveBusinessUsersOutput,
  approvalOutboxEntryId,
  approveBusinessUsersOutputSchema,
  databasePaths,
  emailOutboxLeasePath,
  emailOutboxPath,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { storedOverRest } from '../support/backend-data.ts';
import { callSettled } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { databaseRestarts, restartDatabaseAfterWriteTo } from '../support/database-restart.ts';
import { freshMailStandIn, sentCountsByRecipient, sweepEmailOutbox } from '../support/mail.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import {
  addWaitingBusinessUsers,
  approveAsAdministrator,
  type TestBusinessUser,
} from '../users/business-users.ts';

// The restart follows a write the approval makes, not a moment, so the number of users only sets how much work
// lies after it: with fifty, nearly all the e-mails and their trigger events.
const usersApproved = 50;
// A few seconds, as a restart or failover takes: the SDKs reconnect on their own, with their back-off.
const downMs = 3_000;

type Records = Record<string, Record<string, unknown> | undefined>;

// Answered or failed: after a restart either is acceptable, as long as the data is whole and a retry finishes.
function approveSettled(userIds: string[]): Promise<ApproveBusinessUsersOutput | Error> {
  return callSettled(administrator, 'approveBusinessUsers', { userIds }, approveBusinessUsersOutputSchema);
}

describe('the database restarted in the middle of a bulk approval', () => {
  freshMailStandIn();
  const app = adminAppForSuite();

  /**
   * Each user as the approval left it: `approved` (the flag, and the outbox entry that owes or holds its e-mail),
   * `untouched` (waiting, nothing owed), or what it is instead, half done.
   */
  async function statesOf(users: readonly TestBusinessUser[]): Promise<string[]> {
    const [records, outbox] = (await Promise.all(
      [databasePaths.businessUsers, emailOutboxPath].map(async (path) => (await storedOverRest(path)) ?? {}),
    )) as Records[];
    return users.map(({ id }) => {
      const approved = records?.[id]?.isApproveUser;
      const entry = outbox?.[approvalOutboxEntryId(id)];
      if (approved === true && entry?.request !== undefined) return 'approved';
      if (approved === false && entry === undefined) return 'untouched';
      return `${id} half done: ${JSON.stringify({ approved, entry })}`;
    });
  }

  async function notEmailedOnce(users: readonly TestBusinessUser[]): Promise<string[]> {
    const sent = await sentCountsByRecipient();
    return users.filter((user) => sent.get(user.email) !== 1).map((user) => user.email);
  }

  // Without moving any clock: the sweep every minute is published once, as the schedule would run it.
  async function expectEachEmailedOnce(users: readonly TestBusinessUser[]): Promise<void> {
    await sweepEmailOutbox();
    await expect.poll(() => notEmailedOnce(users), { timeout: 30_000 }).toEqual([]);
  }

  /** The restart follows the first write to `location` once the approval is under way; checks what it left. */
  async function approveThroughRestart(prefix: string, location: string): Promise<void> {
    const users = await addWaitingBusinessUsers(app, prefix, usersApproved);
    const ids = users.map((user) => user.id);
    const { restarts } = await databaseRestarts();
    await restartDatabaseAfterWriteTo(location, downMs);

    const answer = await approveSettled(ids);

    expect(await databaseRestarts()).toEqual({ restarts: restarts + 1, armed: null });
    expect(new Set(await statesOf(users))).toEqual(new Set(['approved']));
    if (!(answer instanceof Error)) {
      expect(answer).toMatchObject({ approved: ids, alreadyApproved: [], notFound: [], emailFailures: [] });
    }
    await expectEachEmailedOnce(users);

    // Approving them again, as an administrator would after an error, approves and e-mails nobody twice.
    expect(await approveAsAdministrator(ids)).toEqual({
      approved: [],
      alreadyApproved: ids,
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [],
      emailsQueued: [],
    });
    // Once every trigger its writes started has run.
    await readModelsSettled();
    expect(await notEmailedOnce(users)).toEqual([]);
  }

  it('right after the approvals are stored (their acknowledgement lost): each user approved and e-mailed once', async () => {
    await approveThroughRestart('restart-approved', emailOutboxPath);
  }, 120_000);

  it('right after a sender takes the outbox (its acknowledgement lost): each user approved and e-mailed once', async () => {
    await approveThroughRestart('restart-sender', emailOutboxLeasePath);
  }, 120_000);
});
