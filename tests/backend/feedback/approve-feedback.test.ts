import {
  approveFeedbackOutputSchema,
  databasePaths,
  type NormalUser,
  normalUserSchema,
} from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot, expectDatabaseChanges } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { pick, withoutAuditLog } from '../support/demo-users.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

interface FeedbackUsers {
  unapproved: string[];
  approved: string[];
  withoutFeedback: string[];
  business: string[];
  byId: Record<string, NormalUser>;
}

// The demo seed's users as they are now, so the tests pick real ids of each kind.
async function readFeedbackUsers(app: App): Promise<FeedbackUsers> {
  const database = getDatabase(app);
  const [normal, business] = await Promise.all([
    database.ref(databasePaths.normalUsers).get(),
    database.ref(databasePaths.businessUsers).get(),
  ]);
  const byId = z.record(z.string(), normalUserSchema).parse(normal.val());
  const ids = (select: (user: NormalUser) => boolean) =>
    Object.entries(byId).flatMap(([id, user]) => (select(user) ? [id] : []));
  return {
    unapproved: ids((user) => user.feedback?.approveFeedback === false),
    approved: ids((user) => user.feedback?.approveFeedback === true),
    withoutFeedback: ids((user) => user.feedback === undefined),
    business: Object.keys(business.val() ?? {}),
    byId,
  };
}

function approve(userIds: unknown) {
  return callAs(administrator, 'approveFeedback', { userIds }).then((answer) =>
    approveFeedbackOutputSchema.parse(answer),
  );
}

function feedbackPath(userId: string): string {
  return `${databasePaths.normalUsers}/${userId}/feedback`;
}

async function storedFeedback(app: App, userId: string): Promise<unknown> {
  return (await getDatabase(app).ref(feedbackPath(userId)).get()).val();
}

describe('approveFeedback', () => {
  const app = adminAppForSuite();
  let users: FeedbackUsers;

  beforeAll(async () => {
    users = await readFeedbackUsers(app);
  });

  it('finds every kind of user in the demo data', () => {
    expect(users.unapproved.length).toBeGreaterThanOrEqual(4);
    expect(users.approved.length).toBeGreaterThanOrEqual(1);
    expect(users.withoutFeedback.length).toBeGreaterThanOrEqual(1);
    expect(users.business.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a caller not signed in, and one without a team role, changing nothing', async () => {
    const before = await databaseSnapshot();
    const data = { userIds: [pick(users.unapproved, 0)] };
    expect((await callFailure(undefined, 'approveFeedback', data)).code).toBe('functions/unauthenticated');
    expect((await callFailure(member, 'approveFeedback', data)).code).toBe('functions/permission-denied');
    expect(await databaseSnapshot()).toEqual(before);
  });

  it.each([
    ['a list with an id that is no database key', () => [pick(users.unapproved, 0), 'bad.id'], 'userIds.1'],
    ['a list naming an id twice', () => [pick(users.unapproved, 0), pick(users.unapproved, 0)], 'userIds'],
    ['an empty list', () => [], 'userIds'],
    ['501 ids', () => Array.from({ length: 501 }, (_, index) => `user${index}`), 'userIds'],
    ['no list', () => undefined, 'userIds'],
    ['a single id instead of a list', () => pick(users.unapproved, 0), 'userIds'],
  ])('refuses %s as invalid-argument naming the field, changing nothing', async (_case, userIds, field) => {
    const before = await databaseSnapshot();
    const error = await callFailure(administrator, 'approveFeedback', { userIds: userIds() });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.details).toEqual({ field });
    expect(await databaseSnapshot()).toEqual(before);
  });

  it('refuses fields it does not know, changing nothing', async () => {
    const before = await databaseSnapshot();
    const error = await callFailure(administrator, 'approveFeedback', {
      userIds: [pick(users.unapproved, 0)],
      approveFeedback: false,
    });
    expect(error.code).toBe('functions/invalid-argument');
    expect(await databaseSnapshot()).toEqual(before);
  });

  it('approves unapproved feedback in one change and reports every other id', async () => {
    const toApprove = [pick(users.unapproved, 0), pick(users.unapproved, 1)];
    const alreadyApproved = pick(users.approved, 0);
    const withoutFeedback = pick(users.withoutFeedback, 0);
    const businessUser = pick(users.business, 0);
    const before = await databaseSnapshot();
    const startedAt = Date.now();

    const answer = await approve([
      toApprove[0],
      alreadyApproved,
      withoutFeedback,
      'no-such-user',
      toApprove[1],
      businessUser,
    ]);

    const finishedAt = Date.now();
    expect(answer).toEqual({
      approved: toApprove,
      alreadyApproved: [alreadyApproved],
      changedSinceSeen: [],
      withoutFeedback: [withoutFeedback],
      notFound: ['no-such-user', businessUser],
      // What undoes it: the time it stored as each one's first approval.
      withdrawal: { userIds: toApprove, approvedAt: expect.any(Number) },
    });
    const approvalTimes = new Map<string, number>();
    for (const userId of toApprove) {
      const feedback = z
        .object({ approveFeedback: z.literal(true), feedbackApproveTimestamp: z.number() })
        .parse(await storedFeedback(app, userId));
      expect(feedback.feedbackApproveTimestamp).toBeGreaterThanOrEqual(startedAt - 1_000);
      expect(feedback.feedbackApproveTimestamp).toBeLessThanOrEqual(finishedAt + 1_000);
      approvalTimes.set(userId, feedback.feedbackApproveTimestamp);
      expect(feedback.feedbackApproveTimestamp).toBe(answer.withdrawal?.approvedAt);
    }
    // Nothing else moved: not the approved feedback, not the user without feedback, not the business user.
    await expectDatabaseChanges(
      before,
      Object.fromEntries(
        toApprove.flatMap((userId) => [
          [`${feedbackPath(userId)}/approveFeedback`, true],
          [`${feedbackPath(userId)}/feedbackApproveTimestamp`, approvalTimes.get(userId)],
        ]),
      ),
    );

    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'approveFeedback',
      actorEmail: administrator.email,
      actorUid: expect.any(String),
      targets: toApprove.map(feedbackPath),
      outcome: 'succeeded',
    });
  });

  it('keeps the time of an earlier approval and sets only the flag', async () => {
    const userId = pick(users.unapproved, 2);
    const firstApproval = Date.UTC(2025, 4, 17, 8, 30);
    await getDatabase(app).ref(feedbackPath(userId)).update({ feedbackApproveTimestamp: firstApproval });

    expect((await approve([userId])).approved).toEqual([userId]);

    expect(await storedFeedback(app, userId)).toEqual({
      ...users.byId[userId]?.feedback,
      approveFeedback: true,
      feedbackApproveTimestamp: firstApproval,
    });
  });

  it('is idempotent: approving the same users again changes nothing and reports them as approved', async () => {
    const userIds = [pick(users.unapproved, 3), pick(users.withoutFeedback, 1)];
    await approve(userIds);
    const afterFirst = await databaseSnapshot();

    const answer = await approve(userIds);

    expect(answer).toEqual({
      approved: [],
      alreadyApproved: [userIds[0]],
      changedSinceSeen: [],
      withoutFeedback: [userIds[1]],
      notFound: [],
    });
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(withoutAuditLog(afterFirst));
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'approveFeedback',
      targets: [],
      outcome: 'succeeded',
    });
  });

  it('reads no approval from a stored __proto__ child: it approves that feedback, and finds none in the record', async () => {
    const faking = pick(users.unapproved, 4);
    const withoutFeedback = pick(users.withoutFeedback, 2);
    // Feedback without the flag, and __proto__ children the admin SDK reads as the prototype of the value: the flag
    // and the feedback would read as set.
    await getDatabase(app)
      .ref()
      .update({
        [`${feedbackPath(faking)}/approveFeedback`]: null,
        [`${feedbackPath(faking)}/__proto__/approveFeedback`]: true,
        [`${databasePaths.normalUsers}/${withoutFeedback}/__proto__/feedback/approveFeedback`]: false,
      });
    const before = await databaseSnapshot();

    const answer = await approve([faking, withoutFeedback]);

    const stored = await getDatabase(app).ref(feedbackPath(faking)).get();
    expect(stored.child('approveFeedback').val()).toBe(true);
    expect(stored.child('feedbackApproveTimestamp').val()).toEqual(expect.any(Number));
    expect(answer).toEqual({
      approved: [faking],
      alreadyApproved: [],
      changedSinceSeen: [],
      withoutFeedback: [withoutFeedback],
      notFound: [],
      withdrawal: { userIds: [faking], approvedAt: stored.child('feedbackApproveTimestamp').val() },
    });
    // The user without feedback is left as it was.
    const usersIn = (snapshot: unknown) =>
      z.object({ users: z.record(z.string(), z.unknown()) }).parse(snapshot).users;
    expect(usersIn(await databaseSnapshot())[withoutFeedback]).toEqual(usersIn(before)[withoutFeedback]);
  });
});
