import {
  databasePaths,
  imageDimensionsOf,
  mediaImageSchema,
  mediaLibraryPath,
  mediaMessages,
  successMessages,
} from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callAs } from '../backend/support/callables.ts';
import { editor } from '../backend/support/clients.ts';
import { readModelsSettled } from '../backend/support/read-models.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages } from './support/browser.ts';

// The demo's team photo is both websites' About Us header; their former business header is shown nowhere.
const teamPhoto = 'about-us-header.png';
const formerHeader = 'business-about-us-header.png';
const headerPaths = [
  `${databasePaths.productWebsite}/AboutUs/Main`,
  `${databasePaths.businessUserWebsite}/AboutUs/Main`,
];

// A 1×1 transparent PNG.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A phone photo: 6,000 × 4,000 pixels of fine grain over a gradient, as a JPEG of about 15 MB (encoded by Chromium
// itself, so that no large file is kept in the repository). The grain keeps the JPEG large and averages out when
// the photo is scaled down, as a real photo's sensor noise does.
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const width = 6000;
    const height = 4000;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    const pixels = context.createImageData(width, height);
    let seed = 7;
    const grain = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return (seed / 0x7fffffff - 0.5) * 30;
    };
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const index = (y * width + x) * 4;
        pixels.data[index] = 60 + (x / width) * 150 + grain();
        pixels.data[index + 1] = 90 + (y / height) * 120 + grain();
        pixels.data[index + 2] = 140 + grain();
        pixels.data[index + 3] = 255;
      }
    }
    context.putImageData(pixels, 0, 0);
    const jpeg = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.98 })).arrayBuffer(),
    );
    let binary = '';
    for (let start = 0; start < jpeg.length; start += 0x8000) {
      binary += String.fromCharCode(...jpeg.subarray(start, start + 0x8000));
    }
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

describe('the Media Library in the browser', () => {
  const app = adminAppForSuite();
  const database = getDatabase(app);
  const pages = consolePages();

  async function libraryImage(fileName: string) {
    const library = z
      .record(z.string(), mediaImageSchema)
      .parse((await database.ref(mediaLibraryPath).get()).val());
    const found = Object.entries(library).find(([, image]) => image.fileName === fileName);
    if (!found) throw new Error(`${fileName} is not in the media library`);
    const [key, image] = found;
    return { key, ...image };
  }

  async function headerImages(): Promise<unknown[]> {
    return Promise.all(headerPaths.map(async (path) => (await database.ref(`${path}/image`).get()).val()));
  }

  async function openLibrary(): Promise<Page> {
    const page = await pages.openSignedIn('/media');
    await page.getByRole('heading', { name: 'Media Library', level: 1 }).waitFor();
    return page;
  }

  function cardOf(page: Page, fileName: string): Locator {
    return page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: fileName, exact: true }) });
  }

  function notification(page: Page, text: string): Locator {
    return page.getByRole('alert').filter({ hasText: text });
  }

  it('lists the demo images with where each is used, each place a link to its screen', async () => {
    const page = await openLibrary();
    const photo = cardOf(page, teamPhoto);
    await photo.getByText('Used in 2 places:').waitFor();
    await photo.getByRole('link', { name: 'Product website › About Us › Header image' }).waitFor();
    await photo.getByRole('link', { name: 'Business website › About Us › Header image' }).waitFor();
    await cardOf(page, formerHeader).getByText('Not used anywhere').waitFor();
    await checkScreen(page, 'media-library');

    await page.getByLabel('Show', { exact: true }).selectOption('Not used anywhere');
    await cardOf(page, formerHeader).waitFor();
    await expect(cardOf(page, teamPhoto).count()).resolves.toBe(0);
    expect(new URL(page.url()).searchParams.get('show')).toBe('unused');

    await page.goto(page.url().replace(/\?.*$/, ''));
    await cardOf(page, teamPhoto)
      .getByRole('link', { name: 'Business website › About Us › Header image' })
      .click();
    await page.getByRole('heading', { name: 'About Us (Business User Website)' }).waitFor();
  });

  it('refuses to delete an image a page shows, naming where, and deletes an unused one from Storage', async () => {
    const page = await openLibrary();
    const before = await headerImages();
    await cardOf(page, teamPhoto)
      .getByRole('button', { name: `Delete image: ${teamPhoto}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this image?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await notification(page, 'Product website › About Us › Header image').waitFor();
    await expect(notification(page, 'This image is used in 2 places').count()).resolves.toBe(1);
    expect(await headerImages()).toEqual(before);

    const unused = await libraryImage(formerHeader);
    await cardOf(page, formerHeader)
      .getByRole('button', { name: `Delete image: ${formerHeader}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this image?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await notification(page, mediaMessages.imagesDeleted(1)).waitFor();
    await cardOf(page, formerHeader).waitFor({ state: 'detached' });
    expect((await database.ref(`${mediaLibraryPath}/${unused.key}`).get()).exists()).toBe(false);
    const [exists] = await getStorage(app).bucket().file(unused.objectPath).exists();
    expect(exists).toBe(false);
  });

  it('replaces an image in every row that shows it, and Undo puts each back, here or from the Activity page', async () => {
    const photo = await libraryImage(teamPhoto);
    const replacement = await libraryImage('member-1.png');
    const page = await openLibrary();
    await cardOf(page, teamPhoto)
      .getByRole('button', { name: `Replace everywhere: ${teamPhoto}` })
      .click();
    const picker = page.getByRole('dialog', { name: `Replace “${teamPhoto}” everywhere` });
    await picker.getByRole('radio', { name: 'member-1.png', exact: true }).click();
    await picker.getByRole('button', { name: 'Use this image' }).click();
    await page
      .getByRole('dialog', { name: 'Replace everywhere?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await notification(page, mediaMessages.replacedEverywhere(2)).waitFor();
    expect(await headerImages()).toEqual([replacement.url, replacement.url]);

    await notification(page, mediaMessages.replacedEverywhere(2))
      .getByRole('button', { name: 'Undo' })
      .click();
    await notification(page, mediaMessages.replacedBack(2)).waitFor();
    expect(await headerImages()).toEqual([photo.url, photo.url]);
    await readModelsSettled();
    await cardOf(page, teamPhoto).getByText('Used in 2 places:').waitFor();

    // Undone later, by someone else: the change's entry on the Activity page keeps its Undo.
    await callAs(editor, 'replaceImageEverywhere', { imageKey: photo.key, replacementKey: replacement.key });
    expect(await headerImages()).toEqual([replacement.url, replacement.url]);
    await page.goto(new URL('/activity', page.url()).toString());
    await page
      .locator('table[aria-label="Audit log"] tbody tr')
      .first()
      .getByRole('button', { name: /^Undo replace image everywhere of / })
      .click();
    await notification(page, mediaMessages.replacedBack(2)).waitFor();
    expect(await headerImages()).toEqual([photo.url, photo.url]);
    await readModelsSettled();
  });

  it('takes a 15 MB phone photo for a member row and stores it at most 2,000 pixels wide and under 1 MB', async () => {
    const page = await pages.openSignedIn('/view_about_us/');
    const blank = await page.context().newPage();
    const photo = await phonePhoto(blank);
    await blank.close();
    expect(photo.length).toBeGreaterThan(14_000_000);
    expect(imageDimensionsOf(photo)).toEqual({ width: 6000, height: 4000 });

    const member = page.locator('.mantine-Card-root').filter({ hasText: 'Maya Lindqvist' }).first();
    await member.locator('input[type="file"]').setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await member.getByText(/^1\d\.\d MB → \d+ KB$/).waitFor({ timeout: 60_000 });
    await member.getByRole('textbox', { name: mediaMessages.altPrompt }).fill('Maya rowing at sunrise');
    await member.getByRole('button', { name: /^Upload Image of / }).click();
    await notification(page, successMessages.imageUploaded).waitFor();

    await readModelsSettled();
    const stored = await libraryImage('IMG_2041.webp');
    expect(stored.contentType).toBe('image/webp');
    expect(stored.width).toBeLessThanOrEqual(2000);
    expect(stored.bytes).toBeLessThan(1_000_000);
    const [bytes] = await getStorage(app).bucket().file(stored.objectPath).download();
    expect(imageDimensionsOf(bytes)).toEqual({ width: stored.width, height: stored.height });
    expect(Object.values(stored.uses ?? {}).map((use) => use.place.at(-1))).toEqual(['Maya Lindqvist']);
  });

  it('stores the alt text entered at upload beside the image, and lists it in the library', async () => {
    const page = await pages.openSignedIn('/view_about_us/');
    const header = page.locator('.mantine-Card-root').filter({ hasText: 'Header image' }).first();
    await header.locator('input[type="file"]').setInputFiles({
      name: 'coaches-at-dawn.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await header
      .getByRole('textbox', { name: mediaMessages.altPrompt })
      .fill('Three coaches stretching at dawn');
    await header.getByRole('button', { name: 'Upload Header image' }).click();
    await notification(page, successMessages.imageUploaded).waitFor();
    const main = (await database.ref(headerPaths[0] ?? '').get()).val();
    expect(main).toMatchObject({ imageAlt: 'Three coaches stretching at dawn' });

    const library = await openLibrary();
    await cardOf(library, 'coaches-at-dawn.png')
      .getByText('Alt text: Three coaches stretching at dawn')
      .waitFor();
  });
});
