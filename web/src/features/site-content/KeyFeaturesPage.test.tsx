// @vitest-environment happy-dom
import { type ContentVersion, databasePaths } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { editAndSave, imageFileInput } from '../../../test-support/content-rows.ts';
import { pushedKey } from '../../../test-support/database-reads.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { storeLibraryImages } from '../../../test-support/media-library.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { KeyFeaturesPage } from './KeyFeaturesPage.tsx';
import { type PhotoEncoder, PhotoEncoderContext } from './photo-canvas.ts';
import { bytesToBase64 } from './prepared-image.ts';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/firebase/firebase-database.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));
// Adding an item names it with a push id made in the browser: here always the same one.
vi.mock('firebase/database', () => import('../../../test-support/database-reads.ts'));

const keyFeaturePath = `${databasePaths.productWebsite}/KeyFeature`;
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngBytes = [...pngSignature, 1, 2, 3];

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

/** `length` bytes that start as the format's do. */
function bytesOf(signature: readonly number[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(length, signature.length));
  bytes.set(signature);
  return bytes;
}

function webpBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = bytesOf(ascii('RIFF'), length);
  bytes.set(ascii('WEBP'), 8);
  return bytes;
}

// happy-dom has no canvas: the browser's drawing is a stand-in that gives `copy` for an image decoded at
// `width` × `height`; by default one that cannot decode, as a browser without a canvas would.
function encoderGiving(copy: Uint8Array<ArrayBuffer>, width: number, height: number) {
  return vi.fn<PhotoEncoder>(async () => ({
    blob: new Blob([copy], { type: 'image/webp' }),
    decoded: { width, height },
  }));
}

const cannotDraw: PhotoEncoder = async () => {
  throw new Error('The source image could not be decoded.');
};

function storeKeyFeatures() {
  storedData.set(keyFeaturePath, {
    Main: { Title: 'Train smarter', Description: 'Everything in one app' },
    Feature: {
      // Listed in the order of their ids, the order they were added in.
      '-Nb2': { icon: 'https://images.example.com/sleep.png', options: ['Sleep'] },
      '-Nb1': { icon: 'https://images.example.com/steps.png', options: ['Steps', 'Heart rate'] },
    },
  });
}

function storeVersion(versionId: string, version: ContentVersion) {
  storedData.set(`${databasePaths.contentVersions}/${versionId}`, version);
}

const editor = { uid: 'uid-editor', email: 'editor@example.com' };

beforeEach(() => {
  storeKeyFeatures();
  answerCalls({});
});

async function renderKeyFeatures(encode: PhotoEncoder = cannotDraw) {
  const rendered = renderInConsole(
    <PhotoEncoderContext.Provider value={encode}>
      <KeyFeaturesPage />
    </PhotoEncoderContext.Provider>,
    { at: '/view_about_feature', role: 'editor' },
  );
  await screen.findByText('Train smarter');
  return rendered;
}

function featureCard(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name }).closest<HTMLElement>('.mantine-Card-root');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

async function confirmIn(user: UserEvent, title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('the key features screen', () => {
  it('shows the main title, the description and each feature with its icon and options, oldest first', async () => {
    await renderKeyFeatures();
    screen.getByRole('heading', { level: 1, name: 'Key Features' });
    screen.getByText('Everything in one app');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Feature 1',
      'Feature 2',
    ]);
    expect(
      within(featureCard('Feature 1'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Steps', 'Heart rate']);
    expect(screen.getByRole('img', { name: 'Icon image of Feature 2' }).getAttribute('src')).toBe(
      'https://images.example.com/sleep.png',
    );
    expect(screen.getByRole('link', { name: 'Back to Manage View About' }).getAttribute('href')).toBe(
      '/manage_viewabout',
    );
  });

  it('saves the description with its own success text', async () => {
    answerCalls({ updateSiteContent: async ({ fields }) => ({ path: `${keyFeaturePath}/Main`, fields }) });
    const { user } = await renderKeyFeatures();
    await editAndSave(user, 'Description', 'Description', 'All your training');

    await screen.findByText('Description updated Successfully!');
    expect(inputsSentTo('updateSiteContent')).toEqual([
      {
        target: 'productKeyFeatureMain',
        fields: { Description: 'All your training' },
        startedFrom: { Description: 'Everything in one app' },
      },
    ]);
  });

  it('says the content could not be read when it is not in the form the websites read', async () => {
    // The console names the fields at fault in the browser's console.
    const details = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => details.mockRestore());
    storedData.set(keyFeaturePath, { Main: { Title: 7 } });
    renderInConsole(<KeyFeaturesPage />, { at: '/view_about_feature', role: 'editor' });
    await screen.findByText('The content could not be read');
    screen.getByText(
      'The data stored at /ProductWebsite/KeyFeature is not in the form this screen reads (details in the browser console).',
    );
    expect(screen.queryByRole('button', { name: 'Add feature' })).toBeNull();
    expect(details).toHaveBeenCalled();
  });
});

describe("a feature's options", () => {
  it('saves the options as listed, trimmed, without the blank ones', async () => {
    answerCalls({ updateSiteContent: async ({ fields }) => ({ path: 'stored/path', fields }) });
    const { user } = await renderKeyFeatures();
    const card = featureCard('Feature 1');
    await user.click(within(card).getByRole('button', { name: 'Edit Options of Feature 1' }));
    await user.click(within(card).getByRole('button', { name: 'Remove option 1' }));
    await user.click(within(card).getByRole('button', { name: 'Add option' }));
    await replaceText(user, within(card).getByRole('textbox', { name: 'Option 2' }), '  Calories  ');
    await user.click(within(card).getByRole('button', { name: 'Add option' }));
    await user.click(within(card).getByRole('button', { name: 'Done' }));

    await screen.findByText('Options updated successfully!');
    expect(inputsSentTo('updateSiteContent')).toEqual([
      {
        target: 'productFeature',
        id: '-Nb1',
        fields: { options: ['Heart rate', 'Calories'] },
        startedFrom: { options: ['Steps', 'Heart rate'] },
      },
    ]);
  });

  it('keeps at least one option: the last cannot be removed', async () => {
    const { user } = await renderKeyFeatures();
    const card = featureCard('Feature 2');
    await user.click(within(card).getByRole('button', { name: 'Edit Options of Feature 2' }));
    expect(within(card).getByRole('button', { name: 'Remove option 1' })).toHaveProperty('disabled', true);
  });

  it('refuses options all left blank before anything is sent', async () => {
    const { user } = await renderKeyFeatures();
    const card = featureCard('Feature 2');
    await user.click(within(card).getByRole('button', { name: 'Edit Options of Feature 2' }));
    await replaceText(user, within(card).getByRole('textbox', { name: 'Option 1' }), '   ');
    await user.click(within(card).getByRole('button', { name: 'Done' }));

    within(card).getByText('options: must list at least one option');
    expect(inputsSentTo('updateSiteContent')).toEqual([]);
  });
});

describe('adding and deleting features', () => {
  it('adds a feature at once, named by a new push id', async () => {
    answerCalls({ addSiteItem: async ({ id }) => ({ id }) });
    const { user } = await renderKeyFeatures();
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await screen.findByText('New feature added successfully!');
    expect(inputsSentTo('addSiteItem')).toEqual([{ target: 'productFeature', id: pushedKey }]);
  });

  it('asks before deleting a feature, quoting it, and deletes only that one', async () => {
    answerCalls({ deleteSiteItem: async ({ id }) => ({ id }) });
    const { user } = await renderKeyFeatures();
    await user.click(screen.getByRole('button', { name: 'Delete feature: Feature 1: Steps · Heart rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this feature?' });
    within(dialog).getByText(
      'This removes this feature and its image from the website (Recently deleted can bring it back):',
    );
    within(dialog).getByText('Feature 1: Steps · Heart rate');
    expect(inputsSentTo('deleteSiteItem')).toEqual([]);

    await confirmIn(user, 'Delete this feature?');
    await screen.findByText('Feature Deleted Successfully');
    expect(inputsSentTo('deleteSiteItem')).toEqual([{ target: 'productFeature', id: '-Nb1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes nothing when the question is cancelled', async () => {
    const { user } = await renderKeyFeatures();
    await user.click(screen.getByRole('button', { name: 'Delete feature: Feature 2: Sleep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this feature?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(inputsSentTo('deleteSiteItem')).toEqual([]);
  });
});

describe("a feature's icon", () => {
  async function upload(user: UserEvent, label: string, file?: File) {
    if (file) await user.upload(imageFileInput(label), file);
    await user.click(screen.getByRole('button', { name: `Upload ${label}` }));
  }

  it('asks for an image before uploading without one', async () => {
    const { user } = await renderKeyFeatures();
    await upload(user, 'Icon image of Feature 1');
    await screen.findByText('Please select an image first!');
    expect(inputsSentTo('uploadSiteImage')).toEqual([]);
  });

  it.each([
    [
      'a photo of another format',
      [0x00, 0x00, 0x00, 0x18],
      'IMG_0001.heic',
      'image/heic',
      'The file is not a PNG, JPEG, WebP or GIF image.',
    ],
    [
      'a PNG named as a JPEG',
      pngBytes,
      'icon.jpg',
      'image/jpeg',
      'The file is a PNG image but was sent as image/jpeg.',
    ],
  ])('refuses %s before sending it', async (_case, bytes, name, type, reason) => {
    const { user } = await renderKeyFeatures();
    await upload(user, 'Icon image of Feature 1', new File([Uint8Array.from(bytes)], name, { type }));
    await screen.findByText(`Upload failed: ${reason}`);
    expect(inputsSentTo('uploadSiteImage')).toEqual([]);
  });

  it("uploads the chosen PNG as the feature's icon, its name made acceptable", async () => {
    answerCalls({
      uploadSiteImage: async () => ({
        url: 'https://images.example.com/new.png',
        objectPath: 'ProductFeatureIcons/new.png',
      }),
    });
    const { user } = await renderKeyFeatures();
    const file = new File([Uint8Array.from(pngBytes)], 'Steps #1.png', { type: 'image/png' });
    await upload(user, 'Icon image of Feature 1', file);

    await screen.findByText('Icon image Uploaded Successfully!');
    expect(inputsSentTo('uploadSiteImage')).toEqual([
      {
        target: 'productFeature',
        id: '-Nb1',
        fileName: 'Steps -1.png',
        contentType: 'image/png',
        data: btoa(String.fromCharCode(...pngBytes)),
      },
    ]);
  });

  it('asks for the alt text once a file is chosen, and sends it beside the image; decorative sends none', async () => {
    answerCalls({
      uploadSiteImage: async () => ({
        url: 'https://images.example.com/new.png',
        objectPath: 'ProductFeatureIcons/new.png',
      }),
    });
    const { user } = await renderKeyFeatures();
    expect(screen.queryByRole('textbox', { name: /Describe the image/ })).toBeNull();
    await user.upload(
      imageFileInput('Icon image of Feature 1'),
      new File([Uint8Array.from(pngBytes)], 'steps.png', { type: 'image/png' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: /Describe the image for someone who cannot see it/ }),
      '  Footprints on a running track ',
    );
    await user.click(screen.getByRole('button', { name: 'Upload Icon image of Feature 1' }));
    await screen.findByText('Icon image Uploaded Successfully!');

    await user.upload(
      imageFileInput('Icon image of Feature 1'),
      new File([Uint8Array.from(pngBytes)], 'swirl.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('checkbox', { name: /Decorative image/ }));
    await user.click(screen.getByRole('button', { name: 'Upload Icon image of Feature 1' }));
    await vi.waitFor(() => expect(inputsSentTo('uploadSiteImage')).toHaveLength(2));
    expect(inputsSentTo('uploadSiteImage').map((input) => (input as { alt?: string }).alt)).toEqual([
      'Footprints on a running track',
      '',
    ]);
  });

  it("tells the server's refusal of an upload in the upload's own words", async () => {
    answerCalls({
      uploadSiteImage: async () => {
        throw new FirebaseError('functions/invalid-argument', 'The image must be at most 5 MB. [400]');
      },
    });
    const { user } = await renderKeyFeatures();
    const file = new File([Uint8Array.from(pngBytes)], 'steps.png', { type: 'image/png' });
    await upload(user, 'Icon image of Feature 1', file);
    await screen.findByText('Upload failed: The image must be at most 5 MB.');
  });
});

describe("a phone's photo as a feature's icon", () => {
  const label = 'Icon image of Feature 1';
  const uploaded = { url: 'https://images.example.com/new.webp', objectPath: 'ProductFeatureIcons/new.webp' };

  it('says what the photo weighs and what will be sent, before and while uploading, and sends the WebP copy', async () => {
    let answer: (() => void) | undefined;
    answerCalls({
      uploadSiteImage: () =>
        new Promise((resolve) => {
          answer = () => resolve(uploaded);
        }),
    });
    const copy = webpBytes(410_000);
    const encode = encoderGiving(copy, 3024, 4032);
    const { user } = await renderKeyFeatures(encode);
    const photo = new File([bytesOf([0xff, 0xd8, 0xff, 0xe1], 12_400_000)], 'IMG_0042.JPG', {
      type: 'image/jpeg',
    });
    await user.upload(imageFileInput(label), photo);

    // Reading a 12.4 MB file takes happy-dom more than the default second on a busy machine.
    const slowFile = { timeout: 10_000 };
    await screen.findByText('12.4 MB → 410 KB', {}, slowFile);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(encode.mock.calls[0]?.[1]).toBe('image/jpeg');
    expect(inputsSentTo('uploadSiteImage')).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Upload ${label}` }));
    await vi.waitFor(() => expect(inputsSentTo('uploadSiteImage')).toHaveLength(1), slowFile);
    screen.getByText('12.4 MB → 410 KB');
    expect(inputsSentTo('uploadSiteImage')).toEqual([
      {
        target: 'productFeature',
        id: '-Nb1',
        fileName: 'IMG_0042.webp',
        contentType: 'image/webp',
        data: bytesToBase64(copy),
      },
    ]);

    answer?.();
    await screen.findByText('Icon image Uploaded Successfully!');
    expect(screen.queryByText('12.4 MB → 410 KB')).toBeNull();
  });

  it('keeps an image within 2,000 px as it is when its WebP copy would weigh more', async () => {
    answerCalls({ uploadSiteImage: async () => uploaded });
    const icon = bytesOf(pngSignature, 30_000);
    const { user } = await renderKeyFeatures(encoderGiving(webpBytes(45_000), 512, 512));
    await user.upload(imageFileInput(label), new File([icon], 'steps.png', { type: 'image/png' }));
    await screen.findByText('30 KB, sent as it is');
    await user.click(screen.getByRole('button', { name: `Upload ${label}` }));

    await screen.findByText('Icon image Uploaded Successfully!');
    expect(inputsSentTo('uploadSiteImage')).toEqual([
      {
        target: 'productFeature',
        id: '-Nb1',
        fileName: 'steps.png',
        contentType: 'image/png',
        data: bytesToBase64(icon),
      },
    ]);
  });

  it('refuses a file over 40 MB as soon as it is chosen, and sends nothing', async () => {
    const encode = encoderGiving(webpBytes(1_000), 2000, 1000);
    const { user } = await renderKeyFeatures(encode);
    const huge = new File([bytesOf([0xff, 0xd8, 0xff, 0xe1], 40 * 1024 * 1024 + 1)], 'RAW.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(imageFileInput(label), huge);
    await screen.findByText('The image must be at most 40 MB.');

    await user.click(screen.getByRole('button', { name: `Upload ${label}` }));
    await screen.findByText('Upload failed: The image must be at most 40 MB.');
    expect(encode).not.toHaveBeenCalled();
    expect(inputsSentTo('uploadSiteImage')).toEqual([]);
  });
});

describe('an icon chosen from the media library', () => {
  const december3 = Date.UTC(2026, 11, 3, 12);

  it("offers the product website's images and puts the one chosen in the row, with the library's alt text", async () => {
    const [, icon] = storeLibraryImages([
      { fileName: 'stage.png', folder: 'BusinessAboutUsHeader', uploadedAt: december3 },
      {
        fileName: 'heart.png',
        folder: 'ProductFeatureIcons',
        uploadedAt: december3 - 60_000,
        alt: 'A heart',
      },
      { fileName: 'dana.png', folder: 'AboutMembers', uploadedAt: december3 - 120_000 },
    ]);
    answerCalls({ chooseLibraryImage: async () => ({ url: icon?.image.url ?? '' }) });
    const { user } = await renderKeyFeatures();
    await user.click(screen.getByRole('button', { name: 'Choose from library: Icon image of Feature 1' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Choose Icon image of Feature 1 from the library',
    });
    await within(dialog).findAllByRole('radio');
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Website' }).value).toBe(
      'product',
    );
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.querySelector('p')?.textContent),
    ).toEqual(['heart.png', 'dana.png']);
    await user.click(within(dialog).getByRole('radio', { name: /^heart\.png/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this image' }));

    await screen.findByText('Image chosen from the media library.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(inputsSentTo('chooseLibraryImage')).toEqual([
      { target: 'productFeature', id: '-Nb1', imageKey: icon?.key },
    ]);
  });
});

describe('the history of the content', () => {
  const mainNode = `${keyFeaturePath}/Main`;
  // The headline as it was before its last change.
  const earlierHeadline = {
    target: 'productKeyFeatureMain',
    node: mainNode,
    change: 'changed',
    value: { Title: 'Train more', Description: 'Everything in one app' },
    replacedAt: Date.UTC(2026, 0, 2, 10),
  } as const;

  it('lists the earlier versions of a row, the latest change first, and restores one', async () => {
    storeVersion('-V1', { ...earlierHeadline, author: editor });
    storeVersion('-V2', {
      target: 'productKeyFeatureMain',
      node: mainNode,
      change: 'changed',
      value: { Title: 'Train better', Description: 'Everything in one app' },
      replacedAt: Date.UTC(2026, 0, 3, 10),
    });
    // Another node's version, which this history leaves out.
    storeVersion('-V3', {
      target: 'productFeature',
      itemId: '-Nb1',
      node: `${keyFeaturePath}/Feature/-Nb1`,
      change: 'changed',
      value: { icon: 'https://images.example.com/old.png', options: ['Walking'] },
      replacedAt: Date.UTC(2026, 0, 4, 10),
    });
    answerCalls({ restoreContentVersion: async () => ({ path: mainNode }) });
    const { user } = await renderKeyFeatures();
    await user.click(screen.getByRole('button', { name: 'History of Main Title' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Main Title' });
    const versions = await within(dialog).findAllByRole('article');
    expect(versions.map((version) => version.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Changed by someone outside the console on /),
      expect.stringMatching(/^Changed by editor@example\.com on /),
    ]);
    // Each says what restoring it changes in the live Title ("Train smarter"), word by word.
    const newest = within(versions[0] as HTMLElement);
    newest.getByText('Restoring it changes:');
    expect(newest.getByText('smarter', { selector: 'del' })).toBeDefined();
    expect(newest.getByText('better', { selector: 'ins' })).toBeDefined();
    expect(newest.queryByText('Everything in one app')).toBeNull();
    expect(within(dialog).queryByText('Walking')).toBeNull();

    // Restore shows the change again before making it.
    await user.click(within(versions[1] as HTMLElement).getByRole('button', { name: 'Restore' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(within(confirmation).getByText('more', { selector: 'ins' })).toBeDefined();
    expect(inputsSentTo('restoreContentVersion')).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Version restored successfully!');
    expect(inputsSentTo('restoreContentVersion')).toEqual([{ versionId: '-V1' }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when no earlier version is kept, and offers no restore of the time before an item existed', async () => {
    storeVersion('-V1', {
      target: 'productFeature',
      itemId: '-Nb2',
      node: `${keyFeaturePath}/Feature/-Nb2`,
      change: 'created',
      replacedAt: Date.UTC(2026, 0, 2, 10),
      author: editor,
    });
    const { user } = await renderKeyFeatures();
    await user.click(screen.getByRole('button', { name: 'History of Feature 1' }));
    await within(await screen.findByRole('dialog', { name: 'History of Feature 1' })).findByText(
      'No earlier version is kept.',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'History of Feature 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Feature 2' });
    await within(dialog).findByText('It did not exist before.');
    expect(within(dialog).queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('lists the deleted features still gone under Recently deleted, and restores one', async () => {
    const deletion = (itemId: string, options: string[], replacedAt: number): ContentVersion => ({
      target: 'productFeature',
      itemId,
      node: `${keyFeaturePath}/Feature/${itemId}`,
      change: 'deleted',
      value: { icon: `https://images.example.com/${itemId}.png`, options },
      replacedAt,
      author: editor,
      deletedFrom: 'productFeature',
    });
    storeVersion('-D1', deletion('-Nb0', ['Calories'], Date.UTC(2026, 0, 2)));
    // Deleted once and restored since: on the screen again, not among the deleted.
    storeVersion('-D2', deletion('-Nb2', ['Sleep'], Date.UTC(2026, 0, 3)));
    answerCalls({ restoreContentVersion: async () => ({ path: `${keyFeaturePath}/Feature/-Nb0` }) });
    const { user } = await renderKeyFeatures();
    const deleted = screen.getByRole('region', { name: 'Recently deleted' });
    const entries = await within(deleted).findAllByRole('article');
    expect(entries).toHaveLength(1);
    // Restoring brings back all of it: every field is added.
    expect(within(entries[0] as HTMLElement).getByText('Calories', { selector: 'ins' })).toBeDefined();

    await user.click(within(deleted).getByRole('button', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await screen.findByText('Feature restored successfully!');
    expect(inputsSentTo('restoreContentVersion')).toEqual([{ versionId: '-D1' }]);
  });

  it('says when no deleted feature is kept', async () => {
    await renderKeyFeatures();
    const deleted = screen.getByRole('region', { name: 'Recently deleted' });
    await within(deleted).findByText('No deleted feature is kept.');
  });

  it("tells a refused restore in the server's words", async () => {
    storeVersion('-V1', earlierHeadline);
    answerCalls({
      restoreContentVersion: async () => {
        throw new FirebaseError('functions/not-found', 'That version is no longer kept. [404]');
      },
    });
    const { user } = await renderKeyFeatures();
    await user.click(screen.getByRole('button', { name: 'History of Description' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Description' });
    await user.click(await within(dialog).findByRole('button', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await screen.findByText('That version is no longer kept.');
    // The history stays open on the version that could not be restored.
    screen.getByRole('dialog', { name: 'History of Description' });
  });
});
