import {
  type ImageContentType,
  maxImageFileNameLength,
  uploadableFileName,
} from '@management-center/contract';

// How a chosen photo is made small enough to send (docs/product.md, Website content, Images): the sizes, the texts
// and the choice between the file as chosen and the browser's smaller copy. The drawing itself is photo-canvas.ts's.

/** The longest side an image is sent with, in pixels: a larger one is scaled down, a smaller one never up. */
export const maxPhotoSide = 2000;

// A phone's photo, however large: made smaller in the browser before it is sent (a mebibyte each, as the server's
// 5 MB limit counts them).
export const maxPhotoBytes = 40 * 1024 * 1024;
export const photoTooLargeProblem = 'The image must be at most 40 MB.';

// The formats the browser decodes and draws again; a GIF (maybe animated) goes as it is.
export const reencodableTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReencodableType = (typeof reencodableTypes)[number];

export function isReencodable(contentType: string): contentType is ReencodableType {
  return reencodableTypes.some((type) => type === contentType);
}

export interface PixelSize {
  width: number;
  height: number;
}

/** Whether an image this size is drawn smaller before it is sent. */
export function needsScaling({ width, height }: PixelSize): boolean {
  return Math.max(width, height) > maxPhotoSide;
}

/** The size an image is drawn at: its longest side at most `maxPhotoSide`, its proportions kept, never enlarged. */
export function photoTargetSize(size: PixelSize): PixelSize {
  if (!needsScaling(size)) return size;
  const scale = maxPhotoSide / Math.max(size.width, size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * "410 KB" below a megabyte, "12.4 MB" from one up (a kilobyte being 1,000 bytes, as the media library counts
 * them, and a megabyte 1,000 kilobytes); never "0 KB" for a file that exists.
 */
export function byteSizeText(bytes: number): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1000));
  return kilobytes < 1000 ? `${kilobytes} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** What the row says of a prepared image: "12.4 MB → 410 KB", or "410 KB, sent as it is". */
export function photoSizeText(originalBytes: number, sentBytes: number, reencoded: boolean): string {
  return reencoded
    ? `${byteSizeText(originalBytes)} → ${byteSizeText(sentBytes)}`
    : `${byteSizeText(originalBytes)}, sent as it is`;
}

export interface PhotoChoice {
  original: { bytes: number; contentType: ImageContentType };
  // The browser's copy, drawn at photoTargetSize.
  reencoded: { bytes: number };
  // Whether the original is larger than the longest side allows.
  scaled: boolean;
}

/**
 * Which file is sent: the browser's copy of a photo too large in pixels, or of a type the browser redraws; else the
 * smaller of the two, the original when they weigh the same (it loses nothing).
 */
export function photoToSend({ original, reencoded, scaled }: PhotoChoice): 'original' | 'reencoded' {
  if (scaled || !isReencodable(original.contentType)) return 'reencoded';
  return reencoded.bytes < original.bytes ? 'reencoded' : 'original';
}

const extensions: Record<ReencodableType, string> = {
  'image/webp': '.webp',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/**
 * The name the browser's copy is sent under: the chosen file's, made acceptable to the upload, with the extension
 * of the copy's format ("IMG_0042.JPG" becomes "IMG_0042.webp"), the name cut before the extension if it is too long.
 */
export function reencodedFileName(fileName: string, contentType: ReencodableType): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = extensions[contentType];
  const characters = Array.from(uploadableFileName(stem));
  while (characters.join('').length + extension.length > maxImageFileNameLength) characters.pop();
  return `${characters.join('').trim() || 'image'}${extension}`;
}
