import {
  allMedia,
  type MediaFilter,
  mediaImageOf,
  mediaSearchValueOf,
  type StorageFolder,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { newestMediaPage } from './media-pages.ts';
import {
  emptyMediaPageText,
  mediaSearchMatches,
  mediaSearchPageOf,
  mediaSearchPageParams,
  mediaSearchRange,
  mediaSearchRangeText,
  mediaSearchWindow,
  mediaSearchWindowNote,
  movedMediaSearchPage,
  readMediaSearchPageView,
} from './media-search.ts';

function child(key: string, fileName: string, uploadedAt: number, folder: StorageFolder = 'AboutMembers') {
  const image = mediaImageOf(
    {
      objectPath: `${folder}/${uploadedAt}${fileName}`,
      folder,
      fileName,
      url: 'https://storage.example/x',
      bytes: 1,
      contentType: 'image/png',
      uploadedAt,
      ...(fileName.startsWith('described') ? { alt: 'A coach' } : {}),
    },
    {},
  );
  return { key, value: mediaSearchValueOf(image) };
}

// Oldest first, as the database gives a range.
const children = [
  child('a', 'dana-1.png', 1),
  child('b', 'described-dana.png', 2),
  child('c', 'dana-3.png', 3, 'BusinessAboutMembers'),
  child('d', 'sam.png', 4),
  { key: 'e', value: 'left by an older write' },
];

describe('a search of the media library', () => {
  it('reads the newest children of one list, one past its window', () => {
    expect(mediaSearchRange('dan')).toEqual({
      path: 'readModels/mediaSearch/dan',
      orderBy: 'value',
      limitToLast: mediaSearchWindow + 1,
    });
  });

  it('keeps the children whose text has the search and that the filters show, newest first', () => {
    expect(mediaSearchMatches(children, 'dana', allMedia)).toEqual({ keys: ['c', 'b', 'a'], complete: true });
    expect(mediaSearchMatches(children, 'coach', allMedia).keys).toEqual(['b']);
    const filter: MediaFilter = { website: 'product', folder: 'all', show: 'noAlt' };
    expect(mediaSearchMatches(children, 'dana', filter).keys).toEqual(['a']);
    expect(
      mediaSearchMatches(children, 'dana', { ...allMedia, folder: 'BusinessAboutMembers' }).keys,
    ).toEqual(['c']);
  });

  it('knows past its window only the newest matches', () => {
    const full = Array.from({ length: mediaSearchWindow + 1 }, (_, index) =>
      child(`k${index}`, `photo-${index}.png`, index),
    );
    const matches = mediaSearchMatches(full, 'photo', allMedia);
    expect(matches.complete).toBe(false);
    expect(matches.keys).toHaveLength(mediaSearchWindow);
    expect(matches.keys[0]).toBe(`k${mediaSearchWindow}`);
    // The oldest, beyond the window, is left out.
    expect(matches.keys).not.toContain('k0');
  });

  it('pages its matches by number, kept in the address', () => {
    const matches = { keys: Array.from({ length: 30 }, (_, index) => `k${index}`), complete: true };
    expect(mediaSearchPageOf(matches, 1)).toMatchObject({
      first: 1,
      last: 24,
      total: 30,
      hasNewer: false,
      hasOlder: true,
    });
    const second = mediaSearchPageOf(matches, 2);
    expect(second).toMatchObject({ first: 25, last: 30, hasNewer: true, hasOlder: false });
    expect(second.keys).toEqual(['k24', 'k25', 'k26', 'k27', 'k28', 'k29']);
    expect(mediaSearchPageOf({ keys: [], complete: true }, 1)).toMatchObject({ first: 0, last: 0, total: 0 });

    const next = movedMediaSearchPage(newestMediaPage, 'next');
    expect(next).toEqual({ page: 2, cursor: { kind: 'newest' } });
    expect(movedMediaSearchPage(next, 'previous')).toBe(newestMediaPage);
    expect(mediaSearchPageParams(next)).toEqual({ page: '2' });
    expect(mediaSearchPageParams(newestMediaPage)).toEqual({});
    expect(readMediaSearchPageView(new URLSearchParams('page=2'))).toEqual(next);
    expect(readMediaSearchPageView(new URLSearchParams('page=x'))).toBe(newestMediaPage);
  });

  it('says how many it found, “more than” past its window, and what it found nothing of', () => {
    expect(mediaSearchRangeText({ first: 1, last: 24, total: 37, complete: true })).toBe(
      'Showing 1–24 of 37 images',
    );
    expect(mediaSearchRangeText({ first: 1, last: 24, total: 1000, complete: false })).toBe(
      'Showing 1–24 of more than 1,000 images',
    );
    expect(mediaSearchWindowNote(1000)).toBe(
      'A search lists its newest 1,000 matches; type more to narrow it.',
    );
    expect(
      emptyMediaPageText({ website: 'all', folder: 'AboutMembers', show: 'unused' }, 'dana', {
        complete: true,
      }),
    ).toBe('No unused images in “Product team members” match “dana”.');
    expect(emptyMediaPageText(allMedia, 'dana', { complete: false })).toBe(
      'None of the newest 1,000 images the search read matches “dana” and the filters: type more to narrow it.',
    );
    expect(emptyMediaPageText(allMedia, '', undefined)).toBe('No images in the library.');
  });
});
