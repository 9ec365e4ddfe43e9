/**
 * Page tokens shaped like the real API's ("CAUQAA"): base64url of a tiny protobuf message with field 1 = the
 * offset and field 2 = the direction. Forward tokens start a page at the offset; backward tokens end a page
 * just before it, which is how a previous page stays right whatever maxResults the caller asks for next.
 */
export interface PageToken {
  readonly offset: number;
  readonly direction: 'forward' | 'backward';
}

const OFFSET_FIELD = 0x08;
const DIRECTION_FIELD = 0x10;
const MAX_OFFSET = 2 ** 31 - 1;
// Five 7-bit groups cover MAX_OFFSET.
const MAX_VARINT_SHIFT = 0x80 ** 4;

function encodeVarint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

export function encodePageToken(token: PageToken): string {
  const direction = token.direction === 'forward' ? 0 : 1;
  return Buffer.from([OFFSET_FIELD, ...encodeVarint(token.offset), DIRECTION_FIELD, direction]).toString(
    'base64url',
  );
}

function decodeVarint(bytes: Buffer, start: number): { value: number; next: number } | undefined {
  let value = 0;
  for (let index = start, shift = 1; shift <= MAX_VARINT_SHIFT; index++, shift *= 0x80) {
    const byte = bytes[index];
    if (byte === undefined) return undefined;
    value += (byte & 0x7f) * shift;
    if (byte < 0x80) return { value, next: index + 1 };
  }
  return undefined;
}

/** The token, or undefined when the text is not exactly one this service would make. */
export function decodePageToken(text: string): PageToken | undefined {
  const bytes = Buffer.from(text, 'base64url');
  if (bytes[0] !== OFFSET_FIELD) return undefined;
  const offset = decodeVarint(bytes, 1);
  if (offset === undefined || offset.value > MAX_OFFSET || bytes[offset.next] !== DIRECTION_FIELD)
    return undefined;
  const direction = bytes[offset.next + 1];
  if (direction !== 0 && direction !== 1) return undefined;
  const token: PageToken = { offset: offset.value, direction: direction === 0 ? 'forward' : 'backward' };
  // Re-encoding rejects trailing bytes, stray characters and padded varints in one comparison.
  return encodePageToken(token) === text ? token : undefined;
}
