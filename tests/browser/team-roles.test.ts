import { accessMessages } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { editor, support } from '../backend/support/clients.ts';
import { checkScreen, consolePages, submitLogin } from './support/browser.ts';

// What each role of the demo team sees of the console once signed in: the callables and the rules refuse the
// rest all the same (tests/backend/team, tests/backend/rules/team-roles.test.ts).
describe('the console by role, in the browser', () => {
  const { open } = consolePages();

  it('shows a support member users and feedback only, no deletion, and no workout screen by its address', async () => {
    const page = await open('/');
    await submitLogin(page, support);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.locator('a, button').allTextContents()).toEqual([
      'Home Page',
      'Manage User Dashboard',
      'Manage Feedback',
      'Logout',
    ]);
    expect(await page.getByRole('navigation', { name: 'More' }).locator('a').allTextContents()).toEqual([
      'My account',
    ]);
    // The figures of the home page are the users' and the feedback's, which the role reads.
    await page
      .getByText('Users and App Performance')
      .locator('..')
      .getByText('44', { exact: true })
      .waitFor();

    await main.getByRole('link', { name: 'Manage User Dashboard' }).click();
    await page
      .getByRole('link', { name: /^View / })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Delete Selected Users' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    await page.goto(page.url().replace(/\/manage_user_dashboard$/, '/workout'));
    await page.getByText(accessMessages.screenNotAllowed('support')).waitFor();
    expect(await page.getByRole('heading', { name: 'Manage Workout and Training' }).count()).toBe(0);
    await checkScreen(page, 'screen-not-allowed');
  });

  it('shows an editor the websites and the workout library, and no user by its address', async () => {
    const page = await open('/manage_user_dashboard');
    await submitLogin(page, editor);
    await page.getByText(accessMessages.screenNotAllowed('editor')).waitFor();
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.locator('a, button').allTextContents()).toEqual([
      'Home Page',
      'Manage Workout and Training',
      'Manage View About',
      'Media Library',
      'Releases',
      'Logout',
    ]);
    await page.getByRole('link', { name: 'Go to the Home Page' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(await page.getByText('Users and App Performance').count()).toBe(0);
    await main.getByRole('link', { name: 'Manage View About' }).click();
    await page.getByRole('heading', { name: 'Manage View About' }).waitFor();
  });

  it('signs a member out of every session from their account page, saying so', async () => {
    const page = await open('/account');
    await submitLogin(page, support);
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.getByText('Support: what your role may do').waitFor();
    await checkScreen(page, 'account');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(accessMessages.signedOutEverywhere);
  });

  it('signs a console out after 30 minutes without activity, saying so', async () => {
    const page = await open('/');
    await page.clock.install();
    await page.reload();
    await submitLogin(page, editor);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    // The watch starts once the team's settings are read, and marks the console as in use then.
    await page.waitForFunction(() => localStorage.getItem('managementCenter.lastActivity') !== null);
    await page.clock.fastForward('29:00');
    expect(await page.getByRole('heading', { name: 'Overview' }).isVisible()).toBe(true);
    await page.clock.fastForward('01:15');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(accessMessages.idleSignedOut(30));
  });
});
