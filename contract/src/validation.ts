import { z } from 'zod';

export const maxIdsPerCall = 500;

// Marks a custom zod issue whose message is a text of the catalogue (spec section 8), to be shown as it is.
export const catalogueIssueParam = 'catalogue';

// RTDB keys: 1 to 768 bytes of UTF-8, none of . $ # [ ] / and no ASCII control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the database refuses control characters in keys.
const forbiddenKeyCharacters = /[.$#[\]/\u0000-\u001f\u007f]/;

function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const recordIdSchema = z
  .string()
  .min(1, 'must not be empty')
  .refine((id) => utf8ByteLength(id) <= 768, 'must be at most 768 bytes')
  .refine((id) => !forbiddenKeyCharacters.test(id), 'must not contain . $ # [ ] / or control characters');

export const recordIdListSchema = z
  .array(recordIdSchema)
  .min(1, 'must name at least one id')
  .max(maxIdsPerCall, `must name at most ${maxIdsPerCall} ids`)
  .refine((ids) => new Set(ids).size === ids.length, 'must not name an id twice');

// Text the administrator types: trimmed, then bounded so that no call can write an unbounded value.
export function boundedTextSchema(maxLength: number) {
  return z.string().trim().max(maxLength, `must be at most ${maxLength} characters`);
}
