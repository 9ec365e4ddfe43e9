import { databasePaths } from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import type { Page } from 'playwright-core';
import type { IsolatedBackend } from '../emulators/src/launcher/isolated-backend.ts';
import { withTriggersPaused } from '../emulators/src/rtdb/trigger-control-client.ts';
import { loadDemoData } from '../emulators/src/seed/load-demo-data.ts';
import { launchChromium } from '../emulators/src/shared/chromium.ts';
import { backfillReadModels } from '../functions/src/read-models/backfill-read-models.ts';
import { readModelStore } from '../functions/src/read-models/read-model-store.ts';
import { adminAppOf, administrator, closeAdminApp } from '../tests/backend/support/backend-clients.ts';
import { submitLogin } from '../tests/browser/support/browser-session.ts';
import { median, milliseconds, percentile } from './statistics.ts';

interface UsersScreenFigures {
  users: number;
  // From navigation to the first fifty rows, and from the last data frame received to those rows.
  navigationToRowsMs: number;
  dataToRowsMs: number;
  keystrokes: number;
  keystrokeMedianMs: number;
  keystrokeP95Ms: number;
}

const navigations = 3;
// Each keystroke changes which users match, so each one must update the rows: 4 digits typed, then erased.
const keystrokeRounds = ['1234', '5678', '9012', '3456', '7890'];

function benchUser(kind: 'normal' | 'business', index: number) {
  const number = String(index).padStart(5, '0');
  const common = {
    username: `Bench ${kind} ${number}`,
    email: `bench.${kind}.${number}@example.com`,
    userType: kind,
  };
  return kind === 'normal'
    ? { ...common, ...(index % 2 === 0 ? { registrationDetails: { age: 30, height: 170, weight: 70 } } : {}) }
    : {
        ...common,
        isApproveUser: index % 3 === 0,
        businessCertificationUrl: `https://example.com/c/${number}.pdf`,
      };
}

// The demo data plus `perKind` users of each kind, each collection written in one set.
async function seedUsers(isolated: IsolatedBackend, perKind: number): Promise<number> {
  await loadDemoData(isolated.backend);
  const app = adminAppOf(isolated.backend);
  const { host, ports } = isolated.backend;
  try {
    const database = getDatabase(app);
    let total = 0;
    // As a deployment with existing users would: the records written, then the read models built by the backfill.
    await withTriggersPaused(`http://${host}:${ports.database}`, async () => {
      for (const [kind, path] of [
        ['normal', databasePaths.normalUsers],
        ['business', databasePaths.businessUsers],
      ] as const) {
        const collection = database.ref(path);
        const users: Record<string, unknown> = (await collection.get()).val() ?? {};
        for (let index = 0; index < perKind; index += 1)
          users[`bench-${kind}-${index}`] = benchUser(kind, index);
        await collection.set(users);
        total += Object.keys(users).length;
      }
      await backfillReadModels(database, readModelStore(database), { pageSize: 2000 });
    });
    return total;
  } finally {
    await closeAdminApp(app);
  }
}

function summaryText(total: number): string {
  return `Showing 1–50 of ${total.toLocaleString('en-US')} users`;
}

async function timeNavigation(page: Page, url: string, total: number) {
  let lastFrameAt = 0;
  page.on('websocket', (socket) => {
    socket.on('framereceived', () => {
      lastFrameAt = performance.now();
    });
  });
  const start = performance.now();
  await page.goto(url);
  await page.getByText(summaryText(total), { exact: true }).waitFor({ timeout: 120_000 });
  const shownAt = performance.now();
  page.removeAllListeners('websocket');
  return { navigationToRowsMs: shownAt - start, dataToRowsMs: Math.max(0, shownAt - lastFrameAt) };
}

// Measured in the page: from the keydown to the moment the list's summary text changes.
async function timeKeystrokes(page: Page): Promise<number[]> {
  const search = page.getByPlaceholder('Search by username...');
  await search.focus();
  await page.evaluate(() => {
    const state = window as unknown as { keystrokeTimes: number[]; keyAt: number };
    state.keystrokeTimes = [];
    state.keyAt = 0;
    document.addEventListener(
      'keydown',
      () => {
        state.keyAt = performance.now();
      },
      true,
    );
    const summary = [...document.querySelectorAll('p')].find((element) =>
      element.textContent?.startsWith('Showing '),
    );
    if (!summary) throw new Error('The users screen shows no summary');
    new MutationObserver(() => {
      if (state.keyAt > 0) state.keystrokeTimes.push(performance.now() - state.keyAt);
      state.keyAt = 0;
    }).observe(summary, { characterData: true, childList: true, subtree: true });
  });
  for (const digits of keystrokeRounds) {
    for (const key of [...digits.split(''), 'Backspace', 'Backspace', 'Backspace', 'Backspace']) {
      const counted = await page.evaluate(
        () => (window as unknown as { keystrokeTimes: number[] }).keystrokeTimes.length,
      );
      await page.keyboard.press(key);
      await page.waitForFunction(
        (before) => (window as unknown as { keystrokeTimes: number[] }).keystrokeTimes.length > before,
        counted,
      );
    }
  }
  return page.evaluate(() => (window as unknown as { keystrokeTimes: number[] }).keystrokeTimes);
}

export async function measureUsersScreen(
  isolated: IsolatedBackend,
  perKind: number,
): Promise<UsersScreenFigures> {
  const total = await seedUsers(isolated, perKind);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${isolated.consoleUrl}/`);
    await submitLogin(page, administrator);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const loads = [];
    for (let run = 0; run < navigations; run += 1) {
      loads.push(await timeNavigation(page, `${isolated.consoleUrl}/manage_user_dashboard`, total));
    }
    const keystrokes = await timeKeystrokes(page);
    await context.close();
    return {
      users: total,
      navigationToRowsMs: median(loads.map((load) => load.navigationToRowsMs)),
      dataToRowsMs: median(loads.map((load) => load.dataToRowsMs)),
      keystrokes: keystrokes.length,
      keystrokeMedianMs: median(keystrokes),
      keystrokeP95Ms: percentile(keystrokes, 0.95),
    };
  } finally {
    await browser.close();
    await loadDemoData(isolated.backend);
  }
}

export function usersScreenReport(figures: readonly UsersScreenFigures[]): string {
  const largest = figures[figures.length - 1];
  const verdicts = largest
    ? `Targets at ${largest.users.toLocaleString('en-US')} users: keystroke p95 under 100 ms: **${largest.keystrokeP95Ms < 100 ? 'met' : 'not met'}**; rows visible under 2 s after the data arrived: **${largest.dataToRowsMs < 2000 ? 'met' : 'not met'}**.`
    : '';
  return [
    '## 2. The users screen in headless Chromium',
    '',
    `The demo data plus the same number of normal and business users. Navigation is a full page load of
\`/manage_user_dashboard\` while signed in (median of ${navigations}); "data to rows" runs from the last websocket frame
received to the first fifty rows on screen. Keystrokes are timed in the page, from keydown to the list's update,
while typing and erasing digits so that every keystroke changes the matching users.`,
    '',
    '| users | navigation to rows | data to rows | keystrokes | keystroke median | keystroke p95 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...figures.map(
      (figure) =>
        `| ${figure.users.toLocaleString('en-US')} | ${milliseconds(figure.navigationToRowsMs)} | ${milliseconds(figure.dataToRowsMs)} | ${figure.keystrokes} | ${milliseconds(figure.keystrokeMedianMs)} | ${milliseconds(figure.keystrokeP95Ms)} |`,
    ),
    '',
    verdicts,
  ].join('\n');
}
