import {
  databasePaths,
  pendingFeedbackMetric,
  type UserKind,
  userCountMetrics,
  userReadModelsOf,
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

  // What the figures must say, from the app's records as stored: each user counts in the figures its read
  // models name.
  async function storedFigures(): Promise<Figures> {
    const figures: Figures = { normalUsers: 0, businessUsers: 0, waiting: 0, feedback: 0 };
    const collections: Array<[UserKind, string]> = [
      ['normal', databasePaths.normalUsers],
      ['business', databasePaths.businessUsers],
    ];
    for (const [kind, path] of collections) {
      const records = (await getDatabase(app).ref(path).get()).val() ?? {};
      for (const [userId, record] of Object.entries(records)) {
        const metrics = userReadModelsOf(kind, userId, record).metrics;
        for (const name of figureNames) if (metrics.includes(figureOf[name].metric)) figures[name] += 1;
      }
    }
    return figures;
  }

  function figure(page: Page, label: string) {
    return page.getByText(label, { exact: true }).locator('xpath=preceding-sibling::*[1]');
  }

  async function expectFigures(page: Page, expected: Figures): Promise<void> {
    for (const name of figureNames) {
      await expect
        .poll(() => figure(page, figureOf[name].label).textContent(), { timeout: 15_000 })
        .toBe(String(expected[name]));
    }
  }

  async function openDashboard(): Promise<Page> {
    await readModelsSettled();
    const page = await pages.openSignedIn('/dashboard');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    return page;
  }

  it('shows the four figures the triggers count', async () => {
    const page = await openDashboard();
    const expected = await storedFigures();
    expect(expected.normalUsers).toBeGreaterThan(0);
    expect(expected.waiting).toBeGreaterThan(0);
    expect(expected.feedback).toBeGreaterThan(0);
    await expectFigures(page, expected);
  });

  const normal = `${databasePaths.normalUsers}/zz-dashboard-normal`;
  const business = `${databasePaths.businessUsers}/zz-dashboard-business`;

  it('moves the figures live as the app writes users and they are approved', async () => {
    const page = await openDashboard();
    const before = await storedFigures();
    await expectFigures(page, before);
    const database = getDatabase(app);
    await database.ref(normal).set({
      username: 'Zz Dashboard Normal',
      email: 'zz.dashboard.normal@example.com',
      userType: 'normal',
      feedback: { timestamp: Date.UTC(2031, 5, 1), category: 'Friends', rating: 5, review: 'Nice.' },
    });
    await database.ref(business).set({
      username: 'Zz Dashboard Gym',
      email: 'zz.dashboard.gym@example.com',
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
    await checkScreen(page, 'dashboard-live');

    await database.ref(`${business}/isApproveUser`).set(true);
    await database.ref(`${normal}/feedback/approveFeedback`).set(true);
    await readModelsSettled();
    await expectFigures(page, { ...added, waiting: before.waiting, feedback: before.feedback });
  });

  it('lowers the figures live when users are removed', async () => {
    const page = await openDashboard();
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
});
