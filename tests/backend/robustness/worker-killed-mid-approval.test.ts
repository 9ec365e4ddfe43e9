import { setTimeout as sleep } from 'node:timers/promises';
import {
  approvalOutboxEntryId,
  databasePaths,
  emailOutboxLeasePath,
  emailOutboxPath,
  type OutboxEntry,
  outboxEntryPath,
  outboxEntrySchema,
  readModelPaths,
  retryApprovalEmailsOutputSchema,
} from '@management-center/contract';
import {
  functionWorkerPids,
  killFunctionWorkers,
} from '@management-center/emulators/launcher/function-workers';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { pick } from '../support/demo-users.ts';
import {
  clearFailure,
  failSendsTo,
  freshMailStandIn,
  mailAttempts,
  sentCountsByRecipient,
  sweepEmailOutbox,
} from '../support/mail.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { addWaitingBusinessUsers, approveAsAdministrator } from '../users/business-users.ts';

const backend = inject('backend');
// Every function that sends from the outbox while an approval waits for its e-mails: the approving call itself,
// and the trigger each owed entry starts. Whichever holds the outbox when the kill lands dies with it.
const approvalSenders = ['approveBusinessUsers', 'sendOwedEmails'];
// Long enough for the second approval to be stored while the first one's request is still unanswered.
const unansweredMs = 15_000;

// A worker process killed with SIGKILL runs no code: the outbox holds what it left, and the sweep every minute
// (published here, as the test backend runs no schedule) takes it up once the leases it held run out.
describe('the functions worker killed in the middle of a bulk approval', () => {
  freshMailStandIn();
  const app = adminAppForSuite();
  const database = () => getDatabase(app);

  async function outboxEntries(userIds: readonly string[]): Promise<Map<string, OutboxEntry | undefined>> {
    const stored = (await database().ref(emailOutboxPath).get()).val() ?? {};
    return new Map(
      userIds.map((userId) => {
        const parsed = outboxEntrySchema.safeParse(stored[approvalOutboxEntryId(userId)]);
        return [userId, parsed.success ? parsed.data : undefined];
      }),
    );
  }

  async function deliveryStates(userIds: readonly string[]): Promise<(string | undefined)[]> {
    const entries = await outboxEntries(userIds);
    return userIds.map((userId) => entries.get(userId)?.delivery?.state);
  }

  async function approvalFlags(userIds: readonly string[]): Promise<unknown[]> {
    const stored = (await database().ref(databasePaths.businessUsers).get()).val() ?? {};
    return userIds.map((userId) => stored[userId]?.isApproveUser);
  }

  // Stands for the two leases a dead sender holds running out (the outbox's after 2 minutes, each e-mail's being
  // handed over after 10): only the clock is moved, what the sweep then does is what is tested.
  async function letLeasesRunOut(userIds: readonly string[]): Promise<void> {
    const past = Date.now() - 1;
    await database()
      .ref()
      .update({
        [`${emailOutboxLeasePath}/until`]: past,
        ...Object.fromEntries(
          userIds.map((userId) => [
            `${outboxEntryPath(approvalOutboxEntryId(userId))}/delivery/leaseUntil`,
            past,
          ]),
        ),
      });
  }

  // Two instances of the approving function running, as for two administrators at work: a worker's cold start
  // takes seconds on a busy machine, which must not decide whether the second approval lands before the kill.
  beforeAll(async () => {
    await Promise.all([approveAsAdministrator(['no-such-user']), approveAsAdministrator(['no-such-user'])]);
  });

  it('leaves every approved user one e-mail sent or a failed one the console offers to retry, none twice', async () => {
    const inFlight = await addWaitingBusinessUsers(app, 'killed-in-flight', 100);
    const owed = await addWaitingBusinessUsers(app, 'killed-owed', 50);
    const inFlightIds = inFlight.map((user) => user.id);
    const owedIds = owed.map((user) => user.id);
    const slowRecipient = pick(inFlight, 0).email;
    // The e-mail service holds the first approval's request (one request for all 100) without answering.
    await failSendsTo(slowRecipient, { status: 503, delayMs: unansweredMs });

    const firstApproval = callFailure(administrator, 'approveBusinessUsers', { userIds: inFlightIds });
    // Marked `sending`: handed to the e-mail service, whose answer is still to come.
    await expect
      .poll(() => deliveryStates(inFlightIds), { timeout: 30_000 })
      .toEqual(inFlightIds.map(() => 'sending'));
    // A second administrator approves 50 more meanwhile: stored, their e-mails owed, waiting for the outbox.
    const secondApproval = callFailure(administrator, 'approveBusinessUsers', { userIds: owedIds });
    await expect
      .poll(() => approvalFlags(owedIds), { timeout: unansweredMs / 2 })
      .toEqual(owedIds.map(() => true));

    const killed = killFunctionWorkers(backend.projectId, approvalSenders);
    // A request that reached the service before the kill is held, then answered to nobody, until then.
    const holdOverAt = Date.now() + unansweredMs + 1_000;

    expect(killed.length).toBeGreaterThanOrEqual(2);
    for (const approval of [await firstApproval, await secondApproval]) {
      expect(approval.code).toBe('functions/internal');
    }
    expect(
      functionWorkerPids(backend.projectId, approvalSenders).filter((pid) => killed.includes(pid)),
    ).toEqual([]);
    // Killed while sending: the outbox still held, the e-mails still being handed over, the later ones owed.
    expect((await database().ref(emailOutboxLeasePath).get()).val()).toMatchObject({
      until: expect.any(Number),
    });
    expect(await deliveryStates(inFlightIds)).toEqual(inFlightIds.map(() => 'sending'));
    const owedEntries = await outboxEntries(owedIds);
    for (const userId of owedIds) {
      expect(owedEntries.get(userId)).toMatchObject({ dueAt: expect.any(Number) });
      expect(owedEntries.get(userId)?.delivery).toBeUndefined();
    }

    await letLeasesRunOut(inFlightIds);
    await sweepEmailOutbox();

    await expect
      .poll(() => deliveryStates([...inFlightIds, ...owedIds]), { timeout: 30_000 })
      .toEqual([...inFlightIds.map(() => 'failed'), ...owedIds.map(() => 'sent')]);
    const recovered = await outboxEntries(inFlightIds);
    for (const userId of inFlightIds) {
      expect(recovered.get(userId)?.delivery).toMatchObject({
        attempts: 1,
        lastError: expect.stringMatching(
          /^The sender stopped while handing this e-mail to the e-mail service/,
        ),
      });
    }
    // No approval without its e-mail owed, sent or failed.
    expect(await approvalFlags([...inFlightIds, ...owedIds])).toEqual(
      [...inFlightIds, ...owedIds].map(() => true),
    );
    // The users screen's failure panel lists every e-mail in doubt, for the administrator to retry.
    await readModelsSettled();
    const failurePanel = (await database().ref(readModelPaths.approvalEmailFailures).get()).val() ?? {};
    expect(inFlightIds.filter((userId) => !(userId in failurePanel))).toEqual([]);
    expect(owedIds.filter((userId) => userId in failurePanel)).toEqual([]);

    // The service took none of the e-mails in doubt. The kill lands once they are marked `sending`: their request
    // had reached the service (which answers it with its failure once the hold is over, awaited here so that the
    // answer is recorded within this suite), or was still being made.
    await clearFailure(slowRecipient);
    await sleep(holdOverAt - Date.now());
    const failedAttempts = (await mailAttempts()).filter((attempt) => attempt.outcome === 'failed');
    expect(failedAttempts.map((attempt) => attempt.recipient)).toEqual(
      failedAttempts.length === 0 ? [] : [slowRecipient],
    );
    const sentBeforeRetry = await sentCountsByRecipient();
    expect(inFlight.filter((user) => sentBeforeRetry.has(user.email))).toEqual([]);
    // Approving them again, as an administrator would after the error, approves and e-mails nobody twice.
    expect(await approveAsAdministrator(inFlightIds)).toMatchObject({
      approved: [],
      alreadyApproved: inFlightIds,
    });
    const retried = retryApprovalEmailsOutputSchema.parse(
      await callAs(administrator, 'retryApprovalEmails', { userIds: inFlightIds }),
    );
    expect(retried.sent).toEqual(inFlightIds);

    // Once every trigger the retry's writes started has run.
    await readModelsSettled();
    const sent = await sentCountsByRecipient();
    const everyone = [...inFlight, ...owed];
    expect(everyone.filter((user) => sent.get(user.email) !== 1).map((user) => user.email)).toEqual([]);
    expect([...sent.values()].every((count) => count === 1)).toBe(true);
  }, 120_000);
});
