import { maxImageBytes } from '@management-center/contract';
import { describe, expect, it, vi } from 'vitest';
import type { PhotoEncoder, ReencodedPhoto } from './photo-canvas.ts';
import { maxPhotoBytes } from './photo-sizing.ts';
import { bytesToBase64, prepareImageFile } from './prepared-image.ts';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff, 0xe0];

function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new File([bytes], name, { type });
}

/** `length` bytes that start as the format's do. */
function bytesOf(signature: readonly number[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(length, signature.length));
  bytes.set(signature);
  return bytes;
}

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

/** A WebP of `length` bytes, as far as its header tells. */
function webpBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = bytesOf(ascii('RIFF'), Math.max(length, 12));
  bytes.set(ascii('WEBP'), 8);
  return bytes;
}

// The browser's copy, decoded at `width` × `height`.
function encoderGiving(blob: Blob, width: number, height: number) {
  return vi.fn<PhotoEncoder>(async () => ({ blob, decoded: { width, height } }) satisfies ReencodedPhoto);
}

// A browser that cannot decode the image (or has no canvas: node, happy-dom).
const undecodable = vi.fn<PhotoEncoder>(async () => {
  throw new Error('The source image could not be decoded.');
});

describe('prepareImageFile', () => {
  it('sends the file as it is where the browser cannot draw it again, believing the browser type or the bytes', async () => {
    const bytes = Uint8Array.from([...pngSignature, 1, 2, 3]);
    await expect(prepareImageFile(fileOf(bytes, 'a.png', 'image/png'), undecodable)).resolves.toEqual({
      ok: true,
      fileName: 'a.png',
      contentType: 'image/png',
      data: Buffer.from(bytes).toString('base64'),
      originalBytes: 11,
      sentBytes: 11,
      reencoded: false,
    });
    await expect(prepareImageFile(fileOf(bytes, 'a', ''), undecodable)).resolves.toMatchObject({
      ok: true,
      contentType: 'image/png',
    });
  });

  it('sends a name the upload accepts, whatever the file is called', async () => {
    const bytes = Uint8Array.from([...pngSignature, 1, 2, 3]);
    await expect(
      prepareImageFile(fileOf(bytes, 'Team photo #1 100%.png', 'image/png'), undecodable),
    ).resolves.toMatchObject({ ok: true, fileName: 'Team photo -1 100-.png' });
  });

  it('refuses a file that is no image, or a renamed one, without drawing it', async () => {
    const encode = encoderGiving(new Blob([webpBytes(20)], { type: 'image/webp' }), 10, 10);
    await expect(
      prepareImageFile(fileOf(Uint8Array.from([1, 2]), 'a.txt', 'text/plain'), encode),
    ).resolves.toEqual({ ok: false, problem: 'The file is not a PNG, JPEG, WebP or GIF image.' });
    await expect(
      prepareImageFile(fileOf(Uint8Array.from(pngSignature), 'a.jpg', 'image/jpeg'), encode),
    ).resolves.toEqual({ ok: false, problem: 'The file is a PNG image but was sent as image/jpeg.' });
    expect(encode).not.toHaveBeenCalled();
  });

  it('refuses a file over 40 MB before reading it', async () => {
    const file = fileOf(bytesOf(jpegSignature, 16), 'huge.jpg', 'image/jpeg');
    Object.defineProperty(file, 'size', { value: maxPhotoBytes + 1 });
    const read = vi.spyOn(file, 'arrayBuffer');
    await expect(prepareImageFile(file, undecodable)).resolves.toEqual({
      ok: false,
      problem: 'The image must be at most 40 MB.',
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('sends the WebP copy of a photo larger than 2,000 px, named .webp', async () => {
    const photo = bytesOf(jpegSignature, 3_000_000);
    const copy = webpBytes(410_000);
    const encode = encoderGiving(new Blob([copy], { type: 'image/webp' }), 3024, 4032);
    const prepared = await prepareImageFile(fileOf(photo, 'IMG_0042.JPG', 'image/jpeg'), encode);
    expect(prepared).toEqual({
      ok: true,
      fileName: 'IMG_0042.webp',
      contentType: 'image/webp',
      data: bytesToBase64(copy),
      originalBytes: 3_000_000,
      sentBytes: 410_000,
      reencoded: true,
    });
    expect(encode).toHaveBeenCalledWith(expect.any(File), 'image/jpeg');
  });

  it('sends the copy of a photo larger than 2,000 px even when the copy weighs more', async () => {
    const encode = encoderGiving(new Blob([webpBytes(2_000)], { type: 'image/webp' }), 2400, 100);
    const prepared = await prepareImageFile(
      fileOf(bytesOf(pngSignature, 1_000), 'strip.png', 'image/png'),
      encode,
    );
    expect(prepared).toMatchObject({
      ok: true,
      contentType: 'image/webp',
      sentBytes: 2_000,
      reencoded: true,
    });
  });

  it('keeps an image within 2,000 px when it is smaller than its copy, and sends the copy when that is smaller', async () => {
    const icon = bytesOf(pngSignature, 30_000);
    const larger = encoderGiving(new Blob([webpBytes(45_000)], { type: 'image/webp' }), 512, 512);
    await expect(prepareImageFile(fileOf(icon, 'icon.png', 'image/png'), larger)).resolves.toMatchObject({
      ok: true,
      fileName: 'icon.png',
      contentType: 'image/png',
      data: bytesToBase64(icon),
      sentBytes: 30_000,
      reencoded: false,
    });
    const smaller = encoderGiving(new Blob([webpBytes(9_000)], { type: 'image/webp' }), 512, 512);
    await expect(prepareImageFile(fileOf(icon, 'icon.png', 'image/png'), smaller)).resolves.toMatchObject({
      ok: true,
      fileName: 'icon.webp',
      contentType: 'image/webp',
      sentBytes: 9_000,
      reencoded: true,
    });
  });

  it('takes the copy in the format the browser could write (a JPEG where it cannot write WebP)', async () => {
    const encode = encoderGiving(
      new Blob([bytesOf(jpegSignature, 700_000)], { type: 'image/jpeg' }),
      4000,
      3000,
    );
    await expect(
      prepareImageFile(fileOf(bytesOf(jpegSignature, 900_000), 'beach.jpeg', 'image/jpeg'), encode),
    ).resolves.toMatchObject({ ok: true, fileName: 'beach.jpg', contentType: 'image/jpeg', reencoded: true });
  });

  it('sends the file as it is when the copy is not what it says it is', async () => {
    const encode = encoderGiving(new Blob([bytesOf(pngSignature, 50)], { type: 'image/webp' }), 10, 10);
    await expect(
      prepareImageFile(fileOf(bytesOf(jpegSignature, 500), 'a.jpg', 'image/jpeg'), encode),
    ).resolves.toMatchObject({ ok: true, contentType: 'image/jpeg', reencoded: false });
  });

  it("refuses, in the server's words, what is still over 5 MB", async () => {
    const big = bytesOf(pngSignature, maxImageBytes + 1);
    await expect(prepareImageFile(fileOf(big, 'big.png', 'image/png'), undecodable)).resolves.toEqual({
      ok: false,
      problem: 'The image must be at most 5 MB.',
    });
    const encode = encoderGiving(
      new Blob([webpBytes(maxImageBytes + 1)], { type: 'image/webp' }),
      6000,
      4000,
    );
    await expect(
      prepareImageFile(fileOf(bytesOf(jpegSignature, 6_000_000), 'noise.jpg', 'image/jpeg'), encode),
    ).resolves.toEqual({ ok: false, problem: 'The image must be at most 5 MB.' });
  });

  it('sends a GIF as it is, up to 5 MB', async () => {
    const gif = bytesOf(ascii('GIF89a'), 1_000);
    const encode = encoderGiving(new Blob([webpBytes(10)], { type: 'image/webp' }), 10, 10);
    await expect(prepareImageFile(fileOf(gif, 'spin.gif', 'image/gif'), encode)).resolves.toMatchObject({
      ok: true,
      fileName: 'spin.gif',
      contentType: 'image/gif',
      reencoded: false,
    });
    expect(encode).not.toHaveBeenCalled();
    const bigGif = bytesOf(ascii('GIF89a'), maxImageBytes + 1);
    await expect(prepareImageFile(fileOf(bigGif, 'big.gif', 'image/gif'), encode)).resolves.toEqual({
      ok: false,
      problem: 'The image must be at most 5 MB.',
    });
  });

  it('says why a file could not be read', async () => {
    const unreadable = fileOf(Uint8Array.from(pngSignature), 'gone.png', 'image/png');
    vi.spyOn(unreadable, 'arrayBuffer').mockRejectedValue(new Error('The file was removed.'));
    await expect(prepareImageFile(unreadable, undecodable)).resolves.toEqual({
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
