import { alertMessages, databasePaths, successMessages } from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages } from './support/browser.ts';

const product = databasePaths.productWebsite;
const business = databasePaths.businessUserWebsite;

// A 1×1 transparent PNG.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface TextEditCase {
  screen: string;
  path: string;
  heading: string;
  row: string;
  // The input's accessible name in edit mode.
  input: string;
  // Where the edited text is stored; an item's path is found from its list.
  stored: (database: ReturnType<typeof getDatabase>) => Promise<string>;
  message: string;
}

async function firstItemKey(database: ReturnType<typeof getDatabase>, listPath: string): Promise<string> {
  const snapshot = await database.ref(listPath).orderByKey().limitToFirst(1).get();
  const [key] = Object.keys(snapshot.val() ?? {});
  if (!key) throw new Error(`${listPath} has no items`);
  return key;
}

async function storedText(database: ReturnType<typeof getDatabase>, path: string): Promise<string> {
  return String((await database.ref(path).get()).val());
}

const textEdits: TextEditCase[] = [
  {
    screen: 'key-features',
    path: '/view_about_feature/',
    heading: 'Key Features',
    row: 'Main Title',
    input: 'Main Title',
    stored: (database) => storedText(database, `${product}/KeyFeature/Main/Title`),
    message: successMessages.titleUpdated,
  },
  {
    screen: 'product-about-us',
    path: '/view_about_us/',
    heading: 'About Us (Product Website)',
    row: 'Main Description',
    input: 'Main Description',
    stored: (database) => storedText(database, `${product}/AboutUs/Main/Description`),
    message: successMessages.headerDescriptionUpdated,
  },
  {
    screen: 'business-about-us',
    path: '/view_about_us_biz/',
    heading: 'About Us (Business User Website)',
    row: 'Main Description',
    input: 'Main Description',
    stored: (database) => storedText(database, `${business}/AboutUs/Main/Description`),
    message: successMessages.headerDescriptionUpdated,
  },
  {
    screen: 'partnership',
    path: '/view_partnership/',
    heading: 'Benefits of Partnership',
    row: 'Main Description',
    input: 'Main Description',
    stored: (database) => storedText(database, `${business}/BenefitOfPartnership/Main/Description`),
    message: successMessages.descriptionUpdated,
  },
  {
    screen: 'contact-us',
    path: '/view_contact_us/',
    heading: 'Contact Us',
    row: 'Contact row 1',
    input: 'Title',
    stored: async (database) => {
      const id = await firstItemKey(database, `${business}/ContactUs`);
      return storedText(database, `${business}/ContactUs/${id}/Title`);
    },
    message: 'Contact details updated successfully!',
  },
];

describe('the website content screens in the browser', () => {
  const app = adminAppForSuite();
  const { openSignedIn } = consolePages();

  function notification(page: Page, message: string): Locator {
    return page.getByRole('alert').filter({ hasText: message });
  }

  function card(page: Page, text: string): Locator {
    return page.locator('.mantine-Card-root').filter({ hasText: text });
  }

  it('offers the two websites and their cards on /manage_viewabout', async () => {
    const page = await openSignedIn('/manage_viewabout');
    await page.getByRole('heading', { name: 'Manage View About' }).waitFor();
    const headings = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(headings.allTextContents()).resolves.toEqual(['About Us', 'Key Features', 'Feedback']);
    await checkScreen(page, 'site-content-manage-viewabout-product');

    await page.getByText('Business User Website').click();
    await page.getByRole('heading', { name: 'Benefits of Partnership' }).waitFor();
    await expect(headings.allTextContents()).resolves.toEqual([
      'About Us',
      'Benefits of Partnership',
      'Contact Us',
    ]);
    await checkScreen(page, 'site-content-manage-viewabout-business');

    await page.getByRole('link', { name: 'Open Contact Us' }).click();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/view_contact_us/');
    await page.getByRole('link', { name: 'Back to Manage View About' }).click();
    await page.getByRole('heading', { name: 'Manage View About' }).waitFor();
  });

  it('opens the screens without the trailing slash too', async () => {
    const page = await openSignedIn('/view_partnership');
    await page.getByRole('heading', { name: 'Benefits of Partnership' }).waitFor();
  });

  it.each(textEdits)('edits and cancels a text on $screen', async (edit) => {
    const database = getDatabase(app);
    const page = await openSignedIn(edit.path);
    await page.getByRole('heading', { name: edit.heading, level: 1 }).waitFor();
    await page
      .getByRole('button', { name: `Edit ${edit.row}`, exact: true })
      .first()
      .waitFor();
    await checkScreen(page, `site-content-${edit.screen}`);

    const saved = `Edited ${edit.screen} text`;
    await page
      .getByRole('button', { name: `Edit ${edit.row}`, exact: true })
      .first()
      .click();
    await page.getByLabel(edit.input, { exact: true }).fill(saved);
    await checkScreen(page, `site-content-${edit.screen}-editing`);
    await page.getByRole('button', { name: 'Done' }).click();
    await notification(page, edit.message).waitFor();
    await expect(edit.stored(database)).resolves.toBe(saved);
    await page.getByText(saved).waitFor();

    await page
      .getByRole('button', { name: `Edit ${edit.row}`, exact: true })
      .first()
      .click();
    await page.getByLabel(edit.input, { exact: true }).fill('Discarded text');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(saved).waitFor();
    await expect(page.getByText('Discarded text').count()).resolves.toBe(0);
    await expect(edit.stored(database)).resolves.toBe(saved);
  });

  it('refuses a blank text next to the field without calling the server', async () => {
    const database = getDatabase(app);
    const before = await storedText(database, `${product}/KeyFeature/Main/Description`);
    const page = await openSignedIn('/view_about_feature/');
    await page.getByRole('button', { name: 'Edit Description', exact: true }).click();
    await page.getByLabel('Description', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Description: must not be empty').waitFor();
    await expect(storedText(database, `${product}/KeyFeature/Main/Description`)).resolves.toBe(before);
  });

  it('says the content could not be read while a stored value does not fit, and shows it again once it does', async () => {
    const database = getDatabase(app);
    const titlePath = `${product}/KeyFeature/Main/Title`;
    const title = await storedText(database, titlePath);
    const page = await openSignedIn('/view_about_feature/');
    const editTitle = page.getByRole('button', { name: 'Edit Main Title', exact: true });
    await editTitle.waitFor();

    await database.ref(titlePath).set(42);
    await page.getByText('The content could not be read').waitFor();
    await page
      .getByText(`The data stored at /${product}/KeyFeature is not in the form this screen reads`)
      .waitFor();
    await expect(editTitle.count()).resolves.toBe(0);

    await database.ref(titlePath).set(title);
    await editTitle.waitFor();
    await expect(page.getByText('The content could not be read').count()).resolves.toBe(0);
  });

  it("edits a feature's options as a list", async () => {
    const database = getDatabase(app);
    const id = await firstItemKey(database, `${product}/KeyFeature/Feature`);
    const page = await openSignedIn('/view_about_feature/');
    await page.getByRole('button', { name: 'Edit Options of Feature 1' }).click();
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('textbox', { name: 'Option 4' }).fill('Works offline');
    await page.getByRole('button', { name: 'Remove option 2' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Works offline').waitFor();
    const options = (await database.ref(`${product}/KeyFeature/Feature/${id}/options`).get()).val();
    expect(options).toEqual(['Smart workout plans', 'Home, gym or outdoor sessions', 'Works offline']);
  });

  it('adds a feature, then deletes it after a confirmation that names it', async () => {
    const database = getDatabase(app);
    const featureCount = async () =>
      Object.keys((await database.ref(`${product}/KeyFeature/Feature`).get()).val() ?? {}).length;
    const before = await featureCount();
    const page = await openSignedIn('/view_about_feature/');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await notification(page, successMessages.featureAdded).waitFor();
    await expect(featureCount()).resolves.toBe(before + 1);

    const added = card(page, `Feature ${before + 1}`);
    await added.getByText('default option').waitFor();
    await added.getByRole('button', { name: /^Delete feature/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this feature?' });
    await dialog.getByText(`Feature ${before + 1}: default option`).waitFor();
    await checkScreen(page, 'site-content-delete-confirmation');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await notification(page, successMessages.featureDeleted).waitFor();
    await expect(featureCount()).resolves.toBe(before);
    await expect(page.getByText(`Feature ${before + 1}`, { exact: true }).count()).resolves.toBe(0);
  });

  it('adds a contact row once when the answer to its first call is lost, calling again by itself', async () => {
    const database = getDatabase(app);
    const rowIds = async () => Object.keys((await database.ref(`${business}/ContactUs`).get()).val() ?? {});
    const before = await rowIds();
    const page = await openSignedIn('/view_contact_us/');
    const sentIds: string[] = [];
    await page.route('**/addSiteItem', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sentIds.push(JSON.parse(route.request().postData() ?? '{}').data.id);
      if (sentIds.length > 1) return route.continue();
      // The server adds the row; the connection drops before the console hears of it.
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Add contact row' }).click();
    await notification(page, 'New contact row added successfully!').waitFor();
    expect(sentIds).toHaveLength(2);
    expect(sentIds[1]).toBe(sentIds[0]);
    const added = (await rowIds()).filter((id) => !before.includes(id));
    expect(added).toEqual([sentIds[0]]);
    await expect(page.getByRole('alert').count()).resolves.toBe(1);
  });

  it('asks for an image first, then uploads the chosen header image', async () => {
    const database = getDatabase(app);
    const imagePath = `${product}/AboutUs/Main/image`;
    const before = await storedText(database, imagePath);
    const page = await openSignedIn('/view_about_us/');
    const header = card(page, 'Header image').first();
    await header.getByRole('button', { name: 'Upload Header image' }).click();
    await notification(page, alertMessages.selectImageFirst).waitFor();
    await expect(storedText(database, imagePath)).resolves.toBe(before);

    await header.locator('input[type="file"]').setInputFiles({
      name: 'new-header.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await header.getByRole('button', { name: 'Upload Header image' }).click();
    await notification(page, successMessages.imageUploaded).waitFor();
    const after = await storedText(database, imagePath);
    expect(after).not.toBe(before);
    expect(decodeURIComponent(after)).toContain('ProductAboutUsHeaderImage/');
    expect(decodeURIComponent(after)).toContain('new-header.png');
    await checkScreen(page, 'site-content-image-uploaded');
  });

  it('refuses a file that is not an image with "Upload failed"', async () => {
    const page = await openSignedIn('/view_partnership/');
    const benefit = card(page, 'Benefit 1');
    await benefit.locator('input[type="file"]').setInputFiles({
      name: 'not-an-image.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text'),
    });
    await benefit.getByRole('button', { name: 'Upload Image of Benefit 1' }).click();
    await notification(page, alertMessages.uploadFailed('')).waitFor();
  });
});
