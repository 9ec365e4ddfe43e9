// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { numberedImages, storeLibraryImages, type TestImage } from '../../../test-support/media-library.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import type { MediaLibraryImage } from '../../lib/media/media-pages.ts';
import { MediaPicker, type MediaPickerProps } from './MediaPicker.tsx';

vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));

const december3 = Date.UTC(2026, 11, 3, 12);

const header: TestImage = {
  fileName: 'header.png',
  folder: 'BusinessAboutUsHeader',
  uploadedAt: december3,
  alt: 'The team on stage',
};
const icon: TestImage = {
  fileName: 'icon.png',
  folder: 'ProductFeatureIcons',
  uploadedAt: december3 - 60_000,
};
const member: TestImage = { fileName: 'member.png', folder: 'AboutMembers', uploadedAt: december3 - 120_000 };

function renderPicker(images: readonly TestImage[], props: Partial<MediaPickerProps> = {}) {
  const stored = storeLibraryImages(images);
  const onChoose = vi.fn<(image: MediaLibraryImage) => void>();
  const onClose = vi.fn();
  const rendered = renderInConsole(
    <MediaPicker opened title="Choose an image" onChoose={onChoose} onClose={onClose} {...props} />,
  );
  return { ...rendered, stored, onChoose, onClose };
}

async function offered(): Promise<string[]> {
  const dialog = screen.getByRole('dialog', { name: 'Choose an image' });
  await within(dialog).findAllByRole('radio');
  return within(dialog)
    .getAllByRole('radio')
    .map((radio) => radio.querySelector('p')?.textContent ?? '');
}

// What is offered once the reads of a search are done: the page shown before stays while they are.
async function offeredSoon(check: (shown: string[]) => void): Promise<void> {
  await vi.waitFor(async () => check(await offered()), { timeout: 10_000 });
}

describe('the media picker', () => {
  it('offers the library’s images, newest first, and gives the one chosen', async () => {
    const { user, stored, onChoose } = renderPicker([header, icon, member]);
    expect(await offered()).toEqual(['header.png', 'icon.png', 'member.png']);
    const choose = screen.getByRole<HTMLButtonElement>('button', { name: 'Choose' });
    expect(choose.disabled).toBe(true);
    // A card is named by its file name and its alt text.
    screen.getByRole('radio', { name: 'header.png The team on stage' });

    await user.click(screen.getByRole('radio', { name: /^icon\.png/ }));
    screen.getByText('Chosen: icon.png');
    await user.click(choose);

    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]?.[0]).toMatchObject({ key: stored[1]?.key, fileName: 'icon.png' });
  });

  it('filters by website, folder and what is shown, starting where it is told to', async () => {
    const { user } = renderPicker([header, icon, member], {
      initialFilter: { website: 'product', folder: 'all', show: 'all' },
    });
    expect(await offered()).toEqual(['icon.png', 'member.png']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Without alt text');
    expect(await offered()).toEqual(['icon.png', 'member.png']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), 'Product team members');
    expect(await offered()).toEqual(['member.png']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All images');
    expect(await offered()).toEqual(['header.png', 'icon.png', 'member.png']);
  });

  it('searches file names and alt texts under its filters, and starts again from the first page', async () => {
    const { user } = renderPicker([header, icon, member, ...numberedImages(26, december3 - 86_400_000)]);
    const search = screen.getByRole('textbox', { name: 'Search by file name or alt text' });
    await user.type(search, 'stage');
    await offeredSoon((shown) => expect(shown).toEqual(['header.png']));
    screen.getByText('Showing 1–1 of 1 image');
    await replaceText(user, search, 'M');
    await offeredSoon((shown) => expect(shown).toEqual(['header.png', 'member.png']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'Product website');
    await offeredSoon((shown) => expect(shown).toEqual(['member.png']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'All');

    await replaceText(user, search, 'photo');
    await offeredSoon((shown) => expect(shown).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2');
    await offeredSoon((shown) => expect(shown).toEqual(['photo-2.png', 'photo-1.png']));
    await replaceText(user, search, 'photo-1');
    await offeredSoon((shown) => expect(shown).toHaveLength(11));
    expect(screen.queryByText('Page 2')).toBeNull();
    await replaceText(user, search, 'nothing like it');
    await screen.findByText('No images match “nothing like it”.');
  });

  it('does not offer an excluded image, and says when nothing is left', async () => {
    const [stored] = storeLibraryImages([header]);
    renderPicker([icon], {
      excludedKeys: [stored?.key ?? ''],
      initialFilter: { website: 'business', folder: 'BusinessAboutUsHeader', show: 'all' },
    });
    await screen.findByText('No images in “Business About Us header”.');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('pages through the library, 24 images at a time', async () => {
    const { user } = renderPicker(numberedImages(26, december3));
    const first = await offered();
    expect(first).toHaveLength(24);
    expect(first[0]).toBe('photo-26.png');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2');
    expect(await offered()).toEqual(['photo-2.png', 'photo-1.png']);
  });

  it('takes nothing on Cancel', async () => {
    const { user, onChoose, onClose } = renderPicker([header]);
    await offered();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
