import {
  type ImageContentType,
  imageBytesProblem,
  imageContentTypes,
  sniffImageType,
  uploadableFileName,
} from '@management-center/contract';
import type { PhotoEncoder } from './photo-canvas.ts';
import {
  isReencodable,
  maxPhotoBytes,
  needsScaling,
  photoTooLargeProblem,
  photoToSend,
  type ReencodableType,
  reencodedFileName,
} from './photo-sizing.ts';

export type PreparedImage =
  | {
      ok: true;
      fileName: string;
      contentType: ImageContentType;
      data: string;
      // The chosen file's size and what is sent, for the row to show ("12.4 MB → 410 KB").
      originalBytes: number;
      sentBytes: number;
      // Whether the browser's copy is sent rather than the file as chosen.
      reencoded: boolean;
    }
  | { ok: false; problem: string };

export function bytesToBase64(bytes: Uint8Array): string {
  // String.fromCharCode takes its arguments on the stack: large images go in slices.
  const sliceLength = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += sliceLength) {
    binary += String.fromCharCode(...bytes.subarray(start, start + sliceLength));
  }
  return btoa(binary);
}

// Enough of the file to tell its format by (a WebP's form type ends at byte 12).
const headerLength = 16;

interface Candidate {
  fileName: string;
  contentType: ImageContentType;
  bytes: Uint8Array;
}

// What is sent, checked as the server checks it (at most 5 MB, in the declared format): a photo still too large
// once made smaller is refused in the server's words.
function sendable(candidate: Candidate, originalBytes: number, reencoded: boolean): PreparedImage {
  const { fileName, contentType, bytes } = candidate;
  const problem = imageBytesProblem(bytes, contentType);
  if (problem) return { ok: false, problem };
  return {
    ok: true,
    fileName,
    contentType,
    data: bytesToBase64(bytes),
    originalBytes,
    sentBytes: bytes.length,
    reencoded,
  };
}

interface Reencoded extends Candidate {
  contentType: ReencodableType;
  scaled: boolean;
}

// The browser's copy of the photo, or undefined where the browser could not make one (an image it cannot decode, no
// canvas, a format it cannot write): the file is then sent as chosen, as long as the server takes it.
async function reencodedCopy(
  file: File,
  sourceType: ReencodableType,
  encode: PhotoEncoder,
): Promise<Reencoded | undefined> {
  try {
    const { blob, decoded } = await encode(file, sourceType);
    const contentType = blob.type;
    if (!isReencodable(contentType)) return undefined;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    if (sniffImageType(bytes) !== contentType) return undefined;
    return {
      fileName: reencodedFileName(file.name, contentType),
      contentType,
      bytes,
      scaled: needsScaling(decoded),
    };
  } catch {
    return undefined;
  }
}

/**
 * The chosen file, read, checked and made small enough to send, in the browser: a problem here is the file's, not
 * the server's. A JPEG, PNG or WebP (up to 40 MB) is drawn again at most 2,000 px on its longest side as WebP, and
 * the smaller of that copy and the file is sent, the copy always when the file is larger than 2,000 px; a GIF goes as
 * it is. A name the server would refuse is made acceptable, as the administrator cannot be expected to rename the
 * file.
 */
export async function prepareImageFile(file: File, encode: PhotoEncoder): Promise<PreparedImage> {
  // Refused before it is read: 40 MB is a phone's photo many times over.
  if (file.size > maxPhotoBytes) return { ok: false, problem: photoTooLargeProblem };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
  const contentType = imageContentTypes.find((type) => type === file.type) ?? sniffImageType(bytes);
  if (!contentType) return { ok: false, problem: 'The file is not a PNG, JPEG, WebP or GIF image.' };
  // The bytes must be in the format the file declares; its size is checked on what is sent.
  const formatProblem = imageBytesProblem(bytes.subarray(0, headerLength), contentType);
  if (formatProblem) return { ok: false, problem: formatProblem };

  const original: Candidate = { fileName: uploadableFileName(file.name), contentType, bytes };
  if (!isReencodable(contentType)) return sendable(original, bytes.length, false);
  const copy = await reencodedCopy(file, contentType, encode);
  if (!copy) return sendable(original, bytes.length, false);
  const choice = photoToSend({
    original: { bytes: bytes.length, contentType },
    reencoded: { bytes: copy.bytes.length },
    scaled: copy.scaled,
  });
  return choice === 'reencoded'
    ? sendable(copy, bytes.length, true)
    : sendable(original, bytes.length, false);
}
