import {
  accountCreationTimesPath,
  activeUsersMetric,
  activeUserWindows,
  approvalEmailSeries,
  approvalOutboxEntryId,
  approvalsSeries,
  databasePaths,
  dayMetric,
  dayMs,
  feedbackApprovedSeries,
  feedbackReceivedSeries,
  hourMs,
  joinedSeries,
  pendingFeedbackMetric,
  readModelPaths,
  userCountMetrics,
  utcDayOf,
} from '@management-center/contract';
import { publishScheduleTick } from '@management-center/emulators/scheduler/publish-tick';
import { getAuth } from 'firebase-admin/auth';
import { type Database, getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { deliveryEvent, freshMailStandIn, nowSeconds, postSigned } from '../support/mail.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { expectFiguresConsistent, expectReadModelsOfRecord, figure } from './read-model-state.ts';

// The totals the home page reads (readModels/homeFigures, readModels/chartDays/{day}), kept by the same triggers
// as the other read models, counted by the day a user's account was created, their feedback sent and approved.
const app = adminAppForSuite();
const backend = inject('backend');
const pubsub = { emulatorHost: `${backend.host}:${backend.ports.pubsub}`, projectId: backend.projectId };
freshMailStandIn();
const run = `hf${Date.now().toString(36)}`;
const withAccount = `${run}-account`;
const withoutAccount = `${run}-record-only`;
const waitingGym = `${run}-gym`;
const accountCreated = Date.UTC(2026, 2, 4, 10, 30);
const gymCreated = Date.UTC(2025, 11, 24, 8);

const deliveredGym = `${run}-delivered-gym`;
const bouncingGym = `${run}-bouncing-gym`;

let database: Database;

// Each approval series summed over every day: what an approval added, even across midnight.
function approvalSeriesOverAllDays(chartDays: unknown): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(
    [approvalsSeries, ...Object.values(approvalEmailSeries)].map((series) => [series, 0]),
  );
  for (const day of Object.values((chartDays ?? {}) as Record<string, Record<string, number>>)) {
    for (const series of Object.keys(totals)) totals[series] = (totals[series] ?? 0) + (day[series] ?? 0);
  }
  return totals;
}

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
    // The approval e-mail goes to the sign-in account's address.
    { uid: deliveredGym, email: `${deliveredGym}@example.com` },
    { uid: bouncingGym, email: `${bouncingGym}@example.com` },
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

  it('counts approvals and their e-mails: sent, then delivered or bounced, as the webhook reports them', async () => {
    for (const [gym, name] of [
      [deliveredGym, 'Elm Gym'],
      [bouncingGym, 'Ash Gym'],
    ] as const) {
      await database.ref(`${databasePaths.businessUsers}/${gym}`).set({
        username: name,
        email: `${gym}@example.com`,
        userType: 'business',
        isApproveUser: false,
      });
    }
    await readModelsSettled();
    const before = approvalSeriesOverAllDays(await value(readModelPaths.chartDays));

    await callAs(administrator, 'approveBusinessUsers', { userIds: [deliveredGym, bouncingGym] });
    // What SendGrid then reports, signed as it signs it: posted here, so no other suite's e-mails are reported.
    const reported = await postSigned([
      deliveryEvent('delivered', nowSeconds(), `${run}-delivered`, approvalOutboxEntryId(deliveredGym)),
      deliveryEvent('bounce', nowSeconds(), `${run}-bounced`, approvalOutboxEntryId(bouncingGym)),
    ]);
    expect(reported.status).toBe(200);
    await readModelsSettled();

    const after = approvalSeriesOverAllDays(await value(readModelPaths.chartDays));
    expect(
      Object.fromEntries(
        Object.entries(after).map(([series, total]) => [series, total - (before[series] ?? 0)]),
      ),
    ).toEqual({
      [approvalsSeries]: 2,
      [approvalEmailSeries.sent]: 2,
      [approvalEmailSeries.failed]: 0,
      [approvalEmailSeries.delivered]: 1,
      [approvalEmailSeries.bounced]: 1,
      [approvalEmailSeries.dropped]: 0,
    });
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

  // One run of the daily count, as its schedule would start it: done once it has written its figures again.
  async function countActiveUsersNow(): Promise<Record<string, number>> {
    const metrics = activeUserWindows.map(activeUsersMetric);
    await database
      .ref()
      .update(Object.fromEntries(metrics.map((metric) => [`${readModelPaths.homeFigures}/${metric}`, null])));
    await publishScheduleTick(pubsub, 'countActiveUsersDaily');
    await expect
      .poll(() => value(`${readModelPaths.homeFigures}/${activeUsersMetric(30)}`), { timeout: 20_000 })
      .not.toBeNull();
    const figures = (await value(readModelPaths.homeFigures)) as Record<string, number>;
    return Object.fromEntries(metrics.map((metric) => [metric, figures[metric] ?? 0]));
  }

  it('counts the app users active within a day, 7 and 30 days, once a day, leaving the team out', async () => {
    const before = await countActiveUsersNow();
    const now = Date.now();
    const hoursAgo = (hours: number) => new Date(now - hours * hourMs).toUTCString();
    const signedIn = [2, 3 * 24, 20 * 24, 40 * 24].map((hours, index) => ({
      uid: `${run}-active-${index}`,
      email: `${run}-active-${index}@example.com`,
      metadata: { creationTime: hoursAgo(50 * 24), lastSignInTime: hoursAgo(hours) },
    }));
    expect((await getAuth(app).importUsers(signedIn)).failureCount).toBe(0);

    const after = await countActiveUsersNow();
    expect({
      day: (after[activeUsersMetric(1)] ?? 0) - (before[activeUsersMetric(1)] ?? 0),
      week: (after[activeUsersMetric(7)] ?? 0) - (before[activeUsersMetric(7)] ?? 0),
      month: (after[activeUsersMetric(30)] ?? 0) - (before[activeUsersMetric(30)] ?? 0),
    }).toEqual({ day: 1, week: 2, month: 3 });
    // Every account active within 30 days but the team's: the administrator signed in for this suite's calls.
    const team = new Set(Object.keys(((await value('team/members')) ?? {}) as Record<string, unknown>));
    const { users } = await getAuth(app).listUsers(1000);
    const activeWithin30Days = users.filter((account) => {
      const times = [account.metadata.lastSignInTime, account.metadata.lastRefreshTime].flatMap((time) =>
        time ? [Date.parse(time)] : [],
      );
      return times.length > 0 && Date.now() - Math.max(...times) <= 30 * dayMs;
    });
    const administratorUid = (await getAuth(app).getUserByEmail(administrator.email)).uid;
    expect(activeWithin30Days.map((account) => account.uid)).toContain(administratorUid);
    expect(after[activeUsersMetric(30)]).toBe(
      activeWithin30Days.filter((account) => !team.has(account.uid)).length,
    );
    const today = utcDayOf(Date.now()) ?? '';
    expect(await dayTotal(today, activeUsersMetric(7))).toBe(after[activeUsersMetric(7)]);
  });
});
