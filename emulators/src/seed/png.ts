import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

// A truecolour PNG, so that the demo images are real files of a kind the upload callable accepts.
export function encodePng(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rowLength = 1 + width * 3;
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Byte by byte: a typed array's `set` from a plain array is an order of magnitude slower.
      const [red, green, blue] = colourAt(x, y);
      const offset = y * rowLength + 1 + x * 3;
      pixels[offset] = red;
      pixels[offset + 1] = green;
      pixels[offset + 2] = blue;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  const channel = (start: number, end: number) => Math.round(start + (end - start) * share);
  return [channel(from[0], to[0]), channel(from[1], to[1]), channel(from[2], to[2])];
}

// A diagonal gradient with a lighter disc: recognisable at a glance, different for every image.
export function demoImage(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const radius = Math.min(width, height) / 4;
  return encodePng(width, height, (x, y) => {
    const base = mix(from, to, (x / width + y / height) / 2);
    const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < radius ** 2;
    return inDisc ? mix(base, [255, 255, 255], 0.45) : base;
  });
}
