import {
  releaseMessages,
  releasePath,
  releaseSchema,
  releasesPath,
  siteContentPath,
  siteItemListPath,
} from '@management-center/contract';
import { publishScheduleTick } from '@management-center/emulators/scheduler/publish-tick';
import { type DataSnapshot, getDatabase } from 'firebase-admin/database';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callAs } from '../backend/support/callables.ts';
import { editor } from '../backend/support/clients.ts';
import { readModelsSettled } from '../backend/support/read-models.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages, consoleUrl } from './support/browser.ts';

// Releases in the browser: the demo's scheduled release shown as diffs, published at once on both websites and
// undone, and a release published by the scheduled function when its time comes.
const backend = inject('backend');
const pubsub = { emulatorHost: `${backend.host}:${backend.ports.pubsub}`, projectId: backend.projectId };

describe('releases in the browser', () => {
  const app = adminAppForSuite();
  const database = getDatabase(app);
  const { openSignedIn } = consolePages();

  function notification(page: Page, text: string): Locator {
    return page.getByRole('alert').filter({ hasText: text });
  }

  async function demoReleaseId(): Promise<string> {
    const [releaseId] = Object.keys((await database.ref(releasesPath).get()).val() ?? {});
    if (releaseId === undefined) throw new Error('The demo data has a release');
    return releaseId;
  }

  // The three rows the demo release changes, on both websites.
  async function demoRows(): Promise<string[]> {
    const [contactId] = Object.keys(
      (await database.ref(siteItemListPath('businessContactRow')).get()).val() ?? {},
    );
    return [
      `${siteContentPath('productKeyFeatureMain')}/Title`,
      `${siteContentPath('businessBenefitsMain')}/Description`,
      `${siteContentPath('businessContactRow', contactId)}/Title`,
    ];
  }

  async function openRelease(releaseId: string): Promise<Page> {
    const page = await openSignedIn('/releases');
    await page.getByRole('heading', { name: 'Releases', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Spring promotion' }).waitFor();
    await checkScreen(page, 'releases');
    await page.getByRole('link', { name: 'Spring promotion' }).click();
    await page.waitForURL((url) => url.pathname === `/releases/${releaseId}`);
    await page.getByRole('heading', { name: 'Spring promotion', level: 1 }).waitFor();
    return page;
  }

  it('prepares three rows on both websites from their screens, in a release, leaving the live paths unchanged', async () => {
    const [contactId] = Object.keys(
      (await database.ref(siteItemListPath('businessContactRow')).get()).val() ?? {},
    );
    const rows = [
      `${siteContentPath('productKeyFeatureMain')}/Title`,
      `${siteContentPath('businessAboutUsMain')}/Description`,
      `${siteContentPath('businessContactRow', contactId)}/Title`,
    ];
    const live = await Promise.all(rows.map(async (path) => (await database.ref(path).get()).val()));
    const page = await openSignedIn('/view_about_feature/');
    await page.getByRole('heading', { name: 'Key Features', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New release' }).click();
    const dialog = page.getByRole('dialog', { name: 'New release' });
    await dialog.getByRole('textbox', { name: /New release/ }).fill('Autumn');
    await dialog.getByRole('button', { name: 'Create and work in it' }).click();
    await page.getByText('Work in release: Autumn').waitFor();

    async function editInRelease(row: string, field: string, text: string) {
      await page.getByRole('button', { name: `Edit ${row}` }).click();
      await page.getByRole('textbox', { name: field }).fill(text);
      await page.getByRole('button', { name: 'Done' }).click();
      await notification(page, releaseMessages.changeSaved('Autumn')).first().waitFor();
      await page.getByText(text).waitFor();
    }
    await editInRelease('Main Title', 'Main Title', 'Autumn strength');
    await page.getByText('In release Autumn').waitFor();
    await checkScreen(page, 'content screen in a release');
    // The release stays chosen from screen to screen of the tab.
    await page.goto(consoleUrl('/view_about_us_biz/'));
    await page.getByText('Work in release: Autumn').waitFor();
    await editInRelease('Main Description', 'Main Description', 'Partners train in autumn too.');
    await page.goto(consoleUrl('/view_contact_us/'));
    await editInRelease('Contact row 1', 'Title', 'Autumn desk');

    expect(await Promise.all(rows.map(async (path) => (await database.ref(path).get()).val()))).toEqual(live);
    await page.getByRole('link', { name: 'Open the release' }).click();
    await page.getByRole('heading', { name: 'Autumn', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Changes' }).getByRole('listitem').count())
      .toBe(3);
    await page.getByText('Autumn desk').first().waitFor();

    await page.goto(consoleUrl('/view_contact_us/'));
    await page.getByRole('button', { name: 'Leave release' }).click();
    await page.getByRole('combobox', { name: 'Work in release' }).waitFor();
    expect(await page.getByText('Autumn desk').count()).toBe(0);
  });

  it('shows a row changed live since it was prepared, and keeps the release’s change when asked', async () => {
    const { key: releaseId } = database.ref(releasesPath).push();
    if (releaseId === null) throw new Error('A pushed reference has a key');
    await callAs(editor, 'createRelease', { releaseId, name: 'Needs a review' });
    // A row the demo release leaves alone: the next test publishes the demo release.
    await callAs(editor, 'saveReleaseChange', {
      releaseId,
      edit: { target: 'productAboutUsMain', fields: { Description: 'We coach people in spring.' } },
    });
    await database.ref(`${siteContentPath('productAboutUsMain')}/Description`).set('Changed on the website.');
    const page = await openSignedIn(`/releases/${releaseId}`);
    const review = page.getByRole('group', { name: /^Changed live since it was prepared: / });
    await review.waitFor();
    // The live change, word by word: the words the live text has now among them.
    expect(await review.textContent()).toContain('website.');
    await checkScreen(page, 'release needing a review');
    await review.getByRole('button', { name: /^Keep the release's change/ }).click();
    await review.waitFor({ state: 'detached' });
    expect(
      releaseSchema.parse((await database.ref(releasePath(releaseId)).get()).val()).changes,
    ).toMatchObject({
      productAboutUsMain: { base: { Description: 'Changed on the website.' } },
    });
    await readModelsSettled();
  });

  it('publishes the demo release’s rows on both websites at once, and Undo release puts all three back', async () => {
    const releaseId = await demoReleaseId();
    const rows = await demoRows();
    const before = await Promise.all(rows.map(async (path) => (await database.ref(path).get()).val()));
    const page = await openRelease(releaseId);
    const changes = page.getByRole('list', { name: 'Changes' });
    await expect.poll(() => changes.getByRole('listitem').count()).toBe(3);
    await changes.getByText('Spring into shape').first().waitFor();
    await checkScreen(page, 'release');

    // One listener over both websites (the database's root): every state it sees has all three rows old or new.
    const seen: string[] = [];
    const onRoot = (snapshot: DataSnapshot) => {
      const values = rows.map((path) => snapshot.child(path).val());
      const changed = values.map((value, index) => value !== before[index]);
      seen.push(changed.every(Boolean) ? 'new' : changed.some(Boolean) ? 'mixed' : 'old');
    };
    database.ref().on('value', onRoot);
    try {
      await page.getByRole('button', { name: 'Publish now' }).click();
      await page
        .getByRole('dialog', { name: 'Publish this release?' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await notification(page, releaseMessages.published('Spring promotion', 3)).waitFor();
      await expect.poll(() => seen.at(-1)).toBe('new');
    } finally {
      database.ref().off('value', onRoot);
    }
    expect(seen).not.toContain('mixed');
    expect(seen).toContain('old');
    await page.getByText(/^Published /).waitFor();

    await notification(page, releaseMessages.published('Spring promotion', 3))
      .getByRole('button', { name: 'Undo' })
      .click();
    await notification(page, releaseMessages.undone('Spring promotion', 3)).waitFor();
    expect(await Promise.all(rows.map(async (path) => (await database.ref(path).get()).val()))).toEqual(
      before,
    );
    await readModelsSettled();
  });

  it('is published by the scheduled function once its time has come, not before', async () => {
    const { key: releaseId } = database.ref(releasesPath).push();
    if (releaseId === null) throw new Error('A pushed reference has a key');
    await callAs(editor, 'createRelease', { releaseId, name: 'Two minutes ahead' });
    const title = `${siteContentPath('productKeyFeatureMain')}/Title`;
    await callAs(editor, 'saveReleaseChange', {
      releaseId,
      edit: { target: 'productKeyFeatureMain', fields: { Title: 'Live two minutes later' } },
    });
    const publishAt = Date.now() + 2 * 60_000;
    await callAs(editor, 'scheduleRelease', { releaseId, publishAt });
    const page = await openSignedIn(`/releases/${releaseId}`);
    await page.getByText(/^Scheduled for /).waitFor();

    // The schedule's run of this minute leaves it; the run of the minute it is due publishes it.
    await publishScheduleTick(pubsub, 'publishDueReleases');
    await readModelsSettled();
    expect(releaseSchema.parse((await database.ref(releasePath(releaseId)).get()).val()).status).toBe(
      'scheduled',
    );
    await publishScheduleTick(pubsub, 'publishDueReleases', new Date(publishAt));
    await page.getByText(/^Published /).waitFor();
    expect((await database.ref(title).get()).val()).toBe('Live two minutes later');
    await readModelsSettled();
  });
});
