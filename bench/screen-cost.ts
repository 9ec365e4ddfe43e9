import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import {
  accountCreationTimesPath,
  addUtcDays,
  databasePaths,
  dayMs,
  joinedDaysParam,
  pendingFeedbackMetric,
  readModelPaths,
  sumOfShards,
  userCountMetrics,
  utcDayOfOrThrow,
} from '@management-center/contract';
import type { IsolatedBackend } from '@management-center/emulators/launcher/isolated-backend';
import { projectFile, projectRoot } from '@management-center/emulators/launcher/project';
import {
  waitForTriggers,
  withTriggersPaused,
} from '@management-center/emulators/rtdb/trigger-control-client';
import { loadDemoData } from '@management-center/emulators/seed/load-demo-data';
import { launchChromium } from '@management-center/emulators/shared/chromium';
import type { App } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import type { Page } from 'playwright-core';
import { adminAppOf, administrator, closeAdminApp } from '../tests/backend/support/backend-clients.ts';
import { submitLogin } from '../tests/browser/support/browser-session.ts';
import { median, milliseconds, percentile } from './statistics.ts';

// What one screen costs the browser: the database bytes it receives (websocket payloads) and the time until its
// first rows or figures are on screen.
export interface ScreenCost {
  bytes: number;
  ms: number;
}

interface KeystrokeCost {
  count: number;
  medianMs: number;
  p95Ms: number;
  bytesPerKeystroke: number;
}

export interface ScreenCostFigures {
  users: number;
  loadMs: number;
  backfillMs: number;
  home: ScreenCost;
  usersFirstPage: ScreenCost;
  usersNextPage: ScreenCost;
  keystrokes: KeystrokeCost;
  feedback: ScreenCost;
  // The users screen under the join filter: the users who joined in the last 30 days, and in the last year.
  joinedMonth: ScreenCost;
  joinedYear: ScreenCost;
  // The whole collections read as the screens did before the read models, on the same data.
  wholeCollections: ScreenCost;
}

// An open home page while the app writes at a steady rate: what the browser receives in that time.
export interface OpenHomeFigures {
  users: number;
  writesPerSecond: number;
  seconds: number;
  writes: number;
  bytes: number;
}

export interface BusyAppFigures {
  users: number;
  writesPerSecond: number;
  seconds: number;
  writes: number;
  quiet: KeystrokeCost;
  busy: KeystrokeCost;
  // After the writes settled: the figures the home page shows against those of the records.
  figuresRight: boolean;
  figuresDetail: string;
}

// Every record carries about 2 KB of the app's own data, which the console never shows.
const appData = 'x'.repeat(2000);
const firstNames = [
  'Ava',
  'Liam',
  'Mia',
  'Noah',
  'Zoe',
  'Omar',
  'Ines',
  'Yuki',
  'Lena',
  'Ravi',
  'Sofia',
  'Kai',
];
const lastNames = ['Patel', 'Silva', 'Novak', 'Rossi', 'Abara', 'Costa', 'Walsh', 'Kim', 'Berg', 'Haddad'];
// Typed and erased one key at a time. Names end in the user's number, so every digit changes which users match
// (and so the rows), from many at the first key to a few at the last.
const searchTyped = '1234';
const writeBatch = 5_000;

function isBusiness(index: number): boolean {
  return index % 20 === 0;
}

function hasPendingFeedback(index: number): boolean {
  return !isBusiness(index) && index % 4 === 1;
}

function costUser(index: number) {
  const username = `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / firstNames.length) % lastNames.length]} ${index}`;
  const common = { username, email: `cost.${index}@example.com`, appData: { notes: appData, steps: index } };
  if (isBusiness(index)) return { ...common, userType: 'business', isApproveUser: index % 40 === 0 };
  return {
    ...common,
    userType: 'normal',
    ...(index % 2 === 0 ? { registrationDetails: { age: 30, height: 170, weight: 70 } } : {}),
    ...(hasPendingFeedback(index)
      ? {
          feedback: {
            timestamp: 1_700_000_000_000 + index,
            category: 'Workouts',
            rating: (index % 5) + 1,
            review: 'Good',
            approveFeedback: false,
          },
        }
      : {}),
  };
}

function costUserId(index: number): string {
  return `cost-${index}`;
}

function costUserPath(index: number): string {
  return `${isBusiness(index) ? databasePaths.businessUsers : databasePaths.normalUsers}/${costUserId(index)}`;
}

// The users joined over the year before the load, as many each day: the new users chart and the join filter have
// as many users a day at every size as the app would (a year's sign-ups).
function costUserCreatedAt(index: number, loadedAt: number): number {
  return loadedAt - (index % 365) * dayMs - (index % 1000) * 1000;
}

// Written as the app would have before the console was deployed, then indexed by the backfill (the export benchmark
// loads the same users).
export async function loadUsers(isolated: IsolatedBackend, database: Database, users: number) {
  const { host, ports } = isolated.backend;
  let loadMs = 0;
  let backfillMs = 0;
  await withTriggersPaused(`http://${host}:${ports.database}`, async () => {
    const loadStart = performance.now();
    const loadedAt = Date.now();
    for (let start = 0; start < users; start += writeBatch) {
      const update: Record<string, unknown> = {};
      for (let index = start; index < Math.min(users, start + writeBatch); index += 1) {
        update[costUserPath(index)] = costUser(index);
        // Kept as the trigger keeps it from Auth: the backfill reads it rather than looking the account up.
        update[`${accountCreationTimesPath}/${costUserId(index)}`] = costUserCreatedAt(index, loadedAt);
      }
      await database.ref().update(update);
    }
    loadMs = performance.now() - loadStart;
    const backfillStart = performance.now();
    await runBackfillCommand(isolated);
    backfillMs = performance.now() - backfillStart;
  });
  return { loadMs, backfillMs };
}

// As an operator builds the read models of a deployed app: the backfill command, in a process of its own (the
// local backend's database lives in this one).
async function runBackfillCommand({ backend }: IsolatedBackend): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tools/backfill-read-models.ts',
      '--project',
      backend.projectId,
      '--page-size',
      '2000',
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, FIREBASE_DATABASE_EMULATOR_HOST: `${backend.host}:${backend.ports.database}` },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errorOutput = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errorOutput += chunk.toString();
  });
  const [exitCode] = await once(child, 'exit');
  if (exitCode !== 0) throw new Error(`The backfill command failed (exit ${exitCode}): ${errorOutput}`);
}

type IndexedLocation = { path: string; orderBy: string };

// Every location the rules give an `.indexOn`, but those under a wildcard (one index per list there).
function indexedLocations(node: unknown, path: string[] = []): IndexedLocation[] {
  if (typeof node !== 'object' || node === null) return [];
  const located: IndexedLocation[] = [];
  for (const [key, child] of Object.entries(node)) {
    if (key === '.indexOn') {
      for (const orderBy of [child].flat()) located.push({ path: path.join('/'), orderBy: String(orderBy) });
    } else if (!key.startsWith('$') && !key.startsWith('.')) {
      located.push(...indexedLocations(child, [...path, key]));
    }
  }
  return located;
}

// The service builds an index when the rules are deployed, the stand-in at the first query that needs it (seconds
// at 200,000 entries): each is built here first, so that a first visit measures the screen, not the index.
export async function buildIndexes(database: Database): Promise<void> {
  const rules: { rules: unknown } = JSON.parse(readFileSync(projectFile('database.rules.json'), 'utf8'));
  for (const { path, orderBy } of indexedLocations(rules.rules)) {
    const location = database.ref(path);
    await (orderBy === '.value' ? location.orderByValue() : location.orderByChild(orderBy))
      .limitToFirst(1)
      .get();
  }
}

// Counts the payload of every websocket frame the page receives: the database's answers.
function countBytes(page: Page): { take: () => number } {
  let bytes = 0;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      bytes += typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    });
  });
  return {
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
  };
}

export async function visit(
  page: Page,
  bytes: { take: () => number },
  url: string,
  shown: string | RegExp,
): Promise<ScreenCost> {
  // From a blank page: frames of the page before, still arriving, would count as this screen's.
  await page.goto('about:blank');
  bytes.take();
  const start = performance.now();
  await page.goto(url);
  await page.getByText(shown, { exact: true }).first().waitFor({ timeout: 300_000 });
  return { ms: performance.now() - start, bytes: bytes.take() };
}

// The home page is drawn once its figures show and its first chart has its bars.
async function visitHome(page: Page, bytes: { take: () => number }, url: string, normalUsers: number) {
  await page.goto('about:blank');
  bytes.take();
  const start = performance.now();
  await page.goto(`${url}/dashboard`);
  await page.getByText(countText(normalUsers), { exact: true }).first().waitFor({ timeout: 300_000 });
  await page.getByText(/new users? in the last 30 days/).waitFor({ timeout: 300_000 });
  await page.locator('.recharts-bar-rectangle path').first().waitFor({ timeout: 300_000 });
  const ms = performance.now() - start;
  return { ms, bytes: bytes.take() };
}

// From keydown to the users screen's summary line changing, measured in the page.
async function timeKeystrokes(
  page: Page,
  bytes: { take: () => number },
  rounds: number,
): Promise<{ times: number[]; bytes: number }> {
  const search = page.getByPlaceholder('Search by username...');
  await search.focus();
  // Installed once per page; each call starts a new list of times.
  await page.evaluate(() => {
    const state = window as unknown as { keystrokeTimes: number[]; keyAt: number; timing?: boolean };
    state.keystrokeTimes = [];
    state.keyAt = 0;
    if (state.timing) return;
    state.timing = true;
    document.addEventListener(
      'keydown',
      () => {
        state.keyAt = performance.now();
      },
      true,
    );
    // The first change to the rows or to the summary line after a key: the search's answer on screen.
    new MutationObserver((records) => {
      if (state.keyAt === 0) return;
      const answered = records.some((record) => {
        const element = record.target instanceof Element ? record.target : record.target.parentElement;
        return (
          Boolean(element?.closest('tbody')) || /^(Showing |No matches)/.test(element?.textContent ?? '')
        );
      });
      if (!answered) return;
      state.keystrokeTimes.push(performance.now() - state.keyAt);
      state.keyAt = 0;
    }).observe(document.body, { characterData: true, childList: true, subtree: true });
  });
  bytes.take();
  const keys = [...searchTyped.split(''), ...searchTyped.split('').map(() => 'Backspace')];
  for (let round = 0; round < rounds; round += 1) {
    for (const key of keys) {
      const counted = await page.evaluate(
        () => (window as unknown as { keystrokeTimes: number[] }).keystrokeTimes.length,
      );
      await page.keyboard.press(key);
      await page.waitForFunction(
        (before) => (window as unknown as { keystrokeTimes: number[] }).keystrokeTimes.length > before,
        counted,
        { timeout: 60_000 },
      );
      // The rows of the new search arrive after the summary: let them before the next key.
      await page.waitForTimeout(50);
    }
  }
  const received = bytes.take();
  const times = await page.evaluate(() => (window as unknown as { keystrokeTimes: number[] }).keystrokeTimes);
  return { times, bytes: received };
}

function keystrokeCost(times: readonly number[], bytes: number): KeystrokeCost {
  return {
    count: times.length,
    medianMs: median(times),
    p95Ms: percentile(times, 0.95),
    bytesPerKeystroke: bytes / Math.max(1, times.length),
  };
}

const wholeCollectionPage = 10_000;

// The whole collections, as every screen read them before the read models. Read in pages by key: one answer of a
// million records would pass the longest string V8 can hold (about 512 MB), in the stand-in and in any client.
async function readWholeCollections(database: Database): Promise<ScreenCost> {
  const start = performance.now();
  let bytes = 0;
  for (const path of [databasePaths.normalUsers, databasePaths.businessUsers]) {
    let lastKey: string | undefined;
    for (;;) {
      const ordered = database.ref(path).orderByKey();
      const page = await (lastKey === undefined ? ordered : ordered.startAfter(lastKey))
        .limitToFirst(wholeCollectionPage)
        .get();
      if (!page.exists()) break;
      bytes += Buffer.byteLength(JSON.stringify(page.val()));
      page.forEach((child) => {
        lastKey = child.key ?? lastKey;
      });
    }
  }
  return { bytes, ms: performance.now() - start };
}

export async function signedInPage(isolated: IsolatedBackend) {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const bytes = countBytes(page);
  await page.goto(`${isolated.consoleUrl}/`);
  await submitLogin(page, administrator);
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  return { browser, page, bytes };
}

function countText(count: number): string {
  return count.toLocaleString('en-US');
}

async function figure(database: Database, metric: string): Promise<number> {
  return sumOfShards((await database.ref(`${readModelPaths.counts}/${metric}`).get()).val());
}

export async function measureScreenCost(
  isolated: IsolatedBackend,
  users: number,
): Promise<ScreenCostFigures> {
  await loadDemoData(isolated.backend);
  const app = adminAppOf(isolated.backend);
  const database = getDatabase(app);
  // Signed in once the users are loaded and indexed: a console left idle through a long backfill (over an hour at a
  // million users) or index build signs itself out after the team's idle timeout, as it must.
  const loadedAndSignedIn = async () => {
    const loaded = await loadUsers(isolated, database, users);
    await buildIndexes(database);
    return { ...loaded, ...(await signedInPage(isolated)) };
  };
  const { loadMs, backfillMs, browser, page, bytes } = await loadedAndSignedIn().catch(async (error) => {
    await closeAdminApp(app);
    throw error;
  });
  try {
    const normal = await figure(database, userCountMetrics.normalUsers);
    const business = await figure(database, userCountMetrics.businessUsers);
    const feedback = await figure(database, pendingFeedbackMetric);
    const total = normal + business;
    const home = await visitHome(page, bytes, isolated.consoleUrl, normal);
    const usersFirstPage = await visit(
      page,
      bytes,
      `${isolated.consoleUrl}/manage_user_dashboard`,
      `Showing 1–50 of ${countText(total)} users`,
    );
    bytes.take();
    const nextStart = performance.now();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page
      .getByText(`Showing 51–100 of ${countText(total)} users`, { exact: true })
      .waitFor({ timeout: 300_000 });
    const usersNextPage = { ms: performance.now() - nextStart, bytes: bytes.take() };
    // One round unmeasured: the first keystrokes also load the search's code and warm the caches.
    await timeKeystrokes(page, bytes, 1);
    const typed = await timeKeystrokes(page, bytes, 3);
    const keystrokes = keystrokeCost(typed.times, typed.bytes);
    const feedbackScreen = await visit(
      page,
      bytes,
      `${isolated.consoleUrl}/manage_feedback`,
      `Showing 1–50 of ${countText(feedback)} feedback entries`,
    );
    const joinedPage = (days: number) => {
      const today = utcDayOfOrThrow(Date.now());
      const from = addUtcDays(today, 1 - days);
      return visit(
        page,
        bytes,
        `${isolated.consoleUrl}/manage_user_dashboard?joined=${joinedDaysParam({ from, to: today })}`,
        /^Showing 1–50 of /,
      );
    };
    const joinedMonth = await joinedPage(30);
    const joinedYear = await joinedPage(366);
    return {
      users: total,
      loadMs,
      backfillMs,
      home,
      usersFirstPage,
      usersNextPage,
      keystrokes,
      feedback: feedbackScreen,
      joinedMonth,
      joinedYear,
      wholeCollections: await readWholeCollections(database),
    };
  } finally {
    await browser.close();
    await closeAdminApp(app);
  }
}

// App users writing while the administrator types: their own data mostly, and every fifth write new feedback.
async function writeLikeTheApp(database: Database, users: number, writesPerSecond: number, until: number) {
  const changedFeedback = new Set<number>();
  let writes = 0;
  while (Date.now() < until) {
    const secondStart = Date.now();
    const batch = [];
    for (let write = 0; write < writesPerSecond; write += 1) {
      let index = Math.floor(Math.random() * users);
      if (isBusiness(index)) index += 1;
      const path = costUserPath(index);
      if (writes % 5 === 0 && !hasPendingFeedback(index)) {
        changedFeedback.add(index);
        batch.push(
          database.ref(`${path}/feedback`).set({
            timestamp: Date.now(),
            category: 'Friends',
            rating: 4,
            review: 'New',
            approveFeedback: false,
          }),
        );
      } else {
        batch.push(database.ref(`${path}/appData/steps`).set(writes));
      }
      writes += 1;
    }
    await Promise.all(batch);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - secondStart))));
  }
  return { writes, changedFeedback };
}

/** Bytes an open home page receives over `seconds` while the app writes `writesPerSecond` records a second. */
export async function measureOpenHome(
  isolated: IsolatedBackend,
  users: number,
  { writesPerSecond, seconds = 60 }: { writesPerSecond: number; seconds?: number },
): Promise<OpenHomeFigures> {
  const app: App = adminAppOf(isolated.backend);
  const { browser, page, bytes } = await signedInPage(isolated);
  try {
    const database = getDatabase(app);
    await visitHome(page, bytes, isolated.consoleUrl, await figure(database, userCountMetrics.normalUsers));
    bytes.take();
    const { writes } = await writeLikeTheApp(database, users, writesPerSecond, Date.now() + seconds * 1000);
    const received = bytes.take();
    const { host, ports } = isolated.backend;
    await waitForTriggers(`http://${host}:${ports.database}`, 900_000);
    return { users, writesPerSecond, seconds, writes, bytes: received };
  } finally {
    await browser.close();
    await closeAdminApp(app);
  }
}

export async function measureBusyApp(
  isolated: IsolatedBackend,
  users: number,
  { writesPerSecond = 20, seconds = 60 } = {},
): Promise<BusyAppFigures> {
  const app: App = adminAppOf(isolated.backend);
  const { browser, page, bytes } = await signedInPage(isolated);
  try {
    const database = getDatabase(app);
    const feedbackBefore = await figure(database, pendingFeedbackMetric);
    await page.goto(`${isolated.consoleUrl}/manage_user_dashboard`);
    await page.getByText(/^Showing 1–50 of /).waitFor({ timeout: 300_000 });
    await timeKeystrokes(page, bytes, 1);
    const quietRun = await timeKeystrokes(page, bytes, 3);
    const quiet = keystrokeCost(quietRun.times, quietRun.bytes);
    let writesDone = false;
    const writing = writeLikeTheApp(database, users, writesPerSecond, Date.now() + seconds * 1000).then(
      (result) => {
        writesDone = true;
        return result;
      },
    );
    const busyTimes: number[] = [];
    let busyBytes = 0;
    while (!writesDone) {
      const round = await timeKeystrokes(page, bytes, 1);
      busyTimes.push(...round.times);
      busyBytes += round.bytes;
    }
    const { writes, changedFeedback } = await writing;
    const { host, ports } = isolated.backend;
    await waitForTriggers(`http://${host}:${ports.database}`, 600_000);
    const feedbackAfter = await figure(database, pendingFeedbackMetric);
    const expected = feedbackBefore + changedFeedback.size;
    return {
      users,
      writesPerSecond,
      seconds,
      writes,
      quiet,
      busy: keystrokeCost(busyTimes, busyBytes),
      figuresRight: feedbackAfter === expected,
      figuresDetail: `feedback waiting ${countText(feedbackAfter)}, expected ${countText(expected)}`,
    };
  } finally {
    await browser.close();
    await closeAdminApp(app);
  }
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function costCell(cost: ScreenCost): string {
  return `${kilobytes(cost.bytes)}, ${milliseconds(cost.ms)}`;
}

/** One size's row of the section's table: printed as soon as it is measured, as a large run takes hours. */
export function screenCostRow(figure: ScreenCostFigures): string {
  return `| ${countText(figure.users)} | ${milliseconds(figure.loadMs)} / ${milliseconds(figure.backfillMs)} | ${costCell(figure.home)} | ${costCell(figure.usersFirstPage)} | ${costCell(figure.usersNextPage)} | ${milliseconds(figure.keystrokes.medianMs)} / ${milliseconds(figure.keystrokes.p95Ms)}, ${kilobytes(figure.keystrokes.bytesPerKeystroke)} | ${costCell(figure.feedback)} | ${costCell(figure.joinedMonth)} | ${costCell(figure.joinedYear)} | ${costCell(figure.wholeCollections)} |`;
}

export function screenCostReport(
  figures: readonly ScreenCostFigures[],
  busy: BusyAppFigures | undefined,
  openHome: readonly OpenHomeFigures[] = [],
): string {
  const smallest = figures[0];
  const largest = figures[figures.length - 1];
  const screens = (figure: ScreenCostFigures) =>
    [
      figure.home,
      figure.usersFirstPage,
      figure.usersNextPage,
      figure.feedback,
      figure.joinedMonth,
      figure.joinedYear,
    ].map((cost) => cost.bytes);
  const bytesRatio =
    smallest && largest
      ? Math.max(
          ...screens(largest).map((bytes, index) => bytes / Math.max(1, screens(smallest)[index] ?? 1)),
        )
      : 0;
  const lines = [
    '## 8. Cost per screen',
    '',
    `Users written as the app would (every record with about 2 KB of the app's own data, one in twenty a business
user, one normal user in four with feedback waiting, their accounts created over the year before, as many each
day), then indexed by the backfill command
(\`npm run read-models:backfill\`, pages of 2,000, in a process of its own); the console in headless Chromium. Each
cell: database bytes received by the browser (websocket payloads) and time from navigation (or the click) to the
first rows or figures, each screen loaded from a blank page, with the indexes of the rules built beforehand as the
service builds them when the rules are deployed. "Whole collections" is what every screen read before the read
models: both collections downloaded whole (firebase-admin, in pages of ${countText(wholeCollectionPage)} records by
key; the bytes are those of the records' JSON). "Users joined in 30 days / a year" is the users screen under its
join filter (\`?joined=…\`): its first rows and its total, one day total per day and collection.`,
    '',
    '| users | load / backfill | home | users: first page | next page | search keystroke (median / p95, bytes) | feedback | users joined in 30 days | users joined in a year | whole collections |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...figures.map(screenCostRow),
  ];
  if (largest) {
    lines.push(
      '',
      `At ${countText(largest.users)} users: bytes per screen within 2x of ${countText(smallest?.users ?? 0)} users: **${bytesRatio <= 2 ? 'met' : 'not met'}** (largest ratio ${bytesRatio.toFixed(2)}); home under 1 s: **${largest.home.ms < 1000 ? 'met' : 'not met'}**; users first rows under 1 s: **${largest.usersFirstPage.ms < 1000 ? 'met' : 'not met'}**; keystroke p95 under 150 ms: **${largest.keystrokes.p95Ms < 150 ? 'met' : 'not met'}**. The users screen's first page against the whole collections: ${(largest.wholeCollections.bytes / Math.max(1, largest.usersFirstPage.bytes)).toFixed(0)}x fewer bytes.`,
    );
  }
  if (openHome.length > 0) {
    const perMinute = openHome.map((run) => (run.bytes * 60) / run.seconds);
    const same = Math.max(...perMinute) <= 2 * Math.max(1, Math.min(...perMinute));
    lines.push(
      '',
      `Open home page at ${countText(openHome[0]?.users ?? 0)} users (it reads its figures every 10 s): ${openHome
        .map(
          (run) =>
            `${kilobytes(run.bytes)} received in ${run.seconds} s while the app wrote ${run.writesPerSecond} records a second (${run.writes} writes, one in five new feedback)`,
        )
        .join(
          '; ',
        )}. The same at both rates (within 2x): **${same ? 'met' : 'not met'}**; under 50 KB a minute: **${perMinute.every((bytes) => bytes < 50 * 1024) ? 'met' : 'not met'}**.`,
    );
  }
  if (busy) {
    const change = busy.busy.p95Ms / Math.max(1, busy.quiet.p95Ms) - 1;
    lines.push(
      '',
      `Busy app at ${countText(busy.users)} users: ${busy.writes} writes in ${busy.seconds} s (${busy.writesPerSecond}/s, one in five new feedback) while the administrator types. Keystroke p95 ${milliseconds(busy.quiet.p95Ms)} quiet, ${milliseconds(busy.busy.p95Ms)} busy (${(change * 100).toFixed(0)}%; goal under 20%: **${change < 0.2 ? 'met' : 'not met'}**). Figures right afterwards: **${busy.figuresRight ? 'yes' : 'no'}** (${busy.figuresDetail}).`,
    );
  }
  return lines.join('\n');
}
