import {
  approveBusinessUsersOutputSchema,
  approveFeedbackOutputSchema,
  certificationVersionOf,
  databasePaths,
  directoryKey,
  feedbackReviewVersionOf,
  type NormalUser,
  normalUserSchema,
  readModelPaths,
  type SeenVersion,
} from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { type DemoUsers, pick, readDemoUsers } from '../support/demo-users.ts';
import { freshMailStandIn, sentRecipients } from '../support/mail.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { storedApprovalEntry, storedBusinessUser } from './business-users.ts';

// An approval approves what the administrator reviewed: an id whose certification link or review the app changed
// after the screen showed it is left out, and the answer names it (changedSinceSeen), while the others go ahead.

function approveBusinessUsers(userIds: string[], seen: SeenVersion[]) {
  return callAs(administrator, 'approveBusinessUsers', { userIds, seen }).then((answer) =>
    approveBusinessUsersOutputSchema.parse(answer),
  );
}

function approveFeedback(userIds: string[], seen: SeenVersion[]) {
  return callAs(administrator, 'approveFeedback', { userIds, seen }).then((answer) =>
    approveFeedbackOutputSchema.parse(answer),
  );
}

describe('approving what was reviewed', () => {
  freshMailStandIn();
  const app = adminAppForSuite();
  const database = () => getDatabase(app);
  let users: DemoUsers;
  let feedbackUsers: [string, NormalUser][];

  beforeAll(async () => {
    users = await readDemoUsers(app);
    const normal = z
      .record(z.string(), normalUserSchema)
      .parse((await database().ref(databasePaths.normalUsers).get()).val());
    feedbackUsers = Object.entries(normal).filter(([, user]) => user.feedback?.approveFeedback === false);
  });

  it("gives a business user's row the version of the certification link, and a new one when the link changes", async () => {
    const user = pick(users.waiting, 0);
    const entryPath = `${readModelPaths.userDirectory}/${directoryKey('business', user.id)}`;
    const entry = async () => (await database().ref(entryPath).get()).val();
    expect(await entry()).toMatchObject({
      certificationVersion: certificationVersionOf(user.businessCertification),
    });

    await database()
      .ref(`${databasePaths.businessUsers}/${user.id}/businessCertification`)
      .set('https://certificates.example.com/renewed.pdf');
    await readModelsSettled();

    const renewed = certificationVersionOf('https://certificates.example.com/renewed.pdf');
    expect(renewed).not.toBe(certificationVersionOf(user.businessCertification));
    expect(await entry()).toMatchObject({ certificationVersion: renewed });
  });

  it('approves the business users whose certification is as seen, and not the one the app changed since', async () => {
    const [unchanged, changed] = [pick(users.waiting, 1), pick(users.waiting, 2)];
    const seen = [unchanged, changed].map((user) => ({
      userId: user.id,
      version: certificationVersionOf(user.businessCertification),
    }));
    const changedLink = 'https://certificates.example.com/other-business.pdf';
    await database()
      .ref(`${databasePaths.businessUsers}/${changed.id}/businessCertification`)
      .set(changedLink);

    const answer = await approveBusinessUsers([unchanged.id, changed.id], seen);

    expect(answer).toEqual({
      approved: [unchanged.id],
      alreadyApproved: [],
      changedSinceSeen: [changed.id],
      notFound: [],
      emailFailures: [],
      emailsQueued: [],
    });
    expect(await storedBusinessUser(app, changed.id)).toMatchObject({
      isApproveUser: false,
      businessCertification: changedLink,
    });
    // No e-mail is owed or sent to the one not approved.
    expect(await storedApprovalEntry(app, changed.id)).toBeNull();
    expect(await sentRecipients()).toEqual([unchanged.email]);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'approveBusinessUsers',
      targets: [`${databasePaths.businessUsers}/${unchanged.id}`],
      outcome: 'succeeded',
    });

    // Reviewed again, as the screen now shows it: approved.
    const again = await approveBusinessUsers(
      [changed.id],
      [{ userId: changed.id, version: certificationVersionOf(changedLink) }],
    );
    expect(again).toMatchObject({ approved: [changed.id], changedSinceSeen: [] });
  });

  it('leaves an already approved user reported as such, whatever version was seen', async () => {
    const approved = pick(users.approved, 0);
    const answer = await approveBusinessUsers(
      [approved.id],
      [{ userId: approved.id, version: certificationVersionOf('https://elsewhere.example.com/x.pdf') }],
    );
    expect(answer).toMatchObject({ approved: [], alreadyApproved: [approved.id], changedSinceSeen: [] });
  });

  it('approves the feedback whose review is as seen, and not the one whose review, rating or category changed', async () => {
    const [[unchangedId, unchanged], [reviewedId, reviewed], [ratedId, rated], [filedId, filed]] = [
      pick(feedbackUsers, 0),
      pick(feedbackUsers, 1),
      pick(feedbackUsers, 2),
      pick(feedbackUsers, 3),
    ];
    const seen = [
      [unchangedId, unchanged],
      [reviewedId, reviewed],
      [ratedId, rated],
      [filedId, filed],
    ].map(([userId, user]) => ({
      userId: userId as string,
      version: feedbackReviewVersionOf((user as NormalUser).feedback ?? {}),
    }));
    const feedbackPath = (userId: string) => `${databasePaths.normalUsers}/${userId}/feedback`;
    await database()
      .ref()
      .update({
        [`${feedbackPath(reviewedId)}/review`]: `${reviewed.feedback?.review} (edited)`,
        [`${feedbackPath(ratedId)}/rating`]: rated.feedback?.rating === 5 ? 4 : 5,
        [`${feedbackPath(filedId)}/category`]: filed.feedback?.category === 'Login' ? 'Friends' : 'Login',
      });

    const answer = await approveFeedback([unchangedId, reviewedId, ratedId, filedId], seen);

    expect(answer).toEqual({
      approved: [unchangedId],
      alreadyApproved: [],
      changedSinceSeen: [reviewedId, ratedId, filedId],
      withoutFeedback: [],
      notFound: [],
      withdrawal: { userIds: [unchangedId], approvedAt: expect.any(Number) },
    });
    const approvedFlag = async (userId: string) =>
      (
        await database()
          .ref(`${feedbackPath(userId)}/approveFeedback`)
          .get()
      ).val();
    expect(await approvedFlag(unchangedId)).toBe(true);
    for (const userId of [reviewedId, ratedId, filedId]) expect(await approvedFlag(userId)).toBe(false);
  });

  it('refuses a version seen of an id it was not asked to approve, changing nothing', async () => {
    const user = pick(users.waiting, 3);
    const before = await databaseSnapshot();
    for (const name of ['approveBusinessUsers', 'approveFeedback'] as const) {
      const error = await callFailure(administrator, name, {
        userIds: [user.id],
        seen: [{ userId: 'someone-else', version: certificationVersionOf(user.businessCertification) }],
      });
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.details).toEqual({ field: 'seen.0.userId' });
    }
    expect(await databaseSnapshot()).toEqual(before);
  });
});
