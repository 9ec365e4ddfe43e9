import {
  alertMessages,
  databasePaths,
  type FeedbackEntry,
  type FeedbackFilter,
  feedbackCategories,
  feedbackRatings,
  formatFeedbackDate,
  normalUserPath,
  successMessages,
  unfilteredFeedback,
} from '@management-center/contract';
import {
  feedbackAwaitingApproval,
  listFeedback,
} from '@management-center/contract/test-support/feedback-list-reference';
import { getDatabase } from 'firebase-admin/database';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelsSettled } from '../backend/support/read-models.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages, consoleUrl, recordShownTexts } from './support/browser.ts';

describe('the feedback screens in the browser', () => {
  const app = adminAppForSuite();
  const pages = consolePages();

  // Dates are shown in the browser's time zone: UTC, so that the expected texts do not depend on the machine.
  function openSignedIn(path: string, options: BrowserContextOptions = {}): Promise<Page> {
    return pages.openSignedIn(path, { timezoneId: 'UTC', ...options });
  }

  // The screen reads the feedback queue the database triggers keep: every write made before is in it first.
  async function openFeedbackList(options: BrowserContextOptions = {}): Promise<Page> {
    await readModelsSettled();
    const page = await openSignedIn('/manage_feedback', options);
    await feedbackTable(page).waitFor();
    return page;
  }

  function feedbackTable(page: Page): Locator {
    return page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'User name' }) });
  }

  function feedbackRows(page: Page): Locator {
    return feedbackTable(page).locator('tbody tr');
  }

  async function listedNames(page: Page): Promise<string[]> {
    return feedbackRows(page).locator('td:nth-child(2)').allTextContents();
  }

  async function storedUsers(): Promise<unknown> {
    return (await getDatabase(app).ref(databasePaths.normalUsers).get()).val();
  }

  async function expectedNames(filter: FeedbackFilter = unfilteredFeedback): Promise<string[]> {
    return listFeedback(await storedUsers(), filter).map((entry) => entry.username);
  }

  // The rows show user names; tests pick entries whose name no other listed entry has.
  async function entriesWithUniqueNames(): Promise<FeedbackEntry[]> {
    const entries = feedbackAwaitingApproval(await storedUsers());
    return entries.filter(
      (entry) => entries.filter((other) => other.username === entry.username).length === 1,
    );
  }

  // Polls until the table shows exactly these names: a filter reads another range of the queue, and the live
  // listener re-renders once the triggers have updated it.
  async function expectListedNames(page: Page, expected: string[]): Promise<void> {
    await expect.poll(() => listedNames(page), { timeout: 15_000 }).toEqual(expected);
  }

  function pageSummary(page: Page): Locator {
    return page.getByText(/^Showing \d/);
  }

  async function expectPage(page: Page, names: string[], summary: string): Promise<void> {
    await expectListedNames(page, names);
    await expect.poll(() => pageSummary(page).textContent(), { timeout: 15_000 }).toBe(summary);
  }

  async function chooseFilter(page: Page, filter: FeedbackFilter): Promise<void> {
    await page.getByLabel('Status', { exact: true }).selectOption(filter.status);
    await page.getByLabel('Category', { exact: true }).selectOption(filter.category);
    await page.getByLabel('Rating', { exact: true }).selectOption(String(filter.rating));
  }

  // Seventy users of the app with feedback newer than any of the demo data, all about Workouts with rating 4,
  // every other one registered (Live): the queue and two of these filters then run over more than one page.
  function manyFeedbackUsers(): Record<string, unknown> {
    return Object.fromEntries(
      Array.from({ length: 70 }, (_, index) => {
        const number = String(index).padStart(2, '0');
        return [
          `zz-page-${number}`,
          {
            username: `Zz Page ${number}`,
            email: `zz.page.${number}@example.com`,
            userType: 'normal',
            ...(index % 2 === 0 ? { registrationDetails: { age: 30, height: 170, weight: 70 } } : {}),
            feedback: {
              timestamp: Date.UTC(2031, 0, 1) + index * 60_000,
              category: 'Workouts',
              rating: 4,
              review: `Review ${number}`,
              approveFeedback: false,
            },
          },
        ];
      }),
    );
  }

  it('filters the queue by status, category and rating, opens one entry, goes back, and follows what the app writes meanwhile', async () => {
    // Dates are shown in the browser's time zone: here one other than UTC, in which the server stores them.
    const timeZone = 'America/Los_Angeles';
    const page = await openFeedbackList({ timezoneId: timeZone });

    // Only unapproved feedback, newest first, each row with its rating, review, date and a View action.
    const waiting = feedbackAwaitingApproval(await storedUsers());
    expect(waiting).toHaveLength(22);
    expect(await listedNames(page)).toEqual(waiting.map((entry) => entry.username));
    const [newest] = waiting;
    if (!newest) throw new Error('The demo data has no unapproved feedback');
    const firstRow = feedbackRows(page).first();
    await expect(
      firstRow.getByRole('img', { name: `${newest.feedback.rating} out of 5 stars` }).isVisible(),
    ).resolves.toBe(true);
    await expect(firstRow.getByText(newest.feedback.review).isVisible()).resolves.toBe(true);
    await expect(
      firstRow.getByText(formatFeedbackDate(newest.feedback.timestamp, timeZone)).isVisible(),
    ).resolves.toBe(true);
    await expect(
      firstRow.getByRole('link', { name: `View feedback of ${newest.username}` }).count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Upload' }).isDisabled()).resolves.toBe(true);
    await expect(pageSummary(page).textContent()).resolves.toBe('Showing 1–22 of 22 feedback entries');
    await expect(page.getByRole('button', { name: 'Next page' }).count()).resolves.toBe(0);
    await checkScreen(page, 'manage-feedback');

    // Each status: Live (registered) and Nil (not registered) both list some.
    for (const status of ['Live', 'Nil', 'All'] as const) {
      const expected = await expectedNames({ ...unfilteredFeedback, status });
      if (status !== 'All') expect(expected.length).toBeGreaterThan(0);
      await page.getByLabel('Status', { exact: true }).selectOption(status);
      await expectListedNames(page, expected);
    }

    // Each of the ten categories: Customise Widgets finds the stored Dashboard Customization.
    for (const { label, stored } of feedbackCategories) {
      const expected = await expectedNames({ ...unfilteredFeedback, category: label });
      expect(expected.length).toBeGreaterThan(0);
      await page.getByLabel('Category', { exact: true }).selectOption(label);
      await expectListedNames(page, expected);
      const shownCategories = await feedbackRows(page).locator('td:nth-child(3)').allTextContents();
      expect(new Set(shownCategories)).toEqual(new Set([label]));
      if (stored !== label) await checkScreen(page, 'manage-feedback-customise-widgets');
    }
    await page.getByLabel('Category', { exact: true }).selectOption('All');

    // Each rating, shown as that many stars.
    for (const rating of feedbackRatings) {
      const expected = await expectedNames({ ...unfilteredFeedback, rating });
      await page.getByLabel('Rating', { exact: true }).selectOption(String(rating));
      await expectListedNames(page, expected);
      await expect(
        feedbackRows(page)
          .getByRole('img', { name: `${rating} out of 5 stars` })
          .count(),
      ).resolves.toBe(expected.length);
    }

    // The demo data pairs each category with one rating (Sign Up always with 1): together they match nothing.
    await page.getByLabel('Category', { exact: true }).selectOption('Sign Up');
    await page.getByLabel('Rating', { exact: true }).selectOption('2');
    expect(await expectedNames({ ...unfilteredFeedback, category: 'Sign Up', rating: 2 })).toEqual([]);
    await page.getByText('No feedback waiting for approval matches these filters.').waitFor();
    await checkScreen(page, 'manage-feedback-no-match');

    // A link naming the category and rating of an entry opens them; a reload keeps a status chosen after, and Back
    // returns to the filters before it.
    const entry = (await entriesWithUniqueNames()).find(
      ({ feedback }) => feedback.category === 'Dashboard Customization',
    );
    const rating = feedbackRatings.find((value) => value === entry?.feedback.rating);
    if (!entry || !rating)
      throw new Error('The demo data has no Dashboard Customization feedback of its own');
    const linked: FeedbackFilter = { status: 'All', category: 'Customise Widgets', rating };
    await page.goto(consoleUrl(`/manage_feedback?category=Customise+Widgets&rating=${rating}`));
    await expectListedNames(page, await expectedNames(linked));
    await expect(page.getByLabel('Category', { exact: true }).inputValue()).resolves.toBe(
      'Customise Widgets',
    );
    await expect(page.getByLabel('Rating', { exact: true }).inputValue()).resolves.toBe(String(rating));
    await page.getByLabel('Status', { exact: true }).selectOption(entry.status);
    await page.waitForURL(new RegExp(`status=${entry.status}`));
    const narrower: FeedbackFilter = { ...linked, status: entry.status };
    await expectListedNames(page, await expectedNames(narrower));
    await page.reload();
    await expectListedNames(page, await expectedNames(narrower));
    await expect(page.getByLabel('Status', { exact: true }).inputValue()).resolves.toBe(entry.status);
    await page.goBack();
    await expect.poll(() => page.getByLabel('Status', { exact: true }).inputValue()).toBe('All');
    await expectListedNames(page, await expectedNames(linked));

    // The entry's page, with the date in US long format in the browser's time zone.
    await page.getByRole('link', { name: `View feedback of ${entry.username}` }).click();
    await page.waitForURL((url) => url.pathname === `/view_feedback/${entry.userId}`);
    await page.getByRole('heading', { name: entry.username }).waitFor();
    const date = formatFeedbackDate(entry.feedback.timestamp, timeZone);
    expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}:\d{2} [AP]M P[SD]T$/);
    await expect(page.getByRole('row', { name: /^Date/ }).textContent()).resolves.toBe(`Date${date}`);
    await checkScreen(page, 'view-feedback');
    await page.getByRole('link', { name: 'Back to Manage Feedback' }).first().click();
    await page.waitForURL((url) => url.pathname === '/manage_feedback' && url.search === '');
    await expectListedNames(page, await expectedNames());

    // Feedback the app writes while the queue is open joins it at once: one whose stored __proto__ child calls it
    // approved is listed, and one changed after its approval is marked so.
    const database = getDatabase(app);
    const proto = `${databasePaths.normalUsers}/zz-proto-feedback`;
    const changed = `${databasePaths.normalUsers}/zz-changed-feedback`;
    const feedback = { timestamp: Date.UTC(2030, 0, 1), category: 'Login', rating: 3 };
    try {
      await database.ref(proto).set({
        username: 'Zz Proto Feedback',
        email: 'proto@example.com',
        userType: 'normal',
        feedback: { ...feedback, review: 'Says nothing of its approval.' },
      });
      // Written as the attack writes it: a multi-path update names the `__proto__` child in a path.
      await database.ref().update({ [`${proto}/feedback/__proto__/approveFeedback`]: true });
      await database.ref(changed).set({
        username: 'Zz Changed Feedback',
        email: 'changed@example.com',
        userType: 'normal',
        feedback: { ...feedback, review: 'Rewritten.', approveFeedback: false, feedbackApproveTimestamp: 1 },
      });
      // The triggers write the queue the screen listens to: on a busy machine that takes longer than a poll.
      await readModelsSettled();
      await expect
        .poll(async () => (await listedNames(page)).slice(0, 2).sort(), { timeout: 15_000 })
        .toEqual(['Zz Changed Feedback', 'Zz Proto Feedback']);
      const changedRow = feedbackRows(page).filter({ hasText: 'Zz Changed Feedback' });
      await expect(changedRow.getByText('Changed after approval', { exact: true }).isVisible()).resolves.toBe(
        true,
      );
      const protoRow = feedbackRows(page).filter({ hasText: 'Zz Proto Feedback' });
      await expect(protoRow.getByText('Changed after approval').count()).resolves.toBe(0);

      // The user is removed by the app while their entry is open: the page says so, and leads back to the queue.
      await page.getByRole('link', { name: 'View feedback of Zz Changed Feedback' }).click();
      await page.getByRole('heading', { name: 'Zz Changed Feedback' }).waitFor();
      await database.ref(changed).remove();
      await page.getByText('Feedback not found').waitFor();
      await page
        .getByText('There is no feedback from a user with the id “zz-changed-feedback”.', { exact: false })
        .waitFor();
      await checkScreen(page, 'view-feedback-not-found');
      await readModelsSettled();
      await page.getByRole('link', { name: 'Back to Manage Feedback' }).last().click();
      await expect
        .poll(async () => (await listedNames(page)).slice(0, 2), { timeout: 15_000 })
        .toEqual(['Zz Proto Feedback', newest.username]);

      // The queue follows the system's dark mode.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
        .toBe('dark');
      await checkScreen(page, 'manage-feedback-dark');
    } finally {
      await Promise.all([proto, changed].map((path) => database.ref(path).remove()));
      // The next tests read the queue: the triggers must have let these go.
      await readModelsSettled();
    }
  });

  it('approves the selected feedback with Upload: the popup, the rows leave the list live, the data', async () => {
    const page = await openFeedbackList();
    const [first, second] = await entriesWithUniqueNames();
    if (!first || !second) throw new Error('The demo data needs two feedback entries with distinct names');
    const before = (await listedNames(page)).length;

    await page.getByLabel(`Select feedback of ${first.username}`).check();
    await page.getByLabel(`Select feedback of ${second.username}`).check();
    await page.getByText(`2 selected of ${before} waiting for approval`).waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();

    const popup = page.getByRole('dialog', { name: successMessages.feedbackUploaded });
    await popup.waitFor();
    await expect(popup.getByText('2 feedback entries approved.').isVisible()).resolves.toBe(true);
    const width = (await popup.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(390);
    expect(width).toBeLessThanOrEqual(400);
    await checkScreen(page, 'manage-feedback-uploaded');
    await popup.getByRole('button', { name: 'OK' }).click();
    await popup.waitFor({ state: 'hidden' });

    await readModelsSettled();
    await expectListedNames(page, await expectedNames());
    const names = await listedNames(page);
    expect(names).toHaveLength(before - 2);
    expect(names).not.toContain(first.username);
    expect(names).not.toContain(second.username);
    for (const entry of [first, second]) {
      const stored = (
        await getDatabase(app)
          .ref(`${normalUserPath(entry.userId)}/feedback`)
          .get()
      ).val();
      expect(stored).toMatchObject({ approveFeedback: true, feedbackApproveTimestamp: expect.any(Number) });
    }
    await expect(page.getByRole('button', { name: 'Upload' }).isDisabled()).resolves.toBe(true);
  });

  it('does not approve a review the user changed after it was selected: the popup names it, and it stays listed', async () => {
    const page = await openFeedbackList();
    const [kept, edited] = await entriesWithUniqueNames();
    if (!kept || !edited) throw new Error('The demo data needs two feedback entries with distinct names');
    await page.getByLabel(`Select feedback of ${kept.username}`).check();
    await page.getByLabel(`Select feedback of ${edited.username}`).check();
    // The user edits their review in the app while the administrator still has the old one in view.
    const editedReview = `${edited.feedback.review} Edited later.`;
    await getDatabase(app)
      .ref(`${normalUserPath(edited.userId)}/feedback/review`)
      .set(editedReview);
    await page.getByRole('button', { name: 'Upload' }).click();

    const popup = page.getByRole('dialog', { name: successMessages.feedbackUploaded });
    await popup.getByText('1 feedback entry approved.').waitFor();
    await popup
      .getByText(`${edited.username}: not approved, changed since you looked: review it again.`, {
        exact: true,
      })
      .waitFor();
    await checkScreen(page, 'manage-feedback-changed-since-seen');
    await popup.getByRole('button', { name: 'OK' }).click();

    await readModelsSettled();
    await expectListedNames(page, await expectedNames());
    const names = await listedNames(page);
    expect(names).toContain(edited.username);
    expect(names).not.toContain(kept.username);
    const stored = (
      await getDatabase(app)
        .ref(`${normalUserPath(edited.userId)}/feedback`)
        .get()
    ).val();
    expect(stored).toMatchObject({ approveFeedback: false, review: editedReview });
  });

  it('undoes an Upload from its popup: the approval is withdrawn on the server and the row comes back', async () => {
    const page = await openFeedbackList();
    const [entry] = await entriesWithUniqueNames();
    if (!entry) throw new Error('The demo data needs a feedback entry with a name of its own');
    const feedbackRef = getDatabase(app).ref(`${normalUserPath(entry.userId)}/feedback`);
    const before = (await feedbackRef.get()).val();
    await page.getByLabel(`Select feedback of ${entry.username}`).check();
    await page.getByRole('button', { name: 'Upload' }).click();
    const popup = page.getByRole('dialog', { name: successMessages.feedbackUploaded });
    await popup.getByText('1 feedback entry approved.').waitFor();
    await expect.poll(async () => (await listedNames(page)).includes(entry.username)).toBe(false);

    await popup.getByRole('button', { name: 'Undo' }).click();

    await page.getByText('Approval withdrawn: 1 feedback entry waits for approval again.').waitFor();
    await expect.poll(async () => (await listedNames(page)).includes(entry.username)).toBe(true);
    expect((await feedbackRef.get()).val()).toEqual(before);
  });

  it('refuses to schedule without a date, changing nothing, then schedules the picked date at 12:00 UTC and shows it as the current schedule', async () => {
    const page = await openFeedbackList();
    await page.getByText(/^Currently scheduled: /).waitFor();
    const before = (await getDatabase(app).ref(databasePaths.schedule).get()).val();
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: alertMessages.invalidDate }).waitFor();
    await checkScreen(page, 'manage-feedback-invalid-date');
    expect((await getDatabase(app).ref(databasePaths.schedule).get()).val()).toEqual(before);

    await page.getByRole('button', { name: 'Schedule date' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    const day = page.locator('table button[aria-label*=" 15, "]:not([data-outside])');
    const label = (await day.getAttribute('aria-label')) ?? '';
    await day.click();
    const timestamp = Date.parse(`${label} 12:00:00 UTC`);
    const isoDate = new Date(timestamp).toISOString().slice(0, 10);
    await expect(page.getByRole('button', { name: 'Schedule date' }).textContent()).resolves.toContain(label);

    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: successMessages.dateScheduled }).waitFor();
    await page.getByText(`Currently scheduled: ${formatFeedbackDate(timestamp, 'UTC')}`).waitFor();
    await checkScreen(page, 'manage-feedback-scheduled');
    expect((await getDatabase(app).ref(databasePaths.schedule).get()).val()).toEqual({
      date: isoDate,
      timestamp,
    });
  });

  describe('with more than one page of feedback', () => {
    const added = manyFeedbackUsers();
    beforeAll(async () => {
      await getDatabase(app).ref(databasePaths.normalUsers).update(added);
    });
    afterAll(async () => {
      await getDatabase(app)
        .ref(databasePaths.normalUsers)
        .update(Object.fromEntries(Object.keys(added).map((userId) => [userId, null])));
    });

    it('pages through the queue under each filter, newest first, with the exact total, and keeps the page through a reload and Back', async () => {
      const page = await openFeedbackList();
      const filters: FeedbackFilter[] = [
        unfilteredFeedback,
        { status: 'All', category: 'Workouts', rating: 4 },
        { status: 'Live', category: 'Workouts', rating: 'All' },
      ];
      for (const filter of filters) {
        await chooseFilter(page, filter);
        const expected = await expectedNames(filter);
        const total = expected.length;
        const entries = `${total} feedback entries`;
        if (filter.status === 'Live') {
          expect(total).toBeLessThanOrEqual(50);
          await expectPage(page, expected, `Showing 1–${total} of ${entries}`);
          await expect(page.getByRole('button', { name: 'Next page' }).count()).resolves.toBe(0);
          continue;
        }
        expect(total).toBeGreaterThan(50);
        expect(total).toBeLessThanOrEqual(100);
        const firstPage = expected.slice(0, 50);
        const lastPage = expected.slice(50);
        await expectPage(page, firstPage, `Showing 1–50 of ${entries}`);
        await expect(page.getByRole('button', { name: 'Previous page' }).isDisabled()).resolves.toBe(true);
        await page.getByRole('button', { name: 'Next page' }).click();
        await expectPage(page, lastPage, `Showing 51–${total} of ${entries}`);
        await expect(page.getByRole('button', { name: 'Next page' }).isDisabled()).resolves.toBe(true);
        await page.getByRole('button', { name: 'Previous page' }).click();
        await expectPage(page, firstPage, `Showing 1–50 of ${entries}`);
        await page.getByRole('button', { name: 'Last page' }).click();
        await expectPage(page, lastPage, `Showing 51–${total} of ${entries}`);
        await page.getByRole('button', { name: 'First page' }).click();
        await expectPage(page, firstPage, `Showing 1–50 of ${entries}`);
      }

      // The page is kept in the address: a reload stays on it, and Back returns to the page before.
      const workouts: FeedbackFilter = { status: 'All', category: 'Workouts', rating: 4 };
      await chooseFilter(page, workouts);
      const workoutNames = await expectedNames(workouts);
      const workoutEntries = `${workoutNames.length} feedback entries`;
      const newestWorkouts = workoutNames.slice(0, 50);
      const oldestWorkouts = workoutNames.slice(50);
      await expectPage(page, newestWorkouts, `Showing 1–50 of ${workoutEntries}`);
      await page.getByRole('button', { name: 'Next page' }).click();
      const secondPageSummary = `Showing 51–${workoutNames.length} of ${workoutEntries}`;
      await expectPage(page, oldestWorkouts, secondPageSummary);
      const address = new URL(page.url()).searchParams;
      expect(address.get('page')).toBe('2');
      expect(address.get('olderThan')).toMatch(/^\d{16}:/);
      expect(address.get('rating')).toBe('4');

      await page.reload();
      await expectPage(page, oldestWorkouts, secondPageSummary);
      await page.goBack();
      await expectPage(page, newestWorkouts, `Showing 1–50 of ${workoutEntries}`);
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      await page.getByRole('button', { name: 'Last page' }).click();
      await page.waitForURL(/page=last/);
      await page.reload();
      await expectPage(page, oldestWorkouts, secondPageSummary);
    });

    it('keeps the shown page live, and uploads rows selected on several pages', async () => {
      const database = getDatabase(app);
      const page = await openFeedbackList();
      const entries = listFeedback(await storedUsers(), unfilteredFeedback);
      const total = entries.length;
      const [newest, onSecondPage, approvedElsewhere] = [entries[0], entries[50], entries[51]];
      if (!newest || !onSecondPage || !approvedElsewhere) throw new Error('Expected two pages of feedback');
      await expectPage(
        page,
        entries.slice(0, 50).map((entry) => entry.username),
        `Showing 1–50 of ${total} feedback entries`,
      );

      await page.getByLabel(`Select feedback of ${newest.username}`).check();
      await page.getByRole('button', { name: 'Next page' }).click();
      await expectPage(
        page,
        entries.slice(50).map((entry) => entry.username),
        `Showing 51–${total} of ${total} feedback entries`,
      );
      await page.getByLabel(`Select feedback of ${onSecondPage.username}`).check();
      await page.getByText(`2 selected of ${total} waiting for approval`).waitFor();

      // Approved in another tab: the row leaves the page shown and the total drops.
      await database.ref(`${normalUserPath(approvedElsewhere.userId)}/feedback/approveFeedback`).set(true);
      await readModelsSettled();
      await expectPage(
        page,
        entries.slice(50).flatMap((entry) => (entry === approvedElsewhere ? [] : [entry.username])),
        `Showing 51–${total - 1} of ${total - 1} feedback entries`,
      );
      await checkScreen(page, 'manage-feedback-second-page');

      await page.getByRole('button', { name: 'Upload' }).click();
      const popup = page.getByRole('dialog', { name: successMessages.feedbackUploaded });
      await popup.getByText('2 feedback entries approved.').waitFor();
      await popup.getByRole('button', { name: 'OK' }).click();
      await readModelsSettled();
      await page.getByText(`0 selected of ${total - 3} waiting for approval`).waitFor();
      for (const entry of [newest, onSecondPage]) {
        const stored = (await database.ref(`${normalUserPath(entry.userId)}/feedback`).get()).val();
        expect(stored).toMatchObject({ approveFeedback: true });
      }
      // The list starts over from the newest entries, counted as the queue is now.
      const rest = await expectedNames();
      await expectPage(page, rest.slice(0, 50), `Showing 1–50 of ${total - 3} feedback entries`);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expectPage(page, rest.slice(50), `Showing 51–${total - 3} of ${total - 3} feedback entries`);
    });

    it('approves all feedback that matches the filters, past the page shown, after saying how many', async () => {
      const filter: FeedbackFilter = { status: 'All', category: 'Workouts', rating: 4 };
      const waitingBefore = feedbackAwaitingApproval(await storedUsers());
      const matching = listFeedback(await storedUsers(), filter);
      const count = matching.length;
      expect(count).toBeGreaterThan(50);
      const page = await openFeedbackList();
      await chooseFilter(page, filter);
      await expectPage(
        page,
        matching.slice(0, 50).map((entry) => entry.username),
        `Showing 1–50 of ${count} feedback entries`,
      );

      const selectAllMatching = async () => {
        await page.getByLabel('Select all feedback on this page').check();
        await page.getByText('All 50 feedback entries on this page are selected.', { exact: true }).waitFor();
        await page.getByRole('button', { name: `Select all ${count} feedback entries that match` }).click();
        await page
          .getByText(`All ${count} feedback entries that match are selected.`, { exact: true })
          .waitFor();
        await page.getByText(`${count} selected of ${count} waiting for approval`).waitFor();
      };
      await selectAllMatching();
      await checkScreen(page, 'manage-feedback-all-matching');
      // Another filter leaves the mode; coming back does not select them again.
      await page.getByLabel('Rating', { exact: true }).selectOption('All');
      await page.getByText(/^0 selected of \d+ waiting for approval$/).waitFor();
      await page.getByLabel('Rating', { exact: true }).selectOption('4');
      await page.getByText(`0 selected of ${count} waiting for approval`).waitFor();
      await selectAllMatching();

      await page.getByRole('button', { name: 'Upload' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve all feedback that matches?' });
      await dialog
        .getByText(
          `This approves the ${count} feedback entries waiting for approval that match the filters (Status: All, Category: Workouts, Rating: 4). Each is approved as the server finds it, including any change made after this screen showed it.`,
          { exact: true },
        )
        .waitFor();
      await checkScreen(page, 'manage-feedback-all-matching-confirm');
      const shownProgress = await recordShownTexts(page, /Approved \d+ of \d+ feedback entries…/);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await checkScreen(page, 'manage-feedback-all-matching-running');

      const popup = page.getByRole('dialog', { name: successMessages.feedbackUploaded });
      await popup
        .getByText(`${count} feedback entries approved.`, { exact: true })
        .waitFor({ timeout: 60_000 });
      const shown = await shownProgress();
      expect(shown).not.toEqual([]);
      for (const text of shown)
        expect(text).toMatch(new RegExp(`^Approved \\d+ of ${count} feedback entries…$`));
      await popup.getByRole('button', { name: 'OK' }).click();
      await page
        .getByText('No feedback waiting for approval matches these filters.')
        .waitFor({ timeout: 30_000 });

      const matchingIds = new Set(matching.map((entry) => entry.userId));
      const stillWaiting = feedbackAwaitingApproval(await storedUsers()).map((entry) => entry.userId);
      expect(stillWaiting.filter((userId) => matchingIds.has(userId))).toEqual([]);
      expect(stillWaiting.sort()).toEqual(
        waitingBefore.flatMap((entry) => (matchingIds.has(entry.userId) ? [] : [entry.userId])).sort(),
      );
    }, 120_000);
  });
});
