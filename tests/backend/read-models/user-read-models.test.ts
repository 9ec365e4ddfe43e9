import {
  accountCreationTimesPath,
  counterShardOf,
  databasePaths,
  dayMetric,
  directoryKey,
  feedbackReceivedSeries,
  pendingFeedbackMetric,
  readModelPaths,
  type UserKind,
  userCountMetrics,
  userReadModelsOf,
  userRecordPath,
  userStatusLabels,
} from '@management-center/contract';
import { ref, set } from 'firebase/database';
import { getAuth } from 'firebase-admin/auth';
import { type Database, getDatabase } from 'firebase-admin/database';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callAs } from '../support/callables.ts';
import { administrator, demoPassword, webClient } from '../support/clients.ts';
import { freshMailStandIn } from '../support/mail.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { expectFiguresConsistent, expectReadModelsOfRecord, figures } from './read-model-state.ts';

// The read models the database triggers keep, through the whole local backend: records are changed as the fitness
// app or the console's callables change them, and once no trigger event is left the read models must say exactly
// what the records say. The figures are shared by every suite on this backend, so the cases compare them before and
// after a change of their own users (ids no other suite uses).

// The demo data put back after the suite replaces its users, the burst's included, with the triggers paused.
const app = adminAppForSuite();
freshMailStandIn();
const run = `rm${Date.now().toString(36)}`;
const normalId = `${run}-normal`;
const secondNormalId = `${run}-second`;
const businessId = `${run}-business`;
// A burst far beyond the events the database delivers at once (four), of users whose directory keys hash to 8 of the
// 256 counter shards: two events in flight meet in a shard about one time in eight (some 45 times over the burst, by
// that estimate), where a thousand users spread over every shard met a handful of times. How fast the triggers drain
// larger bursts is measured by `npm run bench -- --only triggers`, not here.
const bulkUsers = 250;
const racedShards = 8;
const bulkIds = idsCountedInFirstShards(bulkUsers, racedShards);

// Ids in ascending order whose users count in shards 0 to shards - 1.
function idsCountedInFirstShards(count: number, shards: number): string[] {
  const ids: string[] = [];
  for (let index = 0; ids.length < count; index += 1) {
    const id = `${run}-bulk-${String(index).padStart(5, '0')}`;
    if (counterShardOf(directoryKey('normal', id)) < shards) ids.push(id);
  }
  return ids;
}

const feedback = {
  timestamp: Date.UTC(2026, 9, 1, 12),
  category: 'Workouts',
  rating: 4,
  review: 'The workouts are good.',
  approveFeedback: false,
};

function normalRecord(username: string): Record<string, unknown> {
  return { username, email: `${username.toLowerCase()}@example.com`, userType: 'normal' };
}

// Every figure a user of these cases can add to: both user figures, and the feedback figures of a registered and
// an unregistered user's feedback.
const feedbackMetrics = [
  ...new Set(
    [{}, { registrationDetails: { age: 30, height: 170, weight: 70 } }].flatMap((extra) =>
      userReadModelsOf('normal', 'x', { ...normalRecord('x'), ...extra, feedback }).metrics.filter(
        (metric) => metric !== userCountMetrics.normalUsers,
      ),
    ),
  ),
];
const watched = [...Object.values(userCountMetrics), ...feedbackMetrics];

let database: Database;
let before: Record<string, number>;

function changeOf(changes: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    watched.map((metric) => [metric, (before[metric] ?? 0) + (changes[metric] ?? 0)]),
  );
}

// What these users add to each figure, as their records are stored now.
async function countedOf(users: ReadonlyArray<[UserKind, string]>): Promise<Record<string, number>> {
  const counted: Record<string, number> = {};
  for (const [kind, userId] of users) {
    const record = (await database.ref(userRecordPath(kind, userId)).get()).val();
    for (const metric of userReadModelsOf(kind, userId, record).metrics)
      counted[metric] = (counted[metric] ?? 0) + 1;
  }
  return counted;
}

/** The change of every watched figure that `change` brings about, once the triggers are done. */
async function figureChanges(
  users: ReadonlyArray<[UserKind, string]>,
  change: () => Promise<unknown>,
): Promise<Record<string, number>> {
  const counted = await countedOf(users);
  await change();
  await settled();
  const after = await figures(database, watched);
  const countedAfter = await countedOf(users);
  // The figures moved exactly as the users' own records say.
  expect(after).toEqual(
    changeOf(
      Object.fromEntries(
        watched.map((metric) => [metric, (countedAfter[metric] ?? 0) - (counted[metric] ?? 0)]),
      ),
    ),
  );
  return Object.fromEntries(
    watched
      .map((metric) => [metric, (after[metric] ?? 0) - (before[metric] ?? 0)] as const)
      .filter(([, n]) => n !== 0),
  );
}

async function settled(): Promise<void> {
  await readModelsSettled();
}

beforeAll(async () => {
  database = getDatabase(app);
  await settled();
});

beforeEach(async () => {
  before = await figures(database, watched);
});

describe('read models kept by the database triggers', () => {
  it('lists a new normal user: directory entry, search lists and the normal-user figure', async () => {
    await database.ref(`${databasePaths.normalUsers}/${normalId}`).set(normalRecord('Harriet'));
    await settled();
    await expectReadModelsOfRecord(database, 'normal', normalId);
    const entry = (await database.ref(`${readModelPaths.userDirectory}/normal:${normalId}`).get()).val();
    expect(entry).toMatchObject({
      username: 'Harriet',
      nameKey: 'harriet',
      status: userStatusLabels.unalive,
    });
    expect(await figures(database, watched)).toEqual(changeOf({ [userCountMetrics.normalUsers]: 1 }));
    await expectFiguresConsistent(database);
  });

  it("moves a renamed user between search lists: the old name's grams no longer list it", async () => {
    await database.ref(`${databasePaths.normalUsers}/${normalId}/username`).set('Wilma');
    await settled();
    await expectReadModelsOfRecord(database, 'normal', normalId, ['Harriet']);
    expect((await database.ref(`${readModelPaths.userSearch}/har/normal:${normalId}`).get()).exists()).toBe(
      false,
    );
    // The value carries the status (u: Unalive) and the day the user's account was created.
    const createdAt: number = (await database.ref(`${accountCreationTimesPath}/${normalId}`).get()).val();
    expect((await database.ref(`${readModelPaths.userSearch}/wil/normal:${normalId}`).get()).val()).toBe(
      `normal wilma\tu${new Date(createdAt).toISOString().slice(0, 10)}`,
    );
    expect(await figures(database, watched)).toEqual(changeOf({}));
  });

  it('follows a change of the userType field', async () => {
    await database.ref(`${databasePaths.normalUsers}/${normalId}/userType`).set('Normal');
    await settled();
    await expectReadModelsOfRecord(database, 'normal', normalId);
    expect(
      (await database.ref(`${readModelPaths.userDirectory}/normal:${normalId}/userType`).get()).val(),
    ).toBe('Normal');
    expect(await figures(database, watched)).toEqual(changeOf({}));
  });

  it('shows the user as Live once registration details arrive', async () => {
    await database
      .ref(`${databasePaths.normalUsers}/${normalId}/registrationDetails`)
      .set({ age: 31, height: 172, weight: 68 });
    await settled();
    await expectReadModelsOfRecord(database, 'normal', normalId);
    expect(
      (await database.ref(`${readModelPaths.userDirectory}/normal:${normalId}/status`).get()).val(),
    ).toBe(userStatusLabels.live);
    expect(await figures(database, watched)).toEqual(changeOf({ [userCountMetrics.liveUsers]: 1 }));
  });

  it('queues feedback the app user submits, and counts it under each of its filters', async () => {
    await getAuth(app).createUser({
      uid: secondNormalId,
      email: `${secondNormalId}@example.com`,
      password: demoPassword,
    });
    const users: Array<[UserKind, string]> = [
      ['normal', normalId],
      ['normal', secondNormalId],
    ];
    const changes = await figureChanges(users, async () => {
      // As the fitness app does: the user, signed in, writes their own record.
      const client = await webClient({ email: `${secondNormalId}@example.com`, password: demoPassword });
      try {
        await set(ref(client.database, `${databasePaths.normalUsers}/${secondNormalId}`), {
          ...normalRecord('Otto'),
          feedback,
        });
      } finally {
        await client.close();
      }
      await database.ref(`${databasePaths.normalUsers}/${normalId}/feedback`).set(feedback);
    });
    await expectReadModelsOfRecord(database, 'normal', normalId);
    await expectReadModelsOfRecord(database, 'normal', secondNormalId);
    expect((await database.ref(`${readModelPaths.feedbackQueue}/${normalId}`).get()).val()).toMatchObject({
      userId: normalId,
      status: 'Live',
    });
    expect(
      (await database.ref(`${readModelPaths.feedbackQueue}/${secondNormalId}`).get()).val(),
    ).toMatchObject({ userId: secondNormalId, status: 'Nil' });
    // One new user; two new feedback entries: each under "All" filters, and under its own status, category, rating,
    // and both in the day they were sent (with their category and rating).
    expect(changes[userCountMetrics.normalUsers]).toBe(1);
    expect(changes[pendingFeedbackMetric]).toBe(2);
    expect(changes[dayMetric('2026-10-01', feedbackReceivedSeries('Workouts', 4))]).toBe(2);
    expect(Object.values(changes).filter((change) => change === 2)).toHaveLength(4 + 1);
    expect(Object.values(changes).filter((change) => change === 1)).toHaveLength(1 + 2 * 4);
    await expectFiguresConsistent(database);
  });

  it('takes approved feedback off the queue (approveFeedback)', async () => {
    const changes = await figureChanges([['normal', normalId]], () =>
      callAs(administrator, 'approveFeedback', { userIds: [normalId] }),
    );
    await expectReadModelsOfRecord(database, 'normal', normalId);
    expect((await database.ref(`${readModelPaths.feedbackQueue}/${normalId}`).get()).exists()).toBe(false);
    expect(changes[pendingFeedbackMetric]).toBe(-1);
    expect(Object.values(changes)).toEqual(Array(8).fill(-1));
  });

  it('takes deleted feedback off the queue', async () => {
    const changes = await figureChanges([['normal', secondNormalId]], () =>
      database.ref(`${databasePaths.normalUsers}/${secondNormalId}/feedback`).remove(),
    );
    await expectReadModelsOfRecord(database, 'normal', secondNormalId);
    expect((await database.ref(`${readModelPaths.feedbackQueue}/${secondNormalId}`).get()).exists()).toBe(
      false,
    );
    expect(changes[pendingFeedbackMetric]).toBe(-1);
    // Its eight filters, and the day it was sent.
    expect(Object.values(changes)).toEqual(Array(8 + 1).fill(-1));
    await expectFiguresConsistent(database);
  });

  it('counts a new business user as waiting, and no longer once approved (approveBusinessUsers)', async () => {
    await database.ref(`${databasePaths.businessUsers}/${businessId}`).set({
      username: 'Iron Gym',
      email: `${businessId}@example.com`,
      userType: 'business',
      isApproveUser: false,
    });
    await settled();
    await expectReadModelsOfRecord(database, 'business', businessId);
    expect(await figures(database, watched)).toEqual(
      changeOf({ [userCountMetrics.businessUsers]: 1, [userCountMetrics.businessUsersWaiting]: 1 }),
    );

    const waiting = await figures(database, watched);
    await callAs(administrator, 'approveBusinessUsers', { userIds: [businessId] });
    await settled();
    await expectReadModelsOfRecord(database, 'business', businessId);
    expect(
      (await database.ref(`${readModelPaths.userDirectory}/business:${businessId}/status`).get()).val(),
    ).toBe(userStatusLabels.approved);
    expect(await figures(database, watched)).toEqual({
      ...waiting,
      [userCountMetrics.businessUsersWaiting]: (waiting[userCountMetrics.businessUsersWaiting] ?? 0) - 1,
    });
    await expectFiguresConsistent(database);
  });

  it('removes every read model of deleted users, and their figures (deleteUsers)', async () => {
    await callAs(administrator, 'deleteUsers', { userIds: [normalId, businessId] });
    await settled();
    await expectReadModelsOfRecord(database, 'normal', normalId, ['Wilma', 'Harriet']);
    await expectReadModelsOfRecord(database, 'business', businessId, ['Iron Gym']);
    expect((await database.ref(`${readModelPaths.userDirectory}/normal:${normalId}`).get()).exists()).toBe(
      false,
    );
    expect(await figures(database, watched)).toEqual(
      changeOf({
        [userCountMetrics.normalUsers]: -1,
        [userCountMetrics.liveUsers]: -1,
        [userCountMetrics.businessUsers]: -1,
        // Its approved feedback stayed in the record, and in the day it was sent.
        [dayMetric('2026-10-01', feedbackReceivedSeries('Workouts', 4))]: -1,
      }),
    );
    await expectFiguresConsistent(database);
  });

  it('converges with exact figures after one multi-path write of 250 users racing for 8 counter shards', async () => {
    const records = Object.fromEntries(
      bulkIds.map((id, index) => [
        `${databasePaths.normalUsers}/${id}`,
        {
          ...normalRecord(`Bulk ${index}`),
          ...(index % 5 === 0 ? { feedback: { ...feedback, timestamp: feedback.timestamp + index } } : {}),
        },
      ]),
    );
    await database.ref().update(records);
    await readModelsSettled(540_000);
    const withFeedback = bulkIds.filter((_, index) => index % 5 === 0).length;
    const unregistered = userReadModelsOf('normal', 'x', { ...normalRecord('x'), feedback }).metrics;
    expect(await figures(database, watched)).toEqual(
      changeOf({
        ...Object.fromEntries(unregistered.map((metric) => [metric, withFeedback])),
        [userCountMetrics.normalUsers]: bulkIds.length,
      }),
    );
    for (const id of [bulkIds[0], bulkIds[1], bulkIds[bulkIds.length - 1]]) {
      if (id) await expectReadModelsOfRecord(database, 'normal', id);
    }
    await expectFiguresConsistent(database);
  }, 600_000);

  it('changes no figure when the same records are written again', async () => {
    const shards = (await database.ref(readModelPaths.counterShards).get()).val();
    const sample = bulkIds.slice(0, 50);
    const records = (
      await database
        .ref(databasePaths.normalUsers)
        .orderByKey()
        .startAt(sample[0] ?? '')
        .limitToFirst(50)
        .get()
    ).val();
    await database
      .ref()
      .update(Object.fromEntries(sample.map((id) => [`${databasePaths.normalUsers}/${id}`, records[id]])));
    await database.ref(`${databasePaths.normalUsers}/${sample[0]}`).set(records[sample[0] ?? '']);
    await settled();
    expect(await figures(database, watched)).toEqual(changeOf({}));
    expect((await database.ref(readModelPaths.counterShards).get()).val()).toEqual(shards);
  }, 120_000);
});
