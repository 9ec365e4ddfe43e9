import { imageUseOf } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  imageDimensionsText,
  imageSizeText,
  imageUseScreen,
  uploadedText,
  usesHeading,
} from './media-card-text.ts';

describe('a card of the media library', () => {
  it('gives the size in kilobytes, never none', () => {
    expect(imageSizeText(410_200)).toBe('410 KB');
    expect(imageSizeText(2_400_000)).toBe('2,400 KB');
    expect(imageSizeText(120)).toBe('1 KB');
  });

  it('gives the pixel size only when both are known', () => {
    expect(imageDimensionsText({ width: 2000, height: 1333 })).toBe('2000 × 1333 px');
    expect(imageDimensionsText({ width: 2000 })).toBeUndefined();
  });

  it('says who uploaded the image when the library knows', () => {
    const at = Date.UTC(2026, 11, 3, 12);
    expect(uploadedText({ uploadedAt: at, uploadedBy: { uid: 'u1', email: 'dana@example.com' } })).toBe(
      'Uploaded 3 Dec 2026 by dana@example.com',
    );
    expect(uploadedText({ uploadedAt: at })).toBe('Uploaded 3 Dec 2026');
  });

  it('counts the places and links each to its content screen', () => {
    expect(usesHeading(0)).toBe('Not used anywhere');
    expect(usesHeading(1)).toBe('Used in 1 place:');
    expect(usesHeading(2)).toBe('Used in 2 places:');
    expect(imageUseScreen(imageUseOf('productFeature', 'f1', { options: ['Track'] }))).toBe(
      '/view_about_feature',
    );
    expect(imageUseScreen(imageUseOf('productAboutUsMain', undefined, {}))).toBe('/view_about_us');
    expect(imageUseScreen(imageUseOf('businessAboutUsMember', 'm1', {}))).toBe('/view_about_us_biz');
    expect(imageUseScreen(imageUseOf('businessBenefit', 'b1', {}))).toBe('/view_partnership');
  });
});
