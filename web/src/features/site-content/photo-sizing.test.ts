import { maxImageFileNameLength } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  byteSizeText,
  maxPhotoSide,
  needsScaling,
  photoSizeText,
  photoTargetSize,
  photoToSend,
  reencodedFileName,
} from './photo-sizing.ts';

describe('photoTargetSize', () => {
  it('brings the longest side down to 2,000 px, keeping the proportions, whichever way the photo is turned', () => {
    expect(photoTargetSize({ width: 4032, height: 3024 })).toEqual({ width: 2000, height: 1500 });
    expect(photoTargetSize({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(photoTargetSize({ width: 8000, height: 8000 })).toEqual({ width: 2000, height: 2000 });
  });

  it('never enlarges, and never draws a side of no pixels', () => {
    expect(photoTargetSize({ width: 1200, height: 800 })).toEqual({ width: 1200, height: 800 });
    expect(photoTargetSize({ width: maxPhotoSide, height: 10 })).toEqual({ width: maxPhotoSide, height: 10 });
    expect(photoTargetSize({ width: 10_000, height: 3 })).toEqual({ width: 2000, height: 1 });
  });

  it('says which sizes are scaled', () => {
    expect(needsScaling({ width: 2000, height: 2000 })).toBe(false);
    expect(needsScaling({ width: 1999, height: 2001 })).toBe(true);
  });
});

describe('byteSizeText and photoSizeText', () => {
  it('counts kilobytes of 1,000 bytes, whole, and megabytes with one decimal from a megabyte up', () => {
    expect(byteSizeText(1)).toBe('1 KB');
    expect(byteSizeText(410_400)).toBe('410 KB');
    expect(byteSizeText(999_499)).toBe('999 KB');
    expect(byteSizeText(999_600)).toBe('1.0 MB');
    expect(byteSizeText(12_400_000)).toBe('12.4 MB');
    expect(byteSizeText(41_943_040)).toBe('41.9 MB');
  });

  it('tells the original and what is sent, or that the original is sent as it is', () => {
    expect(photoSizeText(12_400_000, 410_000, true)).toBe('12.4 MB → 410 KB');
    expect(photoSizeText(80_000, 80_000, false)).toBe('80 KB, sent as it is');
  });
});

describe('photoToSend', () => {
  const jpeg = 'image/jpeg' as const;

  it('sends the copy of a photo larger than 2,000 px, even when the copy weighs more', () => {
    expect(
      photoToSend({
        original: { bytes: 900_000, contentType: jpeg },
        reencoded: { bytes: 1_000_000 },
        scaled: true,
      }),
    ).toBe('reencoded');
  });

  it('sends the smaller of the two otherwise, the original when they weigh the same', () => {
    const original = { bytes: 500_000, contentType: 'image/png' as const };
    expect(photoToSend({ original, reencoded: { bytes: 120_000 }, scaled: false })).toBe('reencoded');
    expect(photoToSend({ original, reencoded: { bytes: 600_000 }, scaled: false })).toBe('original');
    expect(photoToSend({ original, reencoded: { bytes: 500_000 }, scaled: false })).toBe('original');
  });
});

describe('reencodedFileName', () => {
  it('gives the name the extension of the format sent, made acceptable to the upload', () => {
    expect(reencodedFileName('IMG_0042.JPG', 'image/webp')).toBe('IMG_0042.webp');
    expect(reencodedFileName('Team photo #1.v2.png', 'image/webp')).toBe('Team photo -1.v2.webp');
    expect(reencodedFileName('scan', 'image/jpeg')).toBe('scan.jpg');
    expect(reencodedFileName('#.png', 'image/png')).toBe('-.png');
  });

  it('cuts a long name before its extension', () => {
    const name = reencodedFileName(`${'a'.repeat(250)}.jpeg`, 'image/webp');
    expect(name).toHaveLength(maxImageFileNameLength);
    expect(name.endsWith('a.webp')).toBe(true);
  });
});
