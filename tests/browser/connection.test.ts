import { databasePaths } from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { restartDatabase } from '../backend/support/database-restart.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePageForSuite } from './support/browser.ts';

describe('the console while the database restarts', () => {
  const app = adminAppForSuite();
  const suitePage = consolePageForSuite('/dashboard');

  function figure(label: string) {
    return suitePage()
      .getByRole('region', { name: 'Users and App Performance' })
      .getByText(label, { exact: true })
      .locator('xpath=preceding-sibling::*[1]');
  }

  it('says it is offline, then recovers and shows new data live, without a reload', async () => {
    const page = suitePage();
    const normalUsers = Object.keys(
      (await getDatabase(app).ref(databasePaths.normalUsers).get()).val(),
    ).length;
    await expect.poll(() => figure('Normal users').textContent()).toBe(String(normalUsers));
    await expect(page.getByText('Offline: reconnecting…').count()).resolves.toBe(0);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await restartDatabase(4_000);
    await page.getByText('Offline: reconnecting…').waitFor();
    await checkScreen(page, 'dashboard-offline');
    // The figures stay on screen while the connection is down.
    await expect(figure('Normal users').textContent()).resolves.toBe(String(normalUsers));

    await page.getByText('Offline: reconnecting…').waitFor({ state: 'detached', timeout: 45_000 });
    await getDatabase(app)
      .ref(`${databasePaths.normalUsers}/after-restart`)
      .set({ username: 'After Restart', email: 'after.restart@example.com', userType: 'normal' });
    // The count comes from the read models' trigger, whose own connection to the database reconnects with the
    // SDK's back-off, independently of the browser's.
    await expect
      .poll(() => figure('Normal users').textContent(), { timeout: 30_000 })
      .toBe(String(normalUsers + 1));
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
  }, 90_000);
});
