import type { Page } from 'playwright-core';
import type { Account } from '../../backend/support/backend-clients.ts';

export async function submitLogin(page: Page, account: Partial<Account>): Promise<void> {
  await page.getByLabel(/^Email/).fill(account.email ?? '');
  await page.getByLabel(/^Password/).fill(account.password ?? '');
  await page.getByRole('button', { name: 'Login' }).click();
}
