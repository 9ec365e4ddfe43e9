import { sniffImageType } from './image-format.ts';

export interface ImageDimensions {
  width: number;
  height: number;
}

function uint16BigEndian(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

function uint16LittleEndian(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function uint24LittleEndian(bytes: Uint8Array, offset: number): number {
  return uint16LittleEndian(bytes, offset) | ((bytes[offset + 2] ?? 0) << 16);
}

function uint32BigEndian(bytes: Uint8Array, offset: number): number {
  return uint16BigEndian(bytes, offset) * 0x10000 + uint16BigEndian(bytes, offset + 2);
}

// The start-of-frame markers that carry a JPEG's size: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and the markers that stand alone, without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: uint16BigEndian(bytes, offset + 5), width: uint16BigEndian(bytes, offset + 7) };
    }
    offset += 2 + uint16BigEndian(bytes, offset + 2);
  }
  return undefined;
}

function webpDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X') {
    return { width: uint24LittleEndian(bytes, 24) + 1, height: uint24LittleEndian(bytes, 27) + 1 };
  }
  if (chunk === 'VP8L') {
    const bits =
      (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: uint16LittleEndian(bytes, 26) & 0x3fff, height: uint16LittleEndian(bytes, 28) & 0x3fff };
  }
  return undefined;
}

/** The pixel size an image's header states, or undefined when the bytes are no image the websites take. */
export function imageDimensionsOf(bytes: Uint8Array): ImageDimensions | undefined {
  const dimensions = (() => {
    switch (sniffImageType(bytes)) {
      case 'image/png':
        return { width: uint32BigEndian(bytes, 16), height: uint32BigEndian(bytes, 20) };
      case 'image/gif':
        return { width: uint16LittleEndian(bytes, 6), height: uint16LittleEndian(bytes, 8) };
      case 'image/jpeg':
        return jpegDimensions(bytes);
      case 'image/webp':
        return webpDimensions(bytes);
      default:
        return undefined;
    }
  })();
  return dimensions && dimensions.width > 0 && dimensions.height > 0 ? dimensions : undefined;
}
