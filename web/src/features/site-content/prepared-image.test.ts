import { maxImageBytes } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, prepareImage } from './prepared-image.ts';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('prepareImage', () => {
  it('encodes a PNG, believing the browser type or the bytes', () => {
    const bytes = Uint8Array.from([...pngSignature, 1, 2, 3]);
    expect(prepareImage('a.png', 'image/png', bytes)).toEqual({
      ok: true,
      fileName: 'a.png',
      contentType: 'image/png',
      data: Buffer.from(bytes).toString('base64'),
    });
    expect(prepareImage('a', '', bytes)).toMatchObject({ ok: true, contentType: 'image/png' });
  });

  it('refuses a file that is no image, or a renamed one', () => {
    expect(prepareImage('a.txt', 'text/plain', Uint8Array.from([1, 2]))).toEqual({
      ok: false,
      problem: 'The file is not a PNG, JPEG, WebP or GIF image.',
    });
    expect(prepareImage('a.jpg', 'image/jpeg', Uint8Array.from(pngSignature))).toMatchObject({ ok: false });
  });

  it('refuses an image over the size limit', () => {
    const bytes = new Uint8Array(maxImageBytes + 1);
    bytes.set(pngSignature);
    expect(prepareImage('big.png', 'image/png', bytes)).toMatchObject({ ok: false });
  });
});

describe('bytesToBase64', () => {
  it('encodes more bytes than one slice', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => index % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
