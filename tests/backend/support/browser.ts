import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { projectFile } from '../../../emulators/src/launcher/project.ts';
import type { Account } from './clients.ts';

// Debian's Chromium; these flags keep it from reaching for Google's services on a closed network.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function consoleUrl(path: string): string {
  return `${inject('backend').consoleUrl}${path}`;
}

// A fresh context per page: no session or storage carried over from another test.
export async function openConsole(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(consoleUrl(path));
  return page;
}

export async function submitLogin(page: Page, account: Partial<Account>): Promise<void> {
  await page.getByLabel(/^Email/).fill(account.email ?? '');
  await page.getByLabel(/^Password/).fill(account.password ?? '');
  await page.getByRole('button', { name: 'Login' }).click();
}

const screenshotFolder = projectFile('.runtime/screenshots');

// Screenshots are test artifacts for people to look at; they are not committed.
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotFolder, { recursive: true });
  await page.screenshot({ path: `${screenshotFolder}/${name}.png`, fullPage: true });
}
