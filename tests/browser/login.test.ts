import { loginMessages } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { administrator, member } from '../backend/support/clients.ts';
import { checkScreen, consolePages, submitLogin } from './support/browser.ts';

describe('login, the route guard and logout in the browser', () => {
  const { open, openSignedOut } = consolePages();

  it('shows the login screen with its title, fields and welcome text', async () => {
    const page = await openSignedOut('/');
    await expect(page.getByRole('heading', { name: 'Login' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Management Center').isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Welcome to the management platform/).isVisible()).resolves.toBe(true);
    await checkScreen(page, 'login');
  });

  it.each([
    ['both fields empty', {}, loginMessages.missingFields],
    ['the password empty', { email: administrator.email }, loginMessages.missingFields],
    ['a badly formatted e-mail', { email: 'admin-at-example', password: 'x' }, loginMessages.invalidEmail],
    [
      'a wrong password',
      { email: administrator.email, password: 'wrong-password' },
      loginMessages.wrongPassword,
    ],
  ])('refuses %s with the catalogue text', async (_case, account, message) => {
    const page = await openSignedOut('/');
    await submitLogin(page, account);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(message);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it("shows the provider's own message for an unknown account", async () => {
    const page = await openSignedOut('/');
    await submitLogin(page, { email: 'nobody@example.com', password: 'whatever1' });
    const alert = await page.getByRole('alert').textContent();
    expect(alert).toMatch(/auth\/user-not-found/);
    await checkScreen(page, 'login-refused');
  });

  it('refuses an account outside the team and signs it out', async () => {
    const page = await open('/');
    await submitLogin(page, member);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(loginMessages.notAuthorized);
    await page.goto(page.url().replace(/\/$/, '/dashboard'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('sends a visitor to the login page, and back to the page asked for after login', async () => {
    const page = await open('/dashboard');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await submitLogin(page, administrator);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('shows the dashboard with live figures, then logs out removing userToken', async () => {
    const page = await open('/');
    await submitLogin(page, administrator);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    // The figures' card alone: the charts below also name normal users once drawn.
    const card = page.getByRole('region', { name: 'Users and App Performance' });
    await card.getByText('Normal users', { exact: true }).waitFor();
    await card.getByText('44', { exact: true }).waitFor();
    await card.getByText('15', { exact: true }).waitFor();
    await checkScreen(page, 'dashboard');

    await page.evaluate(() => localStorage.setItem('userToken', 'left by the previous console'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.evaluate(() => localStorage.getItem('userToken'))).resolves.toBeNull();
    await page.goto(page.url().replace(/\/$/, '/dashboard'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });

  it('lists the sidebar entries in their documented order', async () => {
    const page = await open('/');
    await submitLogin(page, administrator);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.waitFor();
    const labels = await navigation.locator('a, button').allTextContents();
    expect(labels).toEqual([
      'Home Page',
      'Manage User Dashboard',
      'Manage Feedback',
      'Manage Workout and Training',
      'Manage View About',
      'Media Library',
      'Releases',
      'Logout',
    ]);
  });
});
