import { type Browser, chromium, type Page } from 'playwright-core';
import type { Account } from './backend-clients.ts';

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

export async function submitLogin(page: Page, account: Partial<Account>): Promise<void> {
  await page.getByLabel(/^Email/).fill(account.email ?? '');
  await page.getByLabel(/^Password/).fill(account.password ?? '');
  await page.getByRole('button', { name: 'Login' }).click();
}
