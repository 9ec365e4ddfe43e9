import { maxImageBytes } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, prepareImageFile } from './prepared-image.ts';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new File([bytes], name, { type });
}

describe('prepareImageFile', () => {
  it('encodes a PNG, believing the browser type or the bytes', async () => {
    const bytes = Uint8Array.from([...pngSignature, 1, 2, 3]);
    await expect(prepareImageFile(fileOf(bytes, 'a.png', 'image/png'))).resolves.toEqual({
      ok: true,
      fileName: 'a.png',
      contentType: 'image/png',
      data: Buffer.from(bytes).toString('base64'),
    });
    await expect(prepareImageFile(fileOf(bytes, 'a', ''))).resolves.toMatchObject({
      ok: true,
      contentType: 'image/png',
    });
  });

  it('sends a name the upload accepts, whatever the file is called', async () => {
    const bytes = Uint8Array.from([...pngSignature, 1, 2, 3]);
    await expect(
      prepareImageFile(fileOf(bytes, 'Team photo #1 100%.png', 'image/png')),
    ).resolves.toMatchObject({
      ok: true,
      fileName: 'Team photo -1 100-.png',
    });
  });

  it('refuses a file that is no image, or a renamed one', async () => {
    await expect(prepareImageFile(fileOf(Uint8Array.from([1, 2]), 'a.txt', 'text/plain'))).resolves.toEqual({
      ok: false,
      problem: 'The file is not a PNG, JPEG, WebP or GIF image.',
    });
    await expect(
      prepareImageFile(fileOf(Uint8Array.from(pngSignature), 'a.jpg', 'image/jpeg')),
    ).resolves.toMatchObject({ ok: false });
  });

  it('refuses an image over the size limit', async () => {
    const bytes = new Uint8Array(maxImageBytes + 1);
    bytes.set(pngSignature);
    await expect(prepareImageFile(fileOf(bytes, 'big.png', 'image/png'))).resolves.toMatchObject({
      ok: false,
    });
  });

  it('says why a file could not be read', async () => {
    const unreadable = {
      name: 'gone.png',
      type: 'image/png',
      arrayBuffer: () => Promise.reject(new Error('The file was removed.')),
    };
    await expect(prepareImageFile(unreadable)).resolves.toEqual({
      ok: false,
      problem: 'The file was removed.',
    });
  });
});

describe('bytesToBase64', () => {
  it('encodes more bytes than one slice', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => index % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
