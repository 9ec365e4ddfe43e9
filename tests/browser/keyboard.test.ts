import { databasePaths, normalUserSchema } from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editor } from '../backend/support/clients.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages, submitLogin } from './support/browser.ts';

// The console from the keyboard: the command palette (Ctrl+K) goes to a screen or finds a user, and the shortcuts
// move between screens, none of them firing while the administrator types.
describe('the console from the keyboard', () => {
  const app = adminAppForSuite({ changesDemoData: false });
  const pages = consolePages();

  async function someNormalUser(): Promise<{ id: string; username: string }> {
    const users = z
      .record(z.string(), normalUserSchema)
      .parse((await getDatabase(app).ref(databasePaths.normalUsers).get()).val());
    const [id, user] = Object.entries(users).find(([, candidate]) => candidate.username.length > 6) ?? [];
    if (!id || !user) throw new Error('The demo data has no normal user with a longer name');
    return { id, username: user.username };
  }

  function palette(page: Page) {
    return page.getByRole('textbox', { name: 'Command palette' });
  }

  it('goes to a screen from the palette, and finds a user by part of their name', async () => {
    const page = await pages.openSignedIn('/dashboard');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.keyboard.press('Control+K');
    await palette(page).fill('feedb');
    await page.getByRole('button', { name: 'Manage Feedback' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Manage Feedback', level: 1 }).waitFor();

    const user = await someNormalUser();
    await page.keyboard.press('Control+K');
    await palette(page).fill(user.username.slice(1, 6));
    const found = page.getByRole('button', { name: new RegExp(`^${user.username}`) });
    await found.waitFor();
    await checkScreen(page, 'command-palette-user');
    await found.click();
    await page.waitForURL(`**/view_user_dashboard/${user.id}`);
    await page.getByRole('region', { name: 'Timeline' }).waitFor();
  });

  it("runs the screen's own actions from the palette: the user page's account actions, the users screen's bulk actions", async () => {
    const user = await someNormalUser();
    const page = await pages.openSignedIn(`/view_user_dashboard/${user.id}`);
    await page.getByRole('button', { name: 'Send password reset e-mail' }).waitFor();
    await page.keyboard.press('Control+K');
    await palette(page).fill('reset');
    await page.getByRole('button', { name: 'Send password reset e-mail' }).last().waitFor();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Send a password reset e-mail?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await page.getByRole('textbox', { name: 'Search by username' }).fill(user.username);
    await page.getByRole('checkbox', { name: `Select ${user.username}` }).check();
    await page.keyboard.press('Control+K');
    await palette(page).fill('delete');
    await page.keyboard.press('Enter');
    const deletion = page.getByRole('dialog', { name: 'Are you sure to delete all users?' });
    await deletion.getByText(user.username, { exact: false }).first().waitFor();
    await deletion.getByRole('button', { name: 'Cancel' }).click();
  });

  it('moves between screens with g and a letter, focuses the search with /, and lists the shortcuts with ?', async () => {
    const page = await pages.openSignedIn('/dashboard');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.keyboard.press('g');
    await page.keyboard.press('u');
    const search = page.getByRole('textbox', { name: 'Search by username' });
    await search.waitFor();
    await page.keyboard.press('/');
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    // Typed into the search, g then f is text, not a move.
    await page.keyboard.type('gf');
    await expect(search.inputValue()).resolves.toBe('gf');
    expect(page.url()).toContain('/manage_user_dashboard');

    await search.blur();
    await page.keyboard.press('g');
    await page.keyboard.press('a');
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Go to Feedback').waitFor();
    // Drawn once the dialog has faded in.
    await expect.poll(() => help.evaluate((dialog) => getComputedStyle(dialog).opacity)).toBe('1');
    await checkScreen(page, 'keyboard-shortcuts-help');
  });

  it("runs the home page's and the Activity page's own actions from the palette", async () => {
    const page = await pages.openSignedIn('/dashboard');
    await page.getByRole('heading', { name: 'Trends' }).waitFor();
    await page.keyboard.press('Control+K');
    await palette(page).fill('last 7 days');
    await page.getByRole('button', { name: 'Show the trends of the last 7 days' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]range=7d/);
    await page.getByText(/new users? in the last 7 days/).waitFor();

    await page.goto(page.url().replace(/\/dashboard.*$/, '/activity'));
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.keyboard.press('Control+K');
    await palette(page).fill('all calls');
    await page.getByRole('button', { name: 'Show all calls in the audit log' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]view=everything/);
    // Offered, not run: a preview is audited, and this suite leaves the data as it found it.
    await page.keyboard.press('Control+K');
    await palette(page).fill('preview the cleanup');
    await page.getByRole('button', { name: 'Preview the cleanup' }).waitFor();
  });

  it('offers in the palette, and the g keys, only the screens the role may open', async () => {
    const page = await pages.open('/');
    await submitLogin(page, editor);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.keyboard.press('Control+K');
    await palette(page).waitFor();
    const offered = await page.getByRole('dialog').getByRole('button').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Manage View About', 'Manage Workout and Training']));
    expect(offered).not.toContain('Manage User Dashboard');
    expect(offered).not.toContain('Activity');
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'hidden' });

    // g u is no key of an editor's: the page stays; g w goes to the workout screen the role opens.
    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await page.keyboard.press('?');
    const help = page.getByRole('table', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await help.getByText('Go to Users').count()).toBe(0);
    await help.getByText('Go to Workout').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    await page.keyboard.press('g');
    await page.keyboard.press('w');
    await page.waitForURL('**/workout');
  });
});
