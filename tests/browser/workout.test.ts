import {
  databasePaths,
  firestoreCollections,
  searchVideosOutputSchema,
  successMessages,
  type VideoSearchResult,
  workoutContentUrl,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultVideoSearchesPerMemberPerDay } from '../../functions/src/platform/config.ts';
import { callAs } from '../backend/support/callables.ts';
import { administrator } from '../backend/support/clients.ts';
import { pick } from '../backend/support/demo-users.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages } from './support/browser.ts';

const backend = inject('backend');
const keyword = 'mobility';

async function setQuotaExceeded(exceeded: boolean): Promise<void> {
  const response = await fetch(`http://${backend.host}:${backend.ports.video}/control/quota-exceeded`, {
    method: exceeded ? 'PUT' : 'DELETE',
  });
  if (response.status !== 204)
    throw new Error(`The video stand-in's quota switch answered ${response.status}`);
}

describe('the workout screen in the browser', () => {
  const app = adminAppForSuite();
  // What the search callable answers for the keyword: the titles the screen must show, in order.
  let served: VideoSearchResult[];
  const pages = consolePages();

  beforeAll(async () => {
    served = searchVideosOutputSchema.parse(await callAs(administrator, 'searchVideos', { keyword }));
    expect(served.length).toBeGreaterThan(10);
  });
  afterEach(async () => {
    await setQuotaExceeded(false);
  });

  async function openWorkout(): Promise<Page> {
    const page = await pages.openSignedIn('/dashboard');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Manage Workout and Training' })
      .click();
    await page.getByRole('heading', { name: 'Manage Workout and Training', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/workout');
    await repositoryTable(page).waitFor();
    return page;
  }

  function resultsTable(page: Page): Locator {
    return page.getByRole('table', { name: 'Video search results' });
  }

  function repositoryTable(page: Page): Locator {
    return page.getByRole('table', { name: 'Workout content in the repository' });
  }

  async function search(page: Page, text: string): Promise<void> {
    await page.getByLabel('Keyword').fill(text);
    await page.getByRole('button', { name: 'Search' }).click();
  }

  async function shownTitles(page: Page): Promise<string[]> {
    return resultsTable(page).locator('tbody tr td:nth-child(3) p').allTextContents();
  }

  function titles(from: number, to: number): string[] {
    return served.slice(from, to).map((video) => video.title);
  }

  async function storedUrls(): Promise<string[]> {
    const snapshot = await getFirestore(app).collection(firestoreCollections.workoutContent).get();
    return snapshot.docs.map((document) => document.get('content-url') as string).sort();
  }

  it('shows what the repository holds before any search', async () => {
    const stored = await storedUrls();
    const page = await openWorkout();
    await expect(repositoryTable(page).locator('tbody tr').count()).resolves.toBe(stored.length);
    const shownUrls = await repositoryTable(page).getByRole('link').allTextContents();
    expect(shownUrls.sort()).toEqual(stored);
    await page.getByText('Search the video service by keyword, then check the videos to send.').waitFor();
    await expect(page.getByRole('button', { name: 'Search' }).isDisabled()).resolves.toBe(true);
  });

  it('searches by keyword and shows five videos at a time; Refresh Repository shows the next five', async () => {
    const page = await openWorkout();
    await search(page, `  ${keyword}  `);
    await page.getByText(`Showing 1–5 of ${served.length}`).waitFor();
    await expect(shownTitles(page)).resolves.toEqual(titles(0, 5));
    await checkScreen(page, 'workout-search');

    // docs/product.md, Workout content: the table scrolls inside a box at most 400px high.
    const scrollBox = await resultsTable(page).evaluate((table) => {
      for (let box = table.parentElement; box; box = box.parentElement) {
        const { maxHeight } = getComputedStyle(box);
        if (maxHeight !== 'none') return maxHeight;
      }
      return 'none';
    });
    expect(scrollBox).toBe('400px');

    await page.getByRole('button', { name: 'Refresh Repository' }).click();
    await page.getByText(`Showing 6–10 of ${served.length}`).waitFor();
    await expect(shownTitles(page)).resolves.toEqual(titles(5, 10));
  });

  it('sends the checked videos of several windows, then marks them as in the repository', async () => {
    const before = await storedUrls();
    const page = await openWorkout();
    await search(page, keyword);
    await page.getByText(`Showing 1–5 of ${served.length}`).waitFor();
    const [first, sixth] = [pick(served, 0), pick(served, 5)];
    await page.getByRole('checkbox', { name: `Select ${first.title}` }).check();
    await page.getByRole('button', { name: 'Refresh Repository' }).click();
    await page.getByRole('checkbox', { name: `Select ${sixth.title}` }).check();
    await page.getByText('2 selected').waitFor();

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').filter({ hasText: successMessages.workoutContentSent }).waitFor();
    await page.getByText('2 videos added to the repository.').waitFor();
    await expect(page.getByRole('button', { name: 'Send' }).isDisabled()).resolves.toBe(true);
    await expect(storedUrls()).resolves.toEqual(
      [...before, workoutContentUrl(first.videoId), workoutContentUrl(sixth.videoId)].sort(),
    );
    await repositoryTable(page)
      .getByRole('link', { name: workoutContentUrl(sixth.videoId) })
      .waitFor();
    await expect(repositoryTable(page).locator('tbody tr').count()).resolves.toBe(before.length + 2);
    const sixthRow = resultsTable(page).locator('tbody tr').filter({ hasText: sixth.title });
    await sixthRow.getByText('In the repository').waitFor();
    await checkScreen(page, 'workout-sent');
  });

  it('skips a video already in the repository and says which', async () => {
    const page = await openWorkout();
    await search(page, keyword);
    await page.getByText(`Showing 1–5 of ${served.length}`).waitFor();
    const [first, second] = [pick(served, 0), pick(served, 1)];
    await resultsTable(page)
      .locator('tbody tr')
      .filter({ hasText: first.title })
      .getByText('In the repository')
      .waitFor();
    const before = await storedUrls();

    await page.getByRole('checkbox', { name: `Select ${first.title}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second.title}` }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('1 video added to the repository.').waitFor();
    await page
      .getByText(`1 video was already in the repository and skipped: “${first.title}”.`, { exact: true })
      .waitFor();
    await expect(storedUrls()).resolves.toEqual([...before, workoutContentUrl(second.videoId)].sort());
  });

  it('says clearly when the video service has used up its daily quota', async () => {
    const page = await openWorkout();
    await setQuotaExceeded(true);
    // A keyword not searched today: the day's earlier searches are answered from the cache, not by the service.
    await search(page, 'balance drills');
    await page.getByRole('alert').filter({ hasText: 'The daily video-search quota is used up.' }).waitFor();
    await expect(resultsTable(page).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Search' }).isEnabled()).resolves.toBe(true);
  });

  it("says when the administrator's video searches of the day are used up, and still answers a keyword searched today", async () => {
    const { uid } = await getAuth(app).getUserByEmail(administrator.email);
    const today = new Date().toISOString().slice(0, 10);
    const usage = getDatabase(app).ref(`${databasePaths.videoSearchUsage}/${today}/${uid}`);
    const searchesMade = Array.from({ length: defaultVideoSearchesPerMemberPerDay }, (_, index) => [
      `earlierCall${index}`,
      Date.now(),
    ]);
    await usage.set(Object.fromEntries(searchesMade));
    const page = await openWorkout();
    await search(page, 'core stability');
    await page
      .getByRole('alert')
      .filter({
        hasText: `You have made your ${defaultVideoSearchesPerMemberPerDay} video searches for today. New keywords can be searched again after midnight UTC`,
      })
      .waitFor();
    await expect(resultsTable(page).count()).resolves.toBe(0);

    await search(page, keyword);
    await page.getByText(`Showing 1–5 of ${served.length}`).waitFor();
  });
});
