import { mkdirSync } from 'node:fs';
import { projectFile } from '@management-center/emulators/launcher/project';
import { launchChromium } from '@management-center/emulators/shared/chromium';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { administrator } from '../../backend/support/clients.ts';
import { assertAccessible } from './accessibility.ts';
import { submitLogin } from './browser-session.ts';
import {
  assertNoPolicyViolations,
  type PolicyViolation,
  type PolicyViolationWatch,
  watchPolicyViolations,
} from './policy-violations.ts';

export { submitLogin } from './browser-session.ts';

export function consoleUrl(path: string): string {
  return `${inject('backend').consoleUrl}${path}`;
}

const policyViolationWatches = new WeakMap<BrowserContext, PolicyViolationWatch>();

/** The Content-Security-Policy violations of a page opened by openConsole since the last call. */
export function takePolicyViolations(page: Page): PolicyViolation[] {
  const watch = policyViolationWatches.get(page.context());
  if (!watch) throw new Error('Only pages opened with openConsole are watched for policy violations');
  return watch.take();
}

// A fresh context per page: no session or storage carried over from another test. Its policy violations are
// recorded from the first request on.
export async function openConsole(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  policyViolationWatches.set(context, await watchPolicyViolations(context));
  const page = await context.newPage();
  await page.goto(consoleUrl(path));
  return page;
}

/** Fails the test that is ending if one of `pages` violated the Content-Security-Policy during it. */
export function assertPagesKeptPolicy(pages: readonly Page[]): void {
  assertNoPolicyViolations(pages.flatMap(takePolicyViolations));
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// The browser project runs its files one after the other in one worker process: they share one browser, started by
// the first suite and ended with that process (Playwright ends the browsers it launched when its process exits).
let workerBrowser: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchChromium();
  return workerBrowser;
}

/**
 * Console pages signed in as the administrator for one suite: the first in a fresh context through the login
 * page (the route guard sends it there and back to `path`), the next ones in fresh contexts with that session (the
 * Auth session in IndexedDB) restored, as a new window of the console would be. A session lasts a suite at most:
 * the suite that changed the demo data puts it back when it ends, its accounts new.
 */
function administratorSession(): (
  browser: Browser,
  path: string,
  options?: BrowserContextOptions,
) => Promise<Page> {
  let signedInState: StorageState | undefined;
  return async (browser, path, options = {}) => {
    const page = await openConsole(browser, path, {
      ...options,
      ...(signedInState ? { storageState: signedInState } : {}),
    });
    if (signedInState) return reachedRoute(page, path);
    await signInAtRoute(page, path);
    signedInState = await page.context().storageState({ indexedDB: true });
    return page;
  };
}

interface ConsolePages {
  /** A page of the console in a fresh context (no session, no storage), closed after the test that opened it. */
  open(path: string, options?: BrowserContextOptions): Promise<Page>;
  /**
   * A page of the console signed in as the administrator: the suite's tab for these options, loaded afresh at
   * `path` as an address typed into it would be (opened with the suite's session, see administratorSession). Asked
   * for again within one test, it is a second tab of the same session, closed after the test.
   */
  openSignedIn(path: string, options?: BrowserContextOptions): Promise<Page>;
  /**
   * A page of the console without a session: the suite's signed-out tab, loaded afresh at `path`. For tests that
   * stay signed out (a refused sign-in leaves no session); a test that signs in takes a fresh context from `open`.
   */
  openSignedOut(path: string): Promise<Page>;
}

interface SuiteTab {
  readonly page: Page;
  readonly options: BrowserContextOptions;
  usedByTest: boolean;
}

// A tab kept for the next test holds nothing of the last test's page once loaded afresh. What its context stores
// (the session, local storage) carries on, as in one window of the console; what was set on the tab itself, its
// routes and its emulated color scheme, is reset here.
async function resetTab({ page, options }: SuiteTab): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.emulateMedia({ colorScheme: options.colorScheme ?? null });
}

// The pages of the suite it is called in, in the shared browser, closed by the hooks it registers there. A test's
// page costs the browser more CPU time in a new tab (a renderer process of its own) than loading the console does:
// the pages of signed-in and signed-out tests reuse the suite's tabs.
export function consolePages(): ConsolePages {
  let browser: Browser | undefined;
  const suiteTabs = new Map<string, SuiteTab>();
  const pagesOfTest: Page[] = [];
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterEach(async () => {
    const usedTabs = [...suiteTabs.values()].filter((tab) => tab.usedByTest);
    const opened = pagesOfTest.splice(0);
    // One page per context: a context's watch holds the violations of all its pages.
    const pageOfContext = new Map(
      [...usedTabs.map(({ page }) => page), ...opened].map((page) => [page.context(), page]),
    );
    const violations = [...pageOfContext.values()].flatMap(takePolicyViolations);
    const tabContexts = new Set([...suiteTabs.values()].map(({ page }) => page.context()));
    await Promise.all(
      opened.map((page) => (tabContexts.has(page.context()) ? page.close() : page.context().close())),
    );
    for (const tab of usedTabs) {
      tab.usedByTest = false;
      await resetTab(tab);
    }
    assertNoPolicyViolations(violations);
  });
  afterAll(async () => {
    const tabs = [...suiteTabs.values()];
    suiteTabs.clear();
    await Promise.all(tabs.map(({ page }) => page.context().close()));
  });
  function startedBrowser(): Browser {
    if (!browser) throw new Error('Pages open inside tests, once the browser has started');
    return browser;
  }
  async function open(path: string, options?: BrowserContextOptions): Promise<Page> {
    const page = await openConsole(startedBrowser(), path, options);
    pagesOfTest.push(page);
    return page;
  }
  const openSignedInConsole = administratorSession();
  async function openSignedInTab(key: string, path: string, options: BrowserContextOptions): Promise<Page> {
    const page = await openSignedInConsole(startedBrowser(), path, options);
    suiteTabs.set(key, { page, options, usedByTest: true });
    return page;
  }
  // The tab's next load, or within one test a second tab of the same context, closed after the test.
  async function loadInTab(tab: SuiteTab, path: string): Promise<Page> {
    let page = tab.page;
    if (tab.usedByTest) {
      page = await tab.page.context().newPage();
      pagesOfTest.push(page);
    }
    tab.usedByTest = true;
    await page.goto(consoleUrl(path));
    return page;
  }
  const signedOutKey = 'signed out';
  return {
    open,
    async openSignedIn(path, options = {}) {
      const key = JSON.stringify(options);
      const tab = suiteTabs.get(key);
      if (!tab) return openSignedInTab(key, path, options);
      return reachedRoute(await loadInTab(tab, path), path);
    },
    async openSignedOut(path) {
      const tab = suiteTabs.get(signedOutKey);
      if (tab) return loadInTab(tab, path);
      const page = await openConsole(startedBrowser(), path);
      suiteTabs.set(signedOutKey, { page, options: {}, usedByTest: true });
      return page;
    },
  };
}

// Resolves once the page shows the route of `path` (a query it holds aside).
async function reachedRoute(page: Page, path: string): Promise<Page> {
  await page.waitForURL((url) => url.pathname === new URL(path, url).pathname);
  return page;
}

// The route guard sends a page opened at `path` to login, and back to `path` once signed in.
async function signInAtRoute(page: Page, path: string): Promise<Page> {
  await submitLogin(page, administrator);
  return reachedRoute(page, path);
}

/**
 * One page of the console for all the tests of the suite this is called in, which carry on from each other:
 * opened at `path` and signed in as the administrator by the beforeAll hook it registers (after those the suite
 * registered before it), in the shared browser, closed after the suite.
 */
export function consolePageForSuite(path: string): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await administratorSession()(await sharedBrowser(), path);
  });
  afterEach(() => {
    if (page) assertPagesKeptPolicy([page]);
  });
  afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error('The suite page opens before the first test');
    return page;
  };
}

const screenshotFolder = projectFile('.runtime/screenshots');
// A full-page screenshot costs the browser about as much CPU time as loading a screen: taken when people will look
// at them (SCREENSHOTS=1 npm run test:browser), not on every run.
const savesScreenshots = process.env.SCREENSHOTS === '1';

/**
 * A state of a screen the suite has reached, named `screen`: held to WCAG 2.1 A and AA, failing the test with each
 * violation axe finds, and with SCREENSHOTS=1 saved as a screenshot for people to look at (test artifacts, not
 * committed).
 */
export async function checkScreen(page: Page, screen: string): Promise<void> {
  if (savesScreenshots) {
    mkdirSync(screenshotFolder, { recursive: true });
    await page.screenshot({ path: `${screenshotFolder}/${screen}.png`, fullPage: true });
  }
  await assertAccessible(page, screen);
}

/**
 * Records, from now on, every text the page shows that matches `pattern`, however briefly (a progress label of
 * a quick run is gone before a locator could wait for it). Returns a reader of what was seen, in order.
 */
export async function recordShownTexts(page: Page, pattern: RegExp): Promise<() => Promise<string[]>> {
  const key = `recordedTexts${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, source, flags }) => {
      const seen: string[] = [];
      const expression = new RegExp(source, flags);
      const record = (node: Node) => {
        const match = node.textContent?.match(expression);
        if (match && seen.at(-1) !== match[0]) seen.push(match[0]);
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) record(mutation.target);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      Object.assign(window, { [key]: seen });
    },
    { key, source: pattern.source, flags: pattern.flags },
  );
  return () => page.evaluate((key) => [...((window as unknown as Record<string, string[]>)[key] ?? [])], key);
}

/** Holds that a bulk action showed its progress, `action` (Approved, Deleted) so far of `count` users, at least once. */
export function expectProgressShown(shown: string[], action: string, count: number): void {
  expect(shown).not.toEqual([]);
  const label = new RegExp(`^${action} \\d+ of ${count.toLocaleString('en-US')} users…$`);
  for (const text of shown) expect(text).toMatch(label);
}
