import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { projectFile } from '../../../emulators/src/launcher/project.ts';

export { launchBrowser, submitLogin } from './browser-session.ts';

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

const screenshotFolder = projectFile('.runtime/screenshots');

// Screenshots are test artifacts for people to look at; they are not committed.
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotFolder, { recursive: true });
  await page.screenshot({ path: `${screenshotFolder}/${name}.png`, fullPage: true });
}
