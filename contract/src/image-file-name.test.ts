import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageFileNameSchema, maxImageFileNameLength, uploadableFileName } from './image-file-name.ts';

describe('uploadableFileName', () => {
  it('keeps a name the upload accepts as it is', () => {
    expect(uploadableFileName('Équipe (été) 2026_v2-final.png')).toBe('Équipe (été) 2026_v2-final.png');
  });

  it('turns URL syntax, escapes, paths and emoji into dashes', () => {
    expect(uploadableFileName('Team photo #1.jpg')).toBe('Team photo -1.jpg');
    expect(uploadableFileName('100%.png')).toBe('100-.png');
    expect(uploadableFileName('../a/b?.png')).toBe('..-a-b-.png');
    expect(uploadableFileName('💪.webp')).toBe('-.webp');
  });

  it('names a file that has no usable name', () => {
    expect(uploadableFileName('   ')).toBe('image');
  });

  it('cuts a long name to the limit without splitting a character', () => {
    const name = uploadableFileName(`${'é'.repeat(maxImageFileNameLength)}😀.png`);
    expect(name).toBe('é'.repeat(maxImageFileNameLength));
  });

  it('always gives a name the upload schema accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (name) => {
        expect(imageFileNameSchema.safeParse(uploadableFileName(name)).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
