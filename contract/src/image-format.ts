// The image formats the websites can show. The declared content type of an upload is only believed when the
// bytes agree with it, so a renamed file or a crafted request cannot store something else as an "image".
export const imageContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type ImageContentType = (typeof imageContentTypes)[number];

export const maxImageBytes = 5 * 1024 * 1024;
export const maxImageSizeText = '5 MB';

const formatNames: Record<ImageContentType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

const signatures: readonly { contentType: ImageContentType; matches: (bytes: Uint8Array) => boolean }[] = [
  {
    contentType: 'image/png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { contentType: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    // A RIFF container whose form type is WEBP; bytes 4 to 7 are the container's length.
    contentType: 'image/webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
  {
    contentType: 'image/gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
];

// The format the bytes are in, by their magic numbers; undefined when they are none of the accepted ones.
export function sniffImageType(bytes: Uint8Array): ImageContentType | undefined {
  return signatures.find((signature) => signature.matches(bytes))?.contentType;
}

// Why these bytes cannot be stored as an image of the declared type, or undefined when they can.
export function imageBytesProblem(bytes: Uint8Array, declaredType: ImageContentType): string | undefined {
  if (bytes.length > maxImageBytes) return `The image must be at most ${maxImageSizeText}.`;
  const actualType = sniffImageType(bytes);
  if (!actualType) return 'The file is not a PNG, JPEG, WebP or GIF image.';
  if (actualType !== declaredType) {
    return `The file is a ${formatNames[actualType]} image but was sent as ${declaredType}.`;
  }
  return undefined;
}

// The size of what a padded base64 text decodes to, known without decoding it.
export function base64DecodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}
