import { describe, expect, it } from 'vitest';
import { base64DecodedLength, imageBytesProblem, maxImageBytes, sniffImageType } from './image-format.ts';

function bytesOf(...parts: (number[] | string)[]): Uint8Array {
  return Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );
}

const png = bytesOf([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const jpeg = bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const webp = bytesOf('RIFF', [26, 0, 0, 0], 'WEBPVP8L');
const gif87 = bytesOf('GIF87a', [1, 0, 1, 0]);
const gif89 = bytesOf('GIF89a', [1, 0, 1, 0]);

describe('sniffImageType', () => {
  it.each([
    ['PNG', png, 'image/png'],
    ['JPEG', jpeg, 'image/jpeg'],
    ['WebP', webp, 'image/webp'],
    ['GIF87a', gif87, 'image/gif'],
    ['GIF89a', gif89, 'image/gif'],
  ])('recognises %s by its magic number', (_, bytes, contentType) => {
    expect(sniffImageType(bytes)).toBe(contentType);
  });

  it.each([
    ['text', bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF file that is not WebP', bytesOf('RIFF', [26, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', png.slice(0, 7)],
    ['a GIF with an unknown version', bytesOf('GIF90a')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeUndefined();
  });
});

describe('imageBytesProblem', () => {
  it('accepts bytes of the declared format', () => {
    expect(imageBytesProblem(png, 'image/png')).toBeUndefined();
    expect(imageBytesProblem(gif89, 'image/gif')).toBeUndefined();
  });

  it('refuses bytes that are no accepted image, whatever the declared type', () => {
    expect(imageBytesProblem(bytesOf('%PDF-1.7'), 'image/png')).toBe(
      'The file is not a PNG, JPEG, WebP or GIF image.',
    );
  });

  it('refuses an image declared as another format', () => {
    expect(imageBytesProblem(jpeg, 'image/png')).toBe('The file is a JPEG image but was sent as image/png.');
    expect(imageBytesProblem(webp, 'image/gif')).toBe('The file is a WebP image but was sent as image/gif.');
  });

  it('accepts exactly the size limit and refuses one byte more', () => {
    const atLimit = new Uint8Array(maxImageBytes);
    atLimit.set(png);
    expect(imageBytesProblem(atLimit, 'image/png')).toBeUndefined();
    const overLimit = new Uint8Array(maxImageBytes + 1);
    overLimit.set(png);
    expect(imageBytesProblem(overLimit, 'image/png')).toBe('The image must be at most 5 MB.');
  });
});

describe('base64DecodedLength', () => {
  it.each([
    ['', 0],
    ['QQ==', 1],
    ['QUI=', 2],
    ['QUJD', 3],
    ['QUJDRA==', 4],
    ['QUJDREU=', 5],
    ['QUJDREVG', 6],
  ])('reads %j as %i bytes', (encoded, length) => {
    expect(base64DecodedLength(encoded)).toBe(length);
  });
});
