import {
  accountCreationTimesPath,
  databasePaths,
  dayMetric,
  feedbackApprovedSeries,
  feedbackReceivedSeries,
  joinedSeries,
  pendingFeedbackMetric,
  readModelPaths,
  userCountMetrics,
  utcDayOf,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { type Database, getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { freshMailStandIn } from '../support/mail.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { expectFiguresConsistent, expectReadModelsOfRecord, figure } from './read-model-state.ts';

// The totals the home page reads (readModels/homeFigures, readModels/chartDays/{day}), kept by the same triggers
// as the other read models, counted by the day a user's account was created, their feedback sent and approved.
const app = adminAppForSuite();
freshMailStandIn();
const run = `hf${Date.now().toString(36)}`;
const withAccount = `${run}-account`;
const withoutAccount = `${run}-record-only`;
const waitingGym = `${run}-gym`;
const accountCreated = Date.UTC(2026, 2, 4, 10, 30);
const gymCreated = Date.UTC(2025, 11, 24, 8);

let database: Database;

async function value(path: string): Promise<unknown> {
  return (await database.ref(path).get()).val();
}

async function dayTotal(day: string, series: string): Promise<number> {
  return ((await value(`${readModelPaths.chartDays}/${day}/${series}`)) as number | null) ?? 0;
}

function normalRecord(name: string) {
  return { username: name, email: `${name.toLowerCase()}@example.com`, userType: 'normal' };
}

beforeAll(async () => {
  database = getDatabase(app);
  await readModelsSettled();
  // As the fitness app's sign-up leaves them: accounts created at a known time, records written later.
  const imported = await getAuth(app).importUsers([
    {
      uid: withAccount,
      email: `${withAccount}@example.com`,
      metadata: {
        creationTime: new Date(accountCreated).toUTCString(),
        lastSignInTime: new Date(accountCreated).toUTCString(),
      },
    },
    {
      uid: waitingGym,
      email: `${waitingGym}@example.com`,
      metadata: {
        creationTime: new Date(gymCreated).toUTCString(),
        lastSignInTime: new Date(gymCreated).toUTCString(),
      },
    },
  ]);
  expect(imported.failureCount).toBe(0);
});

describe('the home page totals', () => {
  it("counts a new user on the day their account was created, or the record's first write without an account", async () => {
    const accountDay = utcDayOf(accountCreated) ?? '';
    const before = {
      accountDay: await dayTotal(accountDay, joinedSeries('normal')),
      today: await dayTotal(utcDayOf(Date.now()) ?? '', joinedSeries('normal')),
    };
    const writtenFrom = Date.now();
    await database.ref().update({
      [`${databasePaths.normalUsers}/${withAccount}`]: normalRecord('Hanna'),
      [`${databasePaths.normalUsers}/${withoutAccount}`]: normalRecord('Ingo'),
    });
    await readModelsSettled();
    const writtenTo = Date.now();

    expect(await value(`${accountCreationTimesPath}/${withAccount}`)).toBe(accountCreated);
    const firstWrite = (await value(`${accountCreationTimesPath}/${withoutAccount}`)) as number;
    expect(firstWrite).toBeGreaterThanOrEqual(writtenFrom - 1_000);
    expect(firstWrite).toBeLessThanOrEqual(writtenTo);
    expect(await dayTotal(accountDay, joinedSeries('normal'))).toBe(before.accountDay + 1);
    expect(await dayTotal(utcDayOf(firstWrite) ?? '', joinedSeries('normal'))).toBe(before.today + 1);
    await expectReadModelsOfRecord(database, 'normal', withAccount);
    await expectReadModelsOfRecord(database, 'normal', withoutAccount);
    await expectFiguresConsistent(database);
  });

  it('keeps the first creation time when a record is written again, and counts its user once', async () => {
    const accountDay = utcDayOf(accountCreated) ?? '';
    const counted = await dayTotal(accountDay, joinedSeries('normal'));
    await database.ref(`${databasePaths.normalUsers}/${withAccount}`).remove();
    await readModelsSettled();
    expect(await dayTotal(accountDay, joinedSeries('normal'))).toBe(counted - 1);
    await database.ref(`${databasePaths.normalUsers}/${withAccount}`).set(normalRecord('Hanna'));
    await database.ref(`${databasePaths.normalUsers}/${withAccount}/username`).set('Hanna B');
    await readModelsSettled();
    expect(await value(`${accountCreationTimesPath}/${withAccount}`)).toBe(accountCreated);
    expect(await dayTotal(accountDay, joinedSeries('normal'))).toBe(counted);
    await expectFiguresConsistent(database);
  });

  it('queues a waiting business user by the time they wait since, until approved', async () => {
    await database.ref(`${databasePaths.businessUsers}/${waitingGym}`).set({
      username: 'Oak Gym',
      email: `${waitingGym}@example.com`,
      userType: 'business',
      isApproveUser: false,
    });
    await readModelsSettled();
    expect(await value(`${readModelPaths.approvalQueue}/${waitingGym}`)).toBe(gymCreated);
    // The oldest waits first: nobody of the demo data waits since before this gym's sign-up.
    const first = await database.ref(readModelPaths.approvalQueue).orderByValue().limitToFirst(1).get();
    expect(first.val()).toEqual({ [waitingGym]: gymCreated });

    await callAs(administrator, 'approveBusinessUsers', { userIds: [waitingGym] });
    await readModelsSettled();
    expect(await value(`${readModelPaths.approvalQueue}/${waitingGym}`)).toBeNull();
    await expectFiguresConsistent(database);
  });

  it('counts feedback by the day it was sent and the day it was approved, and keeps today’s figures', async () => {
    const sent = Date.UTC(2026, 4, 2, 15);
    const sentDay = utcDayOf(sent) ?? '';
    const sentSeries = feedbackReceivedSeries('Friends', 5);
    const before = await dayTotal(sentDay, sentSeries);
    await database.ref(`${databasePaths.normalUsers}/${withoutAccount}/feedback`).set({
      timestamp: sent,
      category: 'Friends',
      rating: 5,
      review: 'Training with friends keeps me going.',
      approveFeedback: false,
    });
    await readModelsSettled();
    expect(await dayTotal(sentDay, sentSeries)).toBe(before + 1);

    const today = utcDayOf(Date.now()) ?? '';
    const approvedBefore = await dayTotal(today, feedbackApprovedSeries);
    await callAs(administrator, 'approveFeedback', { userIds: [withoutAccount] });
    await readModelsSettled();
    const approvedAt = (await value(
      `${databasePaths.normalUsers}/${withoutAccount}/feedback/feedbackApproveTimestamp`,
    )) as number;
    expect(await dayTotal(utcDayOf(approvedAt) ?? '', feedbackApprovedSeries)).toBe(approvedBefore + 1);
    expect(await figure(database, dayMetric(sentDay, sentSeries))).toBe(before + 1);

    const homeFigures = (await value(readModelPaths.homeFigures)) as Record<string, number>;
    for (const metric of [userCountMetrics.normalUsers, userCountMetrics.liveUsers, pendingFeedbackMetric]) {
      expect(homeFigures[metric] ?? 0, metric).toBe(await figure(database, metric));
      expect(await dayTotal(today, metric), `${metric} kept for today`).toBe(await figure(database, metric));
    }
    await expectFiguresConsistent(database);
  });
});
