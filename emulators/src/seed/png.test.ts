import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoImage, encodePng } from './png.ts';

describe('encodePng', () => {
  it('writes the PNG signature, the size and the pixels', () => {
    const png = encodePng(3, 2, (x, y) => [x * 10, y * 20, 7]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...rows.subarray(10, 20)]).toEqual([0, 0, 20, 7, 10, 20, 7, 20, 20, 7]);
  });

  it('makes different images for different colours', () => {
    expect(demoImage(8, 8, [0, 0, 0], [255, 0, 0])).not.toEqual(demoImage(8, 8, [0, 0, 0], [0, 0, 255]));
  });
});
