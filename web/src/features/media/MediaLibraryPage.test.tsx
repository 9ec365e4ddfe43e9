// @vitest-environment happy-dom
import { imageUseKey, mediaMessages } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { AddressBar } from '../../../test-support/address-bar.tsx';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { numberedImages, storeLibraryImages, type TestImage } from '../../../test-support/media-library.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { invokeCallable } from '../../lib/callables/callables.ts';
import { MediaLibraryPage } from './MediaLibraryPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));

// Midday UTC: the same day in the time zone the tests run in.
const december3 = Date.UTC(2026, 11, 3, 12);

// A member's photo used twice (on a member of each website), described; a header nobody described, unused; an
// icon marked decorative, on a feature; newest first as listed here.
const danaPhoto: TestImage = {
  fileName: 'dana.jpg',
  folder: 'AboutMembers',
  uploadedAt: december3,
  bytes: 410_000,
  width: 2000,
  height: 1333,
  alt: 'Dana smiling in the gym',
  uploadedBy: { uid: 'editor-1', email: 'dana@example.com' },
  uses: [
    { target: 'productAboutUsMember', itemId: 'member-1', node: { description: 'Dana / Coach / Strength' } },
    { target: 'businessAboutUsMember', itemId: 'member-2', node: { description: 'Dana / Partner / Gyms' } },
  ],
};
const oldHeader: TestImage = {
  fileName: 'old-header.png',
  folder: 'BusinessAboutUsHeader',
  uploadedAt: december3 - 86_400_000,
  bytes: 1_250_000,
};
const featureIcon: TestImage = {
  fileName: 'dumbbell.svg.png',
  folder: 'ProductFeatureIcons',
  uploadedAt: december3 - 2 * 86_400_000,
  bytes: 2_000,
  alt: '',
  uses: [{ target: 'productFeature', itemId: 'feature-1', node: { options: ['Track workouts'] } }],
};

async function renderLibrary(images: readonly TestImage[], at = '/media') {
  const stored = storeLibraryImages(images);
  const rendered = renderInConsole(
    <>
      <MediaLibraryPage />
      <AddressBar />
    </>,
    { at },
  );
  await screen.findByRole('heading', { level: 1, name: 'Media Library' });
  return { ...rendered, stored };
}

async function cardsShown(): Promise<string[]> {
  const grid = await screen.findByRole('list', { name: 'Images' });
  return within(grid)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

// The cards once the reads of a search are done: the page shown before stays while they are.
async function cardsSoon(check: (shown: string[]) => void): Promise<void> {
  await vi.waitFor(async () => check(await cardsShown()), { timeout: 10_000 });
}

function card(fileName: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: fileName });
  const item = heading.closest('li');
  if (!item) throw new Error(`No card for ${fileName}`);
  return item;
}

function addressShown(): string {
  return screen.getByRole('status', { name: 'Address' }).textContent ?? '';
}

async function choose(user: UserEvent, filter: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: filter }), option);
}

// The file names of the first `count` test photos, the newest first: what the page after a full one shows.
function photosNewestFirst(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `photo-${count - index}.png`);
}

describe('the media library', () => {
  it('shows each image with its facts, its alt text and the places it is used, linked to their screens', async () => {
    await renderLibrary([danaPhoto, oldHeader, featureIcon]);
    expect(await cardsShown()).toEqual(['dana.jpg', 'old-header.png', 'dumbbell.svg.png']);

    const dana = within(card('dana.jpg'));
    const thumbnail = dana.getByRole('img', { name: 'Dana smiling in the gym' });
    expect(thumbnail.getAttribute('loading')).toBe('lazy');
    dana.getByText('410 KB');
    dana.getByText('2000 × 1333 px');
    dana.getByText('Uploaded 3 Dec 2026 by dana@example.com');
    dana.getByText('Alt text: Dana smiling in the gym');
    dana.getByText('Used in 2 places:');
    const links = dana.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Business website › About Us › Members › Dana', '/view_about_us_biz'],
      ['Product website › About Us › Members › Dana', '/view_about_us'],
    ]);
    dana.getByRole('button', { name: 'Replace everywhere: dana.jpg' });

    const header = within(card('old-header.png'));
    header.getByRole('img', { name: 'old-header.png' });
    header.getByText('1,250 KB');
    header.getByText('Uploaded 2 Dec 2026');
    header.getByText('No alt text');
    header.getByText('Not used anywhere');
    expect(header.queryByRole('button', { name: /^Replace everywhere/ })).toBeNull();
    header.getByRole('button', { name: 'Edit alt text: old-header.png' });
    header.getByRole('button', { name: 'Delete image: old-header.png' });

    const icon = within(card('dumbbell.svg.png'));
    icon.getByText('Decorative');
    icon.getByText('Used in 1 place:');
    expect(icon.getByRole('link').getAttribute('href')).toBe('/view_about_feature');
    icon.getByText('Product website › Key Features › Features › Track workouts');
  });

  it('keeps the filters in the address, offers only the chosen website’s folders, and Back returns', async () => {
    const { user } = await renderLibrary([danaPhoto, oldHeader, featureIcon]);
    await choose(user, 'Website', 'Product website');
    expect(await cardsShown()).toEqual(['dana.jpg', 'dumbbell.svg.png']);
    const folders = within(screen.getByRole('combobox', { name: 'Folder' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(folders).toEqual([
      'All',
      'Product About Us header',
      'Product feature icons',
      'Product team members',
    ]);

    await choose(user, 'Folder', 'Product feature icons');
    expect(await cardsShown()).toEqual(['dumbbell.svg.png']);
    expect(addressShown()).toBe('?website=product&folder=ProductFeatureIcons');
    await choose(user, 'Show', 'Not used anywhere');
    await screen.findByText('No unused images in “Product feature icons”: every image is used somewhere.');
    expect(addressShown()).toBe('?website=product&folder=ProductFeatureIcons&show=unused');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await cardsShown()).toEqual(['dumbbell.svg.png']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Show' }).value).toBe('all');
    // Another website drops a folder that is not its own.
    await choose(user, 'Website', 'Business website');
    expect(await cardsShown()).toEqual(['old-header.png']);
    expect(addressShown()).toBe('?website=business');
  });

  it('opens on the filters a link names', async () => {
    await renderLibrary([danaPhoto, oldHeader, featureIcon], '/media?show=noAlt');
    expect(await cardsShown()).toEqual(['old-header.png']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Show' }).value).toBe('noAlt');
  });

  it('pages 24 images at a time, newest first, the page kept in the address', async () => {
    const { user } = await renderLibrary(numberedImages(30, december3));
    const firstPage = await cardsShown();
    expect(firstPage).toHaveLength(24);
    expect(firstPage[0]).toBe('photo-30.png');
    expect(firstPage[23]).toBe('photo-7.png');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2');
    expect(await cardsShown()).toEqual(photosNewestFirst(6));
    expect(addressShown()).toMatch(/^\?page=2&olderThan=\d{16}%3A.+photo-7/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 1');
    expect((await cardsShown())[0]).toBe('photo-30.png');
    expect(addressShown()).toBe('');
  });

  it('searches file names and alt texts, kept in the address, together with the filters', async () => {
    const { user } = await renderLibrary([danaPhoto, oldHeader, featureIcon]);
    await cardsShown();
    const search = screen.getByRole('textbox', { name: 'Search by file name or alt text' });
    // An alt text, whatever its case.
    await user.type(search, 'SMILING');
    await cardsSoon((shown) => expect(shown).toEqual(['dana.jpg']));
    screen.getByText('Showing 1–1 of 1 image');
    expect(addressShown()).toBe('?search=SMILING');
    // A file name: the part of three characters or fewer is its own list.
    await replaceText(user, search, '.pn');
    await cardsSoon((shown) => expect(shown).toEqual(['old-header.png', 'dumbbell.svg.png']));
    await choose(user, 'Show', 'Not used anywhere');
    await cardsSoon((shown) => expect(shown).toEqual(['old-header.png']));
    expect(addressShown()).toBe('?search=.pn&show=unused');
    await choose(user, 'Website', 'Product website');
    await screen.findByText('No unused images of the Product website match “.pn”.');

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await screen.findByText('No unused images of the Product website: every image is used somewhere.');
    expect(addressShown()).toBe('?website=product&show=unused');
  });

  it('opens on the search a link names, and pages its matches by number', async () => {
    const { user } = await renderLibrary(numberedImages(30, december3), '/media?search=photo%202');
    // "Photo 2" and "Photo 20" to "Photo 29", newest first.
    await cardsSoon((shown) =>
      expect(shown).toEqual([
        'photo-29.png',
        'photo-28.png',
        'photo-27.png',
        'photo-26.png',
        'photo-25.png',
        'photo-24.png',
        'photo-23.png',
        'photo-22.png',
        'photo-21.png',
        'photo-20.png',
        'photo-2.png',
      ]),
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Search/ }).value).toBe('photo 2');

    await replaceText(user, screen.getByRole('textbox', { name: /^Search/ }), 'photo');
    await cardsSoon((shown) => expect(shown).toHaveLength(24));
    screen.getByText('Showing 1–24 of 30 images');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2');
    await cardsSoon((shown) => expect(shown).toEqual(photosNewestFirst(6)));
    expect(addressShown()).toBe('?search=photo&page=2');
    screen.getByText('Showing 25–30 of 30 images');
  });

  it('says past its window that there are more matches than it read', async () => {
    await renderLibrary(numberedImages(1_002, december3), '/media?search=photo');
    await cardsSoon((shown) => expect(shown).toHaveLength(24));
    await cardsSoon((shown) => expect(shown[0]).toBe('photo-1002.png'));
    screen.getByText('Showing 1–24 of more than 1,000 images');
    screen.getByText('A search lists its newest 1,000 matches; type more to narrow it.');
  });

  it('says what the filter found nothing of', async () => {
    await renderLibrary([], '/media?website=business');
    await screen.findByText('No images of the Business website.');
  });
});

describe('the library’s actions', () => {
  it('shows the server’s refusal to delete a used image, naming where it is used', async () => {
    const refusal = mediaMessages.inUse(['Product website › About Us › Members › Dana']);
    vi.mocked(invokeCallable).mockRejectedValue(new FirebaseError('functions/failed-precondition', refusal));
    const { user, stored } = await renderLibrary([danaPhoto]);
    await user.click(await screen.findByRole('button', { name: 'Delete image: dana.jpg' }));
    const question = screen.getByRole('dialog', { name: 'Delete this image?' });
    within(question).getByText(/“dana\.jpg”/);
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));

    await screen.findByText(refusal);
    expect(inputsSentTo('deleteMediaImages')).toEqual([{ imageKeys: [stored[0]?.key] }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes every unused image after asking, where the unused ones are listed', async () => {
    answerCalls({ deleteMediaImages: async () => ({ deleted: ['a', 'b'], bytes: 1_252_000 }) });
    const { user } = await renderLibrary([danaPhoto, oldHeader, featureIcon]);
    await cardsShown();
    expect(screen.queryByRole('button', { name: 'Delete all unused' })).toBeNull();
    await choose(user, 'Show', 'Not used anywhere');
    expect(await cardsShown()).toEqual(['old-header.png']);

    await user.click(screen.getByRole('button', { name: 'Delete all unused' }));
    const question = screen.getByRole('dialog', { name: 'Delete all unused images?' });
    within(question).getByText(/not only those shown here/);
    expect(invokeCallable).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));

    await screen.findByText(mediaMessages.imagesDeleted(2));
    expect(inputsSentTo('deleteMediaImages')).toEqual([{ allUnused: true }]);
  });

  it('replaces a used image everywhere with one picked from the library, and Undo puts it back in those rows', async () => {
    answerCalls({ replaceImageEverywhere: async () => ({ places: 2 }) });
    const { user, stored } = await renderLibrary([danaPhoto, oldHeader, featureIcon]);
    const [dana, header] = stored;
    await user.click(await screen.findByRole('button', { name: 'Replace everywhere: dana.jpg' }));

    const picker = screen.getByRole('dialog', { name: 'Replace “dana.jpg” everywhere' });
    const offered = within(picker)
      .getAllByRole('radio')
      .map((radio) => radio.textContent);
    // The image replaced is not offered.
    expect(offered).toEqual(['old-header.png', 'dumbbell.svg.png']);
    await user.click(within(picker).getByRole('radio', { name: /old-header\.png/ }));
    await user.click(within(picker).getByRole('button', { name: 'Use this image' }));

    const question = screen.getByRole('dialog', { name: 'Replace everywhere?' });
    within(question).getByText(/takes the place of “dana\.jpg” in 2 places/);
    within(question).getByText('Product website › About Us › Members › Dana');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));

    await screen.findByText(mediaMessages.replacedEverywhere(2));
    expect(Object.keys(dana?.image.uses ?? {}).sort()).toEqual([
      imageUseKey('businessAboutUsMember', 'member-2'),
      imageUseKey('productAboutUsMember', 'member-1'),
    ]);
    expect(inputsSentTo('replaceImageEverywhere')).toEqual([
      { imageKey: dana?.key, replacementKey: header?.key },
    ]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    await screen.findByText('The image is back in the 2 places it was replaced in.');
    expect(inputsSentTo('replaceImageEverywhere')[1]).toEqual({
      imageKey: header?.key,
      replacementKey: dana?.key,
      only: Object.keys(dana?.image.uses ?? {}),
    });
  });

  it('saves the alt text typed, and an empty one for a decorative image', async () => {
    answerCalls({ updateMediaImageAlt: async () => ({ places: 2 }) });
    const { user, stored } = await renderLibrary([danaPhoto]);
    const [dana] = stored;

    await user.click(await screen.findByRole('button', { name: 'Edit alt text: dana.jpg' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit alt text' });
    const text = within(dialog).getByRole('textbox', { name: mediaMessages.altPrompt });
    expect(text).toHaveProperty('value', 'Dana smiling in the gym');
    expect(text.getAttribute('maxlength')).toBe('250');
    await replaceText(user, text, '  Dana, a coach, lifting  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(mediaMessages.altSaved(2));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit alt text: dana.jpg' }));
    dialog = screen.getByRole('dialog', { name: 'Edit alt text' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Decorative image/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await vi.waitFor(() => expect(inputsSentTo('updateMediaImageAlt')).toHaveLength(2));
    expect(inputsSentTo('updateMediaImageAlt')).toEqual([
      { imageKey: dana?.key, alt: 'Dana, a coach, lifting' },
      { imageKey: dana?.key, alt: '' },
    ]);
  });

  it('asks for a description, or Decorative, before saving an empty alt text', async () => {
    const { user } = await renderLibrary([oldHeader]);
    await user.click(await screen.findByRole('button', { name: 'Edit alt text: old-header.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit alt text' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    within(dialog).getByText('Describe the image, or mark it as decorative.');
    expect(invokeCallable).not.toHaveBeenCalled();
  });
});
