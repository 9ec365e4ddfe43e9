import {
  accessMessages,
  approveFeedbackOutputSchema,
  databasePaths,
  feedbackQueueEntrySchema,
  normalUserPath,
  normalUserSchema,
  readModelPaths,
  withdrawFeedbackApprovalOutputSchema,
} from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, editor, support } from '../support/clients.ts';
import { pick, withoutAuditLog } from '../support/demo-users.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// Undo of a feedback approval, from the Upload popup or the Activity page: the feedback waits for approval again,
// exactly as it did before the approval.

describe('withdrawFeedbackApproval', () => {
  const app = adminAppForSuite();
  const database = () => getDatabase(app);
  let waiting: string[];

  beforeAll(async () => {
    const users = z
      .record(z.string(), normalUserSchema)
      .parse((await database().ref(databasePaths.normalUsers).get()).val());
    waiting = Object.entries(users).flatMap(([id, user]) =>
      user.feedback?.approveFeedback === false && user.feedback.feedbackApproveTimestamp === undefined
        ? [id]
        : [],
    );
  });

  const storedFeedback = async (userId: string) =>
    (
      await database()
        .ref(`${normalUserPath(userId)}/feedback`)
        .get()
    ).val();

  async function approve(userIds: string[]) {
    return approveFeedbackOutputSchema.parse(await callAs(support, 'approveFeedback', { userIds }));
  }

  async function withdraw(input: unknown) {
    return withdrawFeedbackApprovalOutputSchema.parse(
      await callAs(support, 'withdrawFeedbackApproval', input),
    );
  }

  it('puts approved feedback back as it was: without the first approval time it stored, keeping an earlier one', async () => {
    const [neverApproved, approvedOnce] = [pick(waiting, 0), pick(waiting, 1)];
    // Approved once long ago and changed since: waiting again, with the first approval's time kept.
    const firstApproval = Date.UTC(2025, 4, 17, 8, 30);
    await database()
      .ref(`${normalUserPath(approvedOnce)}/feedback/feedbackApproveTimestamp`)
      .set(firstApproval);
    const before = await Promise.all([neverApproved, approvedOnce].map(storedFeedback));

    const approval = await approve([neverApproved, approvedOnce]);

    expect(approval.approved).toEqual([neverApproved, approvedOnce]);
    const withdrawal = {
      userIds: [neverApproved, approvedOnce],
      approvedAt: (await storedFeedback(neverApproved)).feedbackApproveTimestamp,
    };
    expect(approval.withdrawal).toEqual(withdrawal);
    // The Activity page's Undo makes the same call.
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'approveFeedback',
      undo: { callable: 'withdrawFeedbackApproval', input: withdrawal },
    });

    expect(await withdraw(withdrawal)).toEqual({
      withdrawn: withdrawal.userIds,
      notApproved: [],
      notFound: [],
    });

    expect(await Promise.all([neverApproved, approvedOnce].map(storedFeedback))).toEqual(before);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'withdrawFeedbackApproval',
      actorEmail: support.email,
      targets: withdrawal.userIds.map((userId) => `${normalUserPath(userId)}/feedback`),
      outcome: 'succeeded',
    });
    // Back in the queue the feedback screen reads, the one approved before marked as changed after approval.
    await readModelsSettled();
    const queued = async (userId: string) =>
      feedbackQueueEntrySchema.parse(
        (await database().ref(`${readModelPaths.feedbackQueue}/${userId}`).get()).val(),
      );
    expect((await queued(neverApproved)).changedAfterApproval).toBe(false);
    expect((await queued(approvedOnce)).changedAfterApproval).toBe(true);
  });

  it('leaves feedback approved no more, or gone, as it is', async () => {
    const [withdrawnTwice, changedByUser] = [pick(waiting, 2), pick(waiting, 3)];
    const { withdrawal } = await approve([withdrawnTwice, changedByUser]);
    if (!withdrawal) throw new Error('The approval named no withdrawal');
    await withdraw({ userIds: [withdrawnTwice], approvedAt: withdrawal.approvedAt });
    // The user edits the review: the rules take the approval back.
    await database()
      .ref(`${normalUserPath(changedByUser)}/feedback`)
      .update({ review: 'Edited after approval', approveFeedback: false });
    const before = withoutAuditLog(await databaseSnapshot());

    expect(await withdraw({ ...withdrawal, userIds: [...withdrawal.userIds, 'no-such-user'] })).toEqual({
      withdrawn: [],
      notApproved: [withdrawnTwice, changedByUser],
      notFound: ['no-such-user'],
    });

    expect(withoutAuditLog(await databaseSnapshot())).toEqual(before);
  });

  it('is refused to a role that does not approve feedback, changing nothing', async () => {
    const userId = pick(waiting, 4);
    const { withdrawal } = await approve([userId]);
    const before = await databaseSnapshot();

    const refusal = await callFailure(editor, 'withdrawFeedbackApproval', withdrawal);

    expect(refusal.code).toBe('functions/permission-denied');
    expect(refusal.message).toContain(accessMessages.roleDoesNotAllow('editor'));
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(withoutAuditLog(before));
    expect((await storedFeedback(userId)).approveFeedback).toBe(true);
    // An administrator may, as any role that approves feedback.
    expect(
      withdrawFeedbackApprovalOutputSchema.parse(
        await callAs(administrator, 'withdrawFeedbackApproval', withdrawal),
      ).withdrawn,
    ).toEqual([userId]);
  });
});
