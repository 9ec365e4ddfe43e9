import type { IsolatedBackendWithConsole } from '@management-center/emulators/launcher/isolated-backend';
import { loadDemoData } from '@management-center/emulators/seed/load-demo-data';
import { launchChromium } from '@management-center/emulators/shared/chromium';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { administrator } from '../tests/backend/support/backend-clients.ts';
import { submitLogin } from '../tests/browser/support/browser-session.ts';
import { serveStackFloor } from './stack-floor/serve.ts';
import { kilobytes, median, milliseconds } from './statistics.ts';

// The console's first load on a phone: the production build served compressed under the hosting headers, opened
// in a fresh context (nothing cached) of Chromium's phone emulation, its network and CPU throttled through the
// DevTools protocol. Timed in the page, from the start of the navigation to the frame that shows the goal.

interface PhoneProfile {
  readonly name: string;
  readonly roundTripMs: number;
  readonly downloadMbps: number;
  readonly uploadMbps: number;
  readonly cpuSlowdown: number;
}

const phoneProfiles: readonly PhoneProfile[] = [
  { name: 'phone', roundTripMs: 40, downloadMbps: 9, uploadMbps: 9, cpuSlowdown: 4 },
  { name: 'slow 4G', roundTripMs: 150, downloadMbps: 1.6, uploadMbps: 0.75, cpuSlowdown: 4 },
];

const loadsPerFigure = 5;

// docs/benchmarks.md: the goals in the phone profile.
const loginFormGoalMs = 1000;
const homeFiguresGoalMs = 2500;

const phoneScreen: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

interface ProfileFigures {
  readonly profile: PhoneProfile;
  readonly loginFormMs: number[];
  readonly stackFloorLoginFormMs: number[];
  readonly homeFiguresMs: number[];
}

async function throttle(page: Page, profile: PhoneProfile): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.roundTripMs,
    downloadThroughput: (profile.downloadMbps * 1_000_000) / 8,
    uploadThroughput: (profile.uploadMbps * 1_000_000) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

// Milliseconds since the navigation started, read in the page at the first animation frame `shown` holds in.
async function shownAt(page: Page, shown: 'loginForm' | 'homeFigures'): Promise<number> {
  const handle = await page.waitForFunction(
    (goal) => {
      if (goal === 'loginForm') {
        const login = [...document.querySelectorAll('button')].find(
          (button) => button.textContent?.trim() === 'Login' && !button.disabled,
        );
        return login !== undefined && document.querySelector('input[type="password"]') !== null
          ? performance.now()
          : 0;
      }
      const label = [...document.querySelectorAll('p')].find((text) => text.textContent === 'Normal users');
      return /^\d/.test(label?.previousElementSibling?.textContent ?? '') ? performance.now() : 0;
    },
    shown,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function loadOnce(
  browser: Browser,
  url: string,
  profile: PhoneProfile,
  goal: 'loginForm' | 'homeFigures',
  storageState?: StorageState,
): Promise<number> {
  const context = await browser.newContext({ ...phoneScreen, ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    await throttle(page, profile);
    await page.goto(url, { waitUntil: 'commit' });
    return await shownAt(page, goal);
  } finally {
    await context.close();
  }
}

async function signedInState(browser: Browser, consoleUrl: string): Promise<StorageState> {
  const context = await browser.newContext(phoneScreen);
  try {
    const page = await context.newPage();
    await page.goto(`${consoleUrl}/`);
    await submitLogin(page, administrator);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

export interface PhoneLoadFigures {
  readonly profiles: ProfileFigures[];
  readonly stackFloorGzipBytes: number;
}

export async function measurePhoneLoad(isolated: IsolatedBackendWithConsole): Promise<PhoneLoadFigures> {
  await loadDemoData(isolated.backend);
  const stackFloor = await serveStackFloor();
  const browser = await launchChromium();
  try {
    const session = await signedInState(browser, isolated.consoleUrl);
    const figures: ProfileFigures[] = [];
    for (const profile of phoneProfiles) {
      const loginFormMs: number[] = [];
      const stackFloorLoginFormMs: number[] = [];
      const homeFiguresMs: number[] = [];
      for (let load = 0; load < loadsPerFigure; load += 1) {
        loginFormMs.push(await loadOnce(browser, `${isolated.consoleUrl}/`, profile, 'loginForm'));
        stackFloorLoginFormMs.push(await loadOnce(browser, stackFloor.url, profile, 'loginForm'));
        homeFiguresMs.push(
          await loadOnce(browser, `${isolated.consoleUrl}/dashboard`, profile, 'homeFigures', session),
        );
      }
      figures.push({ profile, loginFormMs, stackFloorLoginFormMs, homeFiguresMs });
    }
    return { profiles: figures, stackFloorGzipBytes: stackFloor.scriptGzipBytes };
  } finally {
    await browser.close();
    await stackFloor.close();
  }
}

function spread(samples: readonly number[]): string {
  return `${milliseconds(median(samples))} (${milliseconds(Math.min(...samples))} to ${milliseconds(Math.max(...samples))})`;
}

export function phoneLoadReport({ profiles, stackFloorGzipBytes }: PhoneLoadFigures): string {
  const phone = profiles.find(({ profile }) => profile.name === 'phone');
  const verdict = (samples: readonly number[] | undefined, goalMs: number) =>
    samples !== undefined && median(samples) <= goalMs ? 'met' : 'not met';
  return [
    '## 10. First load on a phone',
    '',
    `Chromium's phone emulation (390 × 844, touch), nothing cached, the production build served compressed under the
hosting headers, network and CPU throttled through the DevTools protocol. From the start of the navigation to the
frame that shows the login form (its Login button), and, signed in, the home page's first figures (the number of
normal users), and the same for the stack's floor (\`bench/stack-floor/\`): the least a login page on this stack
can load, react-dom, the router, Firebase Auth and Mantine's provider, inputs and button in one script, with
Mantine's stylesheet. Median of ${loadsPerFigure} loads, lowest to highest in brackets.`,
    '',
    "| profile | round trip | download / upload | CPU | login form | the stack's floor | home page figures |",
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...profiles.map(
      ({ profile, loginFormMs, stackFloorLoginFormMs, homeFiguresMs }) =>
        `| ${profile.name} | ${profile.roundTripMs} ms | ${profile.downloadMbps} / ${profile.uploadMbps} Mbps | ${profile.cpuSlowdown}× slower | ${spread(loginFormMs)} | ${spread(stackFloorLoginFormMs)} | ${spread(homeFiguresMs)} |`,
    ),
    '',
    `Goals in the phone profile: the login form within ${milliseconds(loginFormGoalMs)}: **${verdict(phone?.loginFormMs, loginFormGoalMs)}** (the stack's floor, whose script is ${kilobytes(stackFloorGzipBytes)} gzip, takes ${phone ? milliseconds(median(phone.stackFloorLoginFormMs)) : 'unknown'}); the home page's figures within ${milliseconds(homeFiguresGoalMs)}: **${verdict(phone?.homeFiguresMs, homeFiguresGoalMs)}**.`,
  ].join('\n');
}
