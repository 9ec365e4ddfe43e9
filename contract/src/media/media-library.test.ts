import { describe, expect, it } from 'vitest';
import {
  imageUseOf,
  imageUsePlaceText,
  type MediaFilter,
  type MediaImageFacts,
  mediaImageKey,
  mediaImageOf,
  mediaOrderField,
  mediaOrderRange,
} from './media-library.ts';

const facts: MediaImageFacts = {
  objectPath: 'AboutMembers/1700000000000dana.png',
  folder: 'AboutMembers',
  fileName: 'dana.png',
  url: 'https://storage.example/dana.png',
  bytes: 2048,
  width: 160,
  height: 160,
  contentType: 'image/png',
  uploadedAt: 1_700_000_000_000,
};

function listedUnder(image: ReturnType<typeof mediaImageOf>, filter: MediaFilter): boolean {
  const key = image.order[mediaOrderField(filter)];
  const { start, end } = mediaOrderRange(filter);
  return key !== undefined && key >= start && key <= end;
}

describe('the media library', () => {
  it('keys an image by its object path, as a database key', () => {
    expect(mediaImageKey('AboutMembers/1700000000000dana.png')).toBe(
      'AboutMembers%002f1700000000000dana%002epng',
    );
  });

  it('lists an unused, undescribed image under its folder, its website and everything, for every show', () => {
    const image = mediaImageOf(facts, {});
    for (const show of ['all', 'unused', 'noAlt'] as const) {
      expect(listedUnder(image, { website: 'all', folder: 'all', show })).toBe(true);
      expect(listedUnder(image, { website: 'product', folder: 'all', show })).toBe(true);
      expect(listedUnder(image, { website: 'product', folder: 'AboutMembers', show })).toBe(true);
      expect(listedUnder(image, { website: 'business', folder: 'all', show })).toBe(false);
      expect(listedUnder(image, { website: 'business', folder: 'BusinessAboutMembers', show })).toBe(false);
    }
  });

  it('leaves a used image out of "Not used anywhere" and a described one out of "Without alt text"', () => {
    const use = imageUseOf('productAboutUsMember', '-Nb1', {
      image: facts.url,
      description: 'Dana / Coach / Hi',
    });
    const image = mediaImageOf({ ...facts, alt: '' }, { 'productAboutUsMember:-Nb1': use });
    expect(listedUnder(image, { website: 'all', folder: 'all', show: 'all' })).toBe(true);
    expect(listedUnder(image, { website: 'all', folder: 'all', show: 'unused' })).toBe(false);
    expect(listedUnder(image, { website: 'product', folder: 'all', show: 'noAlt' })).toBe(false);
  });

  it('orders the entries of a filter by upload time', () => {
    const older = mediaImageOf(facts, {});
    const newer = mediaImageOf({ ...facts, uploadedAt: facts.uploadedAt + 1 }, {});
    const field = mediaOrderField({ website: 'product', folder: 'all', show: 'all' });
    expect((older.order[field] ?? '') < (newer.order[field] ?? '')).toBe(true);
  });

  it('names where a row is, from the website down to the row', () => {
    expect(
      imageUsePlaceText(imageUseOf('productAboutUsMember', '-Nb1', { description: 'Dana / Coach / Lifts' })),
    ).toBe('Product website › About Us › Members › Dana');
    expect(
      imageUsePlaceText(
        imageUseOf('businessBenefit', '-Nb2', { description: '24/7 access / Train any hour' }),
      ),
    ).toBe('Business website › Benefits of Partnership › 24/7 access');
    expect(imageUsePlaceText(imageUseOf('productFeature', '-Nb3', { options: ['Sleep', 'Steps'] }))).toBe(
      'Product website › Key Features › Features › Sleep',
    );
    expect(imageUsePlaceText(imageUseOf('businessAboutUsMain', undefined, { Description: 'x' }))).toBe(
      'Business website › About Us › Header image',
    );
  });
});
