import {
  databasePaths,
  imageItemSchema,
  type NormalUser,
  normalUserPath,
  normalUserSchema,
  releasesPath,
  siteContentPath,
  siteContentTargets,
  successMessages,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pick, readDemoUsers } from '../backend/support/demo-users.ts';
import { readModelsSettled } from '../backend/support/read-models.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages } from './support/browser.ts';

// The console on a phone: Chromium's phone emulation at 390 × 844, by touch, the production build under the
// hosting headers (docs/product.md, Layout).
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// Every entry of the sidebar an owner sees, with the heading its screen opens with.
const sidebarScreens = [
  { label: 'Home Page', heading: 'Overview' },
  { label: 'Manage User Dashboard', heading: 'Manage User Dashboard' },
  { label: 'Manage Feedback', heading: 'Manage Feedback' },
  { label: 'Manage Workout and Training', heading: 'Manage Workout and Training' },
  { label: 'Manage View About', heading: 'Manage View About' },
  { label: 'Media Library', heading: 'Media Library' },
  { label: 'Releases', heading: 'Releases' },
  { label: 'Manage Profiling', heading: 'Manage Profiling' },
  { label: 'Manage Sub-Categories', heading: 'Manage Sub-Categories' },
  { label: 'Activity', heading: 'Activity' },
  { label: 'Team', heading: 'Team' },
  { label: 'My account', heading: 'My account' },
];

// The smallest PNG: one pixel.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Whether what a finger would touch at the middle of `target` is `target` itself (or inside it). */
function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const touched = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return touched !== null && element.contains(touched);
  });
}

/** The page's own sideways scroll: how much wider than the screen its content is. */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('the console on a phone', () => {
  const pages = consolePages();

  it('opens every screen of the sidebar from the navigation button, uncovered and no wider than the phone', async () => {
    const page = await pages.openSignedIn('/dashboard', phone);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const navigationButton = page.getByRole('button', { name: 'Open navigation' });
    for (const screen of sidebarScreens) {
      await navigationButton.tap();
      const close = page.getByRole('button', { name: 'Close navigation' });
      await expect(close.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('link', { name: screen.label, exact: true }).tap();

      const heading = page.getByRole('heading', { level: 1, name: screen.heading, exact: true });
      await heading.waitFor();
      // The navigation closed itself once a screen was chosen: the screen's heading is what a tap there reaches.
      await expect(navigationButton.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect.poll(() => uncovered(heading)).toBe(true);
      await expect.poll(() => pageOverflow(page)).toBe(0);
      // Judged as the member sees it once its data is there.
      await expect.poll(() => page.locator('.mantine-Loader-root').count()).toBe(0);
      await checkScreen(page, `phone ${screen.label}`);
    }
  });

  it('shows the login form no wider than the phone', async () => {
    const page = await pages.open('/', phone);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expect.poll(() => pageOverflow(page)).toBe(0);
    await checkScreen(page, 'phone login');
  });

  it('closes the navigation from its button, and leaves the screen as it was', async () => {
    const page = await pages.openSignedIn('/manage_user_dashboard', phone);
    const search = page.getByRole('textbox', { name: 'Search by username' });
    await search.waitFor();
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await expect.poll(() => uncovered(search)).toBe(false);

    await page.getByRole('button', { name: 'Close navigation' }).tap();
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
    await expect(page.url()).toMatch(/\/manage_user_dashboard$/);
    await expect.poll(() => uncovered(search)).toBe(true);
    await search.tap();
    await expect(search.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
  });

  it('opens the command palette from the search button in the header', async () => {
    const page = await pages.openSignedIn('/dashboard', phone);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Open the command palette' }).tap();
    const palette = page.getByRole('textbox', { name: 'Command palette' });
    await palette.waitFor();
    await palette.fill('Activity');
    await page.getByRole('button', { name: 'Activity' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
  });
});

// What the people who run a gym do from a phone between classes, with taps only (and the phone's keyboard).
describe('the tasks of a phone, by touch', () => {
  const app = adminAppForSuite();
  const pages = consolePages();
  let normalUsers: (NormalUser & { id: string })[];

  beforeAll(async () => {
    const stored = z
      .record(z.string(), normalUserSchema)
      .parse((await getDatabase(app).ref(databasePaths.normalUsers).get()).val());
    normalUsers = Object.entries(stored).map(([id, user]) => ({ id, ...user }));
  });

  // Dates are shown in the browser's time zone: UTC, so that the expected texts do not depend on the machine.
  function openOnPhone(path: string): Promise<Page> {
    return pages.openSignedIn(path, { ...phone, timezoneId: 'UTC' });
  }

  function stored(path: string): Promise<unknown> {
    return getDatabase(app)
      .ref(path)
      .get()
      .then((snapshot) => snapshot.val());
  }

  it('approves the selected business users', async () => {
    const demo = await readDemoUsers(app);
    const [first, second] = [
      pick(demo.waiting, demo.waiting.length - 1),
      pick(demo.waiting, demo.waiting.length - 2),
    ];
    const page = await openOnPhone('/manage_user_dashboard?type=Business+User');
    await page.getByRole('checkbox', { name: `Select ${first.username}` }).tap();
    await page.getByRole('checkbox', { name: `Select ${second.username}` }).tap();
    await page.getByRole('button', { name: 'Approve', exact: true }).tap();
    await page.getByText(successMessages.usersApproved, { exact: true }).waitFor();
    for (const user of [first, second]) {
      await expect.poll(() => stored(`${databasePaths.businessUsers}/${user.id}/isApproveUser`)).toBe(true);
    }
    await expect.poll(() => pageOverflow(page)).toBe(0);
    await checkScreen(page, 'phone users approved');
  });

  it('approves feedback, then schedules a date with the picker', async () => {
    await readModelsSettled();
    const page = await openOnPhone('/manage_feedback');
    const waiting = normalUsers.filter(
      (user) =>
        user.feedback?.approveFeedback === false &&
        normalUsers.filter((other) => other.username === user.username).length === 1,
    );
    const entry = waiting[0];
    if (!entry)
      throw new Error('The demo data needs feedback waiting for approval from a user of a unique name');
    await page.getByRole('checkbox', { name: `Select feedback of ${entry.username}` }).tap();
    await page.getByRole('button', { name: 'Upload' }).tap();
    const popup = page.getByRole('dialog', { name: successMessages.feedbackUploaded });
    await popup.getByRole('button', { name: 'OK' }).tap();
    await popup.waitFor({ state: 'hidden' });
    await expect.poll(() => stored(`${normalUserPath(entry.id)}/feedback/approveFeedback`)).toBe(true);

    await page.getByRole('button', { name: 'Schedule date' }).tap();
    const picker = page.getByRole('dialog');
    await picker.getByRole('button', { name: 'Next month' }).tap();
    const day = picker.locator('table button[aria-label*=" 15, "]:not([data-outside])');
    const label = (await day.getAttribute('aria-label')) ?? '';
    await checkScreen(page, 'phone schedule picker');
    await day.tap();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Schedule', exact: true }).tap();
    await page.getByRole('alert').filter({ hasText: successMessages.dateScheduled }).waitFor();
    const timestamp = Date.parse(`${label} 12:00:00 UTC`);
    await expect
      .poll(() => stored(databasePaths.schedule))
      .toEqual({
        date: new Date(timestamp).toISOString().slice(0, 10),
        timestamp,
      });
  });

  it('finds a user by name and disables their sign-in with a reason, then enables it', async () => {
    const user = normalUsers.find((candidate) => candidate.registrationDetails);
    if (!user) throw new Error('The demo data has no registered normal user');
    const page = await openOnPhone('/manage_user_dashboard');
    const search = page.getByRole('textbox', { name: 'Search by username' });
    await search.tap();
    await search.fill(user.username);
    await page.getByRole('link', { name: `View ${user.username}` }).tap();

    const account = page.getByRole('region', { name: 'Sign-in account' });
    await account.getByRole('button', { name: 'Disable sign-in' }).tap();
    const dialog = page.getByRole('dialog', { name: "Disable this user's sign-in?" });
    // The dialog takes the whole screen of a phone.
    await expect(dialog.boundingBox().then((box) => box?.width)).resolves.toBe(390);
    await dialog.getByLabel('Reason').tap();
    await dialog.getByLabel('Reason').fill('Abusive messages to coaches');
    await dialog.getByLabel('1 day').tap();
    await dialog.getByRole('button', { name: 'Confirm' }).tap();
    await account.getByText('Reason: Abusive messages to coaches').waitFor();
    await expect.poll(async () => (await getAuth(app).getUser(user.id)).disabled).toBe(true);
    await checkScreen(page, 'phone sign-in disabled');

    await account.getByRole('button', { name: 'Enable sign-in' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).tap();
    await account.getByText('Enabled', { exact: true }).waitFor();
    await expect.poll(async () => (await getAuth(app).getUser(user.id)).disabled).toBe(false);
  });

  it("reads a release's changes and opens its publish question, no wider than the phone", async () => {
    const [releaseId] = Object.keys((await getDatabase(app).ref(releasesPath).get()).val() ?? {});
    if (releaseId === undefined) throw new Error('The demo data has a release');
    const page = await pages.openSignedIn(`/releases/${releaseId}`, phone);
    await page.getByRole('heading', { level: 1, name: 'Spring promotion' }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Changes' }).getByRole('listitem').count())
      .toBe(3);
    await expect.poll(() => pageOverflow(page)).toBe(0);
    await checkScreen(page, 'phone release');
    await page.getByRole('button', { name: 'Publish now' }).tap();
    const question = page.getByRole('dialog', { name: 'Publish this release?' });
    await question.getByRole('button', { name: 'Cancel' }).tap();
    await question.waitFor({ state: 'hidden' });

    // A content screen working in it.
    const screen = await openOnPhone('/view_about_feature/');
    await screen
      .getByRole('combobox', { name: 'Work in release' })
      .selectOption({ label: 'Spring promotion' });
    await screen.getByText('Work in release: Spring promotion').waitFor();
    await screen.getByText('In release Spring promotion').first().waitFor();
    await expect.poll(() => pageOverflow(screen)).toBe(0);
    await checkScreen(screen, 'phone content in a release');
    await screen.getByRole('button', { name: 'Leave release' }).tap();
    await screen.getByRole('combobox', { name: 'Work in release' }).waitFor();
  });

  it("edits a website text, and replaces a member's photo from the phone's camera or gallery", async () => {
    const page = await openOnPhone('/view_about_us/');
    await page.getByRole('heading', { name: 'About Us (Product Website)', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit Main Description', exact: true }).first().tap();
    await page.getByLabel('Main Description', { exact: true }).fill('Open every day from 6 to 22');
    await page.getByRole('button', { name: 'Done' }).tap();
    await page.getByRole('alert').filter({ hasText: successMessages.headerDescriptionUpdated }).waitFor();
    await page.getByText('Open every day from 6 to 22').waitFor();

    // The screen's "Member 1" is the first member by key.
    const [firstMemberId] = Object.keys(
      z
        .record(z.string(), imageItemSchema)
        .parse(await stored(siteContentTargets.productAboutUsMember.path.replace('/{id}', ''))),
    ).sort();
    if (!firstMemberId) throw new Error('The demo data has no member on the product website');
    // Any image: the phone offers its camera and its photos.
    await expect(page.locator('input[type="file"][accept*="image/*"]').count()).resolves.toBeGreaterThan(0);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Image of Member 1', exact: true }).tap();
    await (await chooser).setFiles({ name: 'team-photo.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('button', { name: 'Upload Image of Member 1' }).tap();
    await page.getByRole('alert').filter({ hasText: successMessages.imageUploaded }).waitFor();
    const image = `${siteContentPath('productAboutUsMember', firstMemberId)}/image`;
    await expect.poll(async () => decodeURIComponent(String(await stored(image)))).toContain('team-photo');
    await expect.poll(() => pageOverflow(page)).toBe(0);
    await checkScreen(page, 'phone member photo replaced');
  });
});
