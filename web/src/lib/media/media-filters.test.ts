import { allMedia } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  chooseMediaFilter,
  mediaFilterParams,
  mediaFolderOptions,
  noMediaText,
  readMediaFilter,
} from './media-filters.ts';

describe('the media filters', () => {
  it('offer the six folders, or only the chosen website’s', () => {
    expect(mediaFolderOptions('all')).toHaveLength(7);
    expect(mediaFolderOptions('business').map(({ label }) => label)).toEqual([
      'All',
      'Business About Us header',
      'Business team members',
      'Business partnership benefits',
    ]);
  });

  it('drop a folder of the other website when the website changes, and keep one of its own', () => {
    const members = { website: 'product', folder: 'AboutMembers', show: 'unused' } as const;
    expect(chooseMediaFilter.website(members, 'business')).toEqual({
      website: 'business',
      folder: 'all',
      show: 'unused',
    });
    expect(chooseMediaFilter.website(members, 'all')).toEqual({ ...members, website: 'all' });
    expect(chooseMediaFilter.website(members, 'elsewhere')).toBe(members);
    expect(chooseMediaFilter.folder(members, 'BusinessAboutMembers')).toBe(members);
  });

  it('are read from the address and written to it without the parts that are All', () => {
    const filter = readMediaFilter(
      new URLSearchParams('website=business&folder=BusinessAboutMembers&show=noAlt'),
    );
    expect(filter).toEqual({ website: 'business', folder: 'BusinessAboutMembers', show: 'noAlt' });
    expect(mediaFilterParams(filter)).toEqual({
      website: 'business',
      folder: 'BusinessAboutMembers',
      show: 'noAlt',
    });
    expect(mediaFilterParams(allMedia)).toEqual({});
    // A folder of another website than the one named, or a value that is no option, is All.
    expect(
      readMediaFilter(new URLSearchParams('website=product&folder=BusinessAboutMembers&show=x')),
    ).toEqual({
      website: 'product',
      folder: 'all',
      show: 'all',
    });
  });

  it('say what they found nothing of', () => {
    expect(noMediaText(allMedia)).toBe('No images in the library.');
    expect(noMediaText({ website: 'product', folder: 'all', show: 'noAlt' })).toBe(
      'No images without alt text of the Product website: every image is described or marked decorative.',
    );
  });
});
