import { type MediaFilter, mediaImageOf, mediaOrderField } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  type MediaLibraryImage,
  type MediaPageView,
  mediaPageOf,
  mediaPageParams,
  mediaPageRange,
  movedMediaPage,
  newestMediaPage,
  readMediaPageView,
} from './media-pages.ts';

const unused: MediaFilter = { website: 'all', folder: 'all', show: 'unused' };

function image(name: string, uploadedAt: number): MediaLibraryImage {
  const facts = {
    objectPath: `AboutMembers/${uploadedAt}${name}`,
    folder: 'AboutMembers',
    fileName: name,
    url: `https://storage.example/${name}`,
    bytes: 1000,
    contentType: 'image/png',
    uploadedAt,
  } as const;
  return { ...mediaImageOf(facts, {}), key: name };
}

// Oldest first, as the database gives a range.
const read = Array.from({ length: 5 }, (_, index) => image(`photo-${index + 1}`, 1_000 + index));

describe('a page of the media library', () => {
  it('reads the newest images of the filter, one more than a page, by its ordering key', () => {
    expect(mediaPageRange(unused, newestMediaPage, 4)).toEqual({
      path: 'readModels/mediaLibrary',
      orderBy: { child: `order/${mediaOrderField(unused)}` },
      startAt: ['all|'],
      endAt: ['all|\uf8ff'],
      limitToLast: 5,
    });
  });

  it('shows the newest first, and the image read beyond it says that Next leads somewhere', () => {
    const page = mediaPageOf(newestMediaPage, read, 4);
    expect(page.images.map(({ key }) => key)).toEqual(['photo-5', 'photo-4', 'photo-3', 'photo-2']);
    expect(page).toMatchObject({ hasNewer: false, hasOlder: true });
    expect(mediaPageOf(newestMediaPage, read.slice(1), 4)).toMatchObject({ hasOlder: false });
  });

  it('moves to the older page from its oldest image, and back from its newest', () => {
    const shown = mediaPageOf(newestMediaPage, read, 4).images;
    const second = movedMediaPage(unused, newestMediaPage, shown, 'next');
    const edge = { order: shown[3]?.order[mediaOrderField(unused)] ?? '', key: 'photo-2' };
    expect(second).toEqual({ page: 2, cursor: { kind: 'olderThan', edge } });
    expect(mediaPageRange(unused, second, 4)).toMatchObject({
      endBefore: [edge.order, 'photo-2'],
      limitToLast: 5,
    });

    const third: MediaPageView = { page: 3, cursor: { kind: 'olderThan', edge } };
    const back = movedMediaPage(unused, third, shown, 'previous');
    expect(back.cursor.kind).toBe('newerThan');
    expect(mediaPageRange(unused, back, 4)).toMatchObject({ limitToFirst: 4 });
    // The second page's Previous reads the newest images again.
    expect(movedMediaPage(unused, second, shown, 'previous')).toBe(newestMediaPage);
  });

  it('is kept in the address as its page number and the time key and key of the image next to it', () => {
    const second = movedMediaPage(
      unused,
      newestMediaPage,
      mediaPageOf(newestMediaPage, read, 4).images,
      'next',
    );
    const params = mediaPageParams(second);
    // The ordering key without the filter's prefix (`all|`), which the address's filters give back.
    const timeKey = read[1]?.order[mediaOrderField(unused)]?.replace('all|', '');
    expect(timeKey).toMatch(/^\d{16}$/);
    expect(params).toEqual({ page: '2', olderThan: `${timeKey}:photo-2` });
    expect(readMediaPageView(new URLSearchParams(params), unused)).toEqual(second);
    expect(readMediaPageView(new URLSearchParams('page=2'), unused)).toBe(newestMediaPage);
    // The library has no count, so no last page to jump to.
    expect(readMediaPageView(new URLSearchParams('page=last'), unused)).toBe(newestMediaPage);
    expect(readMediaPageView(new URLSearchParams('page=x&olderThan=1:a'), unused)).toBe(newestMediaPage);
  });
});
