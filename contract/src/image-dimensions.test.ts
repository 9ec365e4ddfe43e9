import { describe, expect, it } from 'vitest';
import { imageDimensionsOf } from './image-dimensions.ts';

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const bigEndian16 = (value: number) => [value >> 8, value & 0xff];
const littleEndian16 = (value: number) => [value & 0xff, value >> 8];
const littleEndian24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, value >> 16];

function png(width: number, height: number): Uint8Array {
  const bigEndian32 = (value: number) => [
    ...bigEndian16(Math.floor(value / 0x10000)),
    ...bigEndian16(value & 0xffff),
  ];
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...bigEndian32(13),
    ...ascii('IHDR'),
    ...bigEndian32(width),
    ...bigEndian32(height),
    8,
    6,
    0,
    0,
    0,
  ]);
}

// SOI, an APP1 (Exif) segment of `exifLength` bytes before the frame, then a baseline or progressive frame.
function jpeg(width: number, height: number, frameMarker: number, exifLength = 16): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    ...bigEndian16(exifLength + 2),
    ...new Array(exifLength).fill(0),
    0xff,
    0xc4,
    ...bigEndian16(4),
    0,
    0,
    0xff,
    frameMarker,
    ...bigEndian16(17),
    8,
    ...bigEndian16(height),
    ...bigEndian16(width),
    3,
    0,
    0,
    0,
  ]);
}

function riff(chunk: string, payload: number[]): Uint8Array {
  return new Uint8Array([
    ...ascii('RIFF'),
    0,
    0,
    0,
    0,
    ...ascii('WEBP'),
    ...ascii(chunk),
    0,
    0,
    0,
    0,
    ...payload,
  ]);
}

describe('imageDimensionsOf', () => {
  it('reads the size a PNG, a GIF and a JPEG state, past the JPEG segments before its frame', () => {
    expect(imageDimensionsOf(png(6000, 4000))).toEqual({ width: 6000, height: 4000 });
    const gif = new Uint8Array([...ascii('GIF89a'), ...littleEndian16(320), ...littleEndian16(200), 0, 0, 0]);
    expect(imageDimensionsOf(gif)).toEqual({ width: 320, height: 200 });
    expect(imageDimensionsOf(jpeg(4032, 3024, 0xc0))).toEqual({ width: 4032, height: 3024 });
    expect(imageDimensionsOf(jpeg(1999, 1333, 0xc2, 300))).toEqual({ width: 1999, height: 1333 });
  });

  it('reads the three kinds of WebP: extended, lossless and lossy', () => {
    const extended = riff('VP8X', [0, 0, 0, 0, ...littleEndian24(1999), ...littleEndian24(1499)]);
    expect(imageDimensionsOf(extended)).toEqual({ width: 2000, height: 1500 });
    const width = 1200;
    const height = 800;
    const bits = (width - 1) | ((height - 1) << 14);
    const lossless = riff('VP8L', [
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      (bits >>> 24) & 0xff,
    ]);
    expect(imageDimensionsOf(lossless)).toEqual({ width, height });
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...littleEndian16(640), ...littleEndian16(480)]);
    expect(imageDimensionsOf(lossy)).toEqual({ width: 640, height: 480 });
  });

  it('answers nothing for bytes that are no image, or a JPEG cut before its frame', () => {
    expect(imageDimensionsOf(new Uint8Array(ascii('not an image at all')))).toBeUndefined();
    expect(imageDimensionsOf(jpeg(100, 100, 0xc0).subarray(0, 30))).toBeUndefined();
    expect(imageDimensionsOf(png(0, 10))).toBeUndefined();
  });
});
