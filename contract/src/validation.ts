import { z } from 'zod';

export const maxIdsPerCall = 500;

// Marks a custom zod issue whose message is a catalogue text (docs/product.md, Messages), shown as it is.
export const catalogueIssueParam = 'catalogue';

// A record's id is its Realtime Database key and, for users, their sign-in uid: none of . $ # [ ] / and no control
// characters (the database's rule for keys), at most 128 characters (Auth's limit for a uid; push ids have 20),
// which also keeps every path built from an id under the database's 768-byte limit.
const maxRecordIdLength = 128;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the database refuses control characters in keys.
export const forbiddenKeyCharacters = /[.$#[\]/\u0000-\u001f\u007f]/;

export const recordIdSchema = z
  .string()
  .min(1, 'must not be empty')
  // UTF-16 units, as Auth counts a uid (zod's max counts code points).
  .refine((id) => id.length <= maxRecordIdLength, `must be at most ${maxRecordIdLength} characters`)
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
