import {
  accountCreationTimesPath,
  addUtcDays,
  databasePaths,
  dayMs,
  isJoinedWithin,
  type JoinedDays,
  joinedSeries,
  pendingFeedbackMetric,
  readModelPaths,
  type UserKind,
  type UserReadModels,
  type UserStatusLabel,
  userCountMetrics,
  userReadModelsOf,
  utcDayOf,
  waitingFeedbackByRating,
} from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readModelsSettled } from '../backend/support/read-models.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages } from './support/browser.ts';

interface Figures {
  normalUsers: number;
  businessUsers: number;
  waiting: number;
  feedback: number;
}

// Each figure: the counted metric it shows, and its label on the Home Page.
const figureOf: Record<keyof Figures, { metric: string; label: string }> = {
  normalUsers: { metric: userCountMetrics.normalUsers, label: 'Normal users' },
  businessUsers: { metric: userCountMetrics.businessUsers, label: 'Business users' },
  waiting: { metric: userCountMetrics.businessUsersWaiting, label: 'Business users waiting for approval' },
  feedback: { metric: pendingFeedbackMetric, label: 'Feedback waiting for approval' },
};
const figureNames = Object.keys(figureOf) as Array<keyof Figures>;

describe('the Home Page figures in the browser', () => {
  const app = adminAppForSuite();
  const pages = consolePages();

  // The read models of every app user, derived from the records as stored.
  async function storedReadModels(): Promise<UserReadModels[]> {
    const collections: Array<[UserKind, string]> = [
      ['normal', databasePaths.normalUsers],
      ['business', databasePaths.businessUsers],
    ];
    const models: UserReadModels[] = [];
    for (const [kind, path] of collections) {
      const records = (await getDatabase(app).ref(path).get()).val() ?? {};
      for (const [userId, record] of Object.entries(records))
        models.push(userReadModelsOf(kind, userId, record));
    }
    return models;
  }

  // What the figures must say, from the app's records as stored: each user counts in the figures its read
  // models name.
  async function storedFigures(): Promise<Figures> {
    const figures: Figures = { normalUsers: 0, businessUsers: 0, waiting: 0, feedback: 0 };
    for (const { metrics } of await storedReadModels()) {
      for (const name of figureNames) if (metrics.includes(figureOf[name].metric)) figures[name] += 1;
    }
    return figures;
  }

  function figure(page: Page, label: string) {
    return page
      .getByRole('region', { name: 'Users and App Performance' })
      .getByText(label, { exact: true })
      .locator('xpath=preceding-sibling::*[1]');
  }

  async function expectFigures(page: Page, expected: Figures): Promise<void> {
    for (const name of figureNames) {
      await expect
        .poll(() => figure(page, figureOf[name].label).textContent(), { timeout: 15_000 })
        .toBe(String(expected[name]));
    }
  }

  async function openHomePage(): Promise<Page> {
    await readModelsSettled();
    const page = await pages.openSignedIn('/dashboard');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    return page;
  }

  it('shows the four figures the triggers count', async () => {
    const page = await openHomePage();
    const expected = await storedFigures();
    expect(expected.normalUsers).toBeGreaterThan(0);
    expect(expected.waiting).toBeGreaterThan(0);
    expect(expected.feedback).toBeGreaterThan(0);
    await expectFigures(page, expected);
  });

  const normal = `${databasePaths.normalUsers}/zz-home-normal`;
  const business = `${databasePaths.businessUsers}/zz-home-business`;

  it('moves the figures live as the app writes users and they are approved', async () => {
    const page = await openHomePage();
    const before = await storedFigures();
    await expectFigures(page, before);
    const database = getDatabase(app);
    await database.ref(normal).set({
      username: 'Zz Home Normal',
      email: 'zz.home.normal@example.com',
      userType: 'normal',
      feedback: { timestamp: Date.UTC(2031, 5, 1), category: 'Friends', rating: 5, review: 'Nice.' },
    });
    await database.ref(business).set({
      username: 'Zz Home Gym',
      email: 'zz.home.gym@example.com',
      userType: 'business',
      isApproveUser: false,
    });
    await readModelsSettled();
    const added: Figures = {
      normalUsers: before.normalUsers + 1,
      businessUsers: before.businessUsers + 1,
      waiting: before.waiting + 1,
      feedback: before.feedback + 1,
    };
    expect(await storedFigures()).toEqual(added);
    await expectFigures(page, added);
    await checkScreen(page, 'home-live');

    await database.ref(`${business}/isApproveUser`).set(true);
    await database.ref(`${normal}/feedback/approveFeedback`).set(true);
    await readModelsSettled();
    await expectFigures(page, { ...added, waiting: before.waiting, feedback: before.feedback });
  });

  it('lowers the figures live when users are removed', async () => {
    const page = await openHomePage();
    const before = await storedFigures();
    await expectFigures(page, before);
    const database = getDatabase(app);
    await Promise.all([normal, business].map((path) => database.ref(path).remove()));
    await readModelsSettled();
    const removed: Figures = {
      ...before,
      normalUsers: before.normalUsers - 1,
      businessUsers: before.businessUsers - 1,
    };
    expect(await storedFigures()).toEqual(removed);
    await expectFigures(page, removed);
  });

  // New users of the last 30 UTC days, today included, as the daily totals of the database say.
  async function newUsersOfLast30Days(): Promise<number> {
    const days = (await getDatabase(app).ref(readModelPaths.chartDays).get()).val() ?? {};
    const today = Date.now();
    let total = 0;
    for (let back = 0; back < 30; back += 1) {
      const day = utcDayOf(today - back * dayMs) ?? '';
      for (const kind of ['normal', 'business'] as const) total += days[day]?.[joinedSeries(kind)] ?? 0;
    }
    return total;
  }

  it('draws the trends of the range in the address, and a rating bar opens the feedback it counts', async () => {
    const page = await openHomePage();
    const trends = page.getByRole('heading', { name: 'Trends' });
    await trends.waitFor();
    const expected = await newUsersOfLast30Days();
    expect(expected).toBeGreaterThan(0);
    await page.getByText(`${expected.toLocaleString('en-US')} new users in the last 30 days`).waitFor();
    await page.locator('.recharts-bar-rectangle path').first().waitFor();
    await checkScreen(page, 'home-trends');

    await page.getByText('90 days', { exact: true }).click();
    await page.waitForURL(/[?&]range=90d/);
    await page.getByText(/new users? in the last 90 days/).waitFor();
    await page.reload();
    await page.getByText(/new users? in the last 90 days/).waitFor();

    const waitingWith4Stars = await getDatabase(app)
      .ref(`${readModelPaths.homeFigures}/${waitingFeedbackByRating[3]?.metric}`)
      .get();
    const ratingChart = page.locator('section, div').filter({
      has: page.getByRole('heading', { name: 'Feedback waiting for approval, by rating' }),
    });
    await expect
      .poll(() =>
        ratingChart
          .last()
          .getByRole('link', { name: /^4 stars:/ })
          .textContent(),
      )
      .toBe(`4 stars: ${waitingWith4Stars.val() ?? 0}`);
    // The fourth bar of the chart: 4 stars.
    await ratingChart.last().locator('.recharts-bar-rectangle path').nth(3).click();
    await page.waitForURL(/\/manage_feedback\?rating=4$/);
    await expect.poll(() => page.getByLabel('Rating', { exact: true }).inputValue()).toBe('4');
  });

  // How many users have the status, from the app's records as stored (the Status column's rule).
  async function storedUsersOfStatus(status: UserStatusLabel): Promise<number> {
    return (await storedReadModels()).filter(({ entry }) => entry?.status === status).length;
  }

  // The users screen under a status filter: its total, and every row shown of that status.
  async function expectUsersOfStatus(page: Page, status: UserStatusLabel, total: number): Promise<void> {
    const shown = Math.min(total, 50);
    await page
      .getByText(`Showing 1–${shown} of ${total} user${total === 1 ? '' : 's'}`, { exact: true })
      .waitFor();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe(status);
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(shown);
    for (const row of await rows.all()) expect(await row.textContent()).toContain(status);
  }

  // The card of the chart with that title.
  function chartCard(page: Page, title: string) {
    return page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .last();
  }

  it('opens from the users charts the users of each status now, as many as their links say', async () => {
    const page = await openHomePage();
    const waiting = await storedUsersOfStatus('Waiting for approval');
    const unalive = await storedUsersOfStatus('Unalive');
    expect(waiting).toBeGreaterThan(0);
    expect(unalive).toBeGreaterThan(0);
    const card = (title: string) => chartCard(page, title);

    const waitingCard = card('Business users waiting for approval');
    await waitingCard.getByRole('link', { name: `Waiting now: ${waiting}` }).waitFor();
    await waitingCard.locator('.recharts-surface').click();
    await page.waitForURL(/\/manage_user_dashboard\?type=Business\+User&status=Waiting\+for\+approval$/);
    await expectUsersOfStatus(page, 'Waiting for approval', waiting);
    await checkScreen(page, 'users-of-status');

    await page.goBack();
    await card('Normal users who registered their details')
      .getByRole('link', { name: `Not registered now: ${unalive}` })
      .click();
    await page.waitForURL(/\/manage_user_dashboard\?type=Normal\+User&status=Unalive$/);
    await expectUsersOfStatus(page, 'Unalive', unalive);
  });

  // The names of the users of `kinds` whose account the server keeps as created on one of the days, from the
  // records and the kept creation times.
  async function storedUsersJoined(kinds: readonly UserKind[], joined: JoinedDays): Promise<string[]> {
    const database = getDatabase(app);
    const created = (await database.ref(accountCreationTimesPath).get()).val() ?? {};
    const names: string[] = [];
    for (const kind of kinds) {
      const path = kind === 'normal' ? databasePaths.normalUsers : databasePaths.businessUsers;
      const records: Record<string, { username?: unknown }> = (await database.ref(path).get()).val() ?? {};
      for (const [userId, record] of Object.entries(records)) {
        const time = created[userId];
        const day = typeof time === 'number' ? utcDayOf(time) : undefined;
        if (day !== undefined && isJoinedWithin(day, joined)) names.push(String(record.username ?? ''));
      }
    }
    return names.sort();
  }

  // The users screen lists exactly these users (at most a page of them), and says how many.
  async function expectUsersShown(page: Page, names: readonly string[]): Promise<void> {
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(50);
    const count = names.length;
    await page
      .getByText(`Showing 1–${count} of ${count} user${count === 1 ? '' : 's'}`, { exact: true })
      .waitFor();
    const shown = await page
      .getByRole('link', { name: /^View / })
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('aria-label')?.replace(/^View /, '') ?? ''),
      );
    expect(shown.sort()).toEqual([...names]);
  }

  it('opens from a new users bar the users of its series who joined on its day, and from its links those of the range', async () => {
    const database = getDatabase(app);
    const joiners = ['Zz Joined One', 'Zz Joined Two'].map((username, index) => ({
      path: `${databasePaths.normalUsers}/zz-joined-${index}`,
      record: { username, email: `zz.joined.${index}@example.com`, userType: 'normal' },
    }));
    await Promise.all(joiners.map(({ path, record }) => database.ref(path).set(record)));
    try {
      await readModelsSettled();
      const page = await pages.openSignedIn('/dashboard?range=7d');
      const today = utcDayOf(Date.now()) ?? '';
      const joinedToday = await storedUsersJoined(['normal'], { from: today, to: today });
      expect(joinedToday).toEqual(expect.arrayContaining(joiners.map(({ record }) => record.username)));
      const newUsers = chartCard(page, 'New users');
      // The normal users' series is the first; today's bar is the last of the seven.
      const todaysBar = newUsers
        .locator('.recharts-bar')
        .first()
        .locator('.recharts-bar-rectangle path')
        .last();
      await todaysBar.waitFor();
      await todaysBar.click();
      await page.waitForURL(new RegExp(`/manage_user_dashboard\\?type=Normal\\+User&joined=${today}$`));
      await expectUsersShown(page, joinedToday);
      await checkScreen(page, 'users-joined');

      await page.goBack();
      const week = { from: addUtcDays(today, -6), to: today };
      await chartCard(page, 'New users').getByRole('link', { name: 'all users' }).click();
      await page.waitForURL(new RegExp(`/manage_user_dashboard\\?joined=${week.from}\\.\\.${week.to}$`));
      await expectUsersShown(page, await storedUsersJoined(['normal', 'business'], week));
    } finally {
      await Promise.all(joiners.map(({ path }) => database.ref(path).remove()));
      await readModelsSettled();
    }
  });
});
