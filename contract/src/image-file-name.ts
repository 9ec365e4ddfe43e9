import { boundedTextSchema } from './validation.ts';

export const maxImageFileNameLength = 200;

// The name becomes part of a Storage object path and of its download URL, after a timestamp and inside the
// target's folder: only characters that can neither leave that folder nor be read as URL syntax or an escape
// (a `%` gave an internal error) are allowed.
const fileNameCharacters = String.raw`\p{L}\p{M}\p{N} ._()\-`;
const allowedFileName = new RegExp(`^[${fileNameCharacters}]+$`, 'u');
const disallowedFileNameCharacter = new RegExp(`[^${fileNameCharacters}]`, 'gu');
const allowedFileNameCharactersText = 'letters, digits, spaces, dots, dashes, underscores and brackets ( )';

export const imageFileNameSchema = boundedTextSchema(maxImageFileNameLength)
  .min(1, 'must not be empty')
  .refine((fileName) => allowedFileName.test(fileName), `may only contain ${allowedFileNameCharactersText}`);

/**
 * A file as the administrator's computer names it ("Team photo #1.jpg", "100%.png"), made into a name the upload
 * accepts: each other character becomes a dash, and the name is cut, never inside a character, to the limit.
 */
export function uploadableFileName(name: string): string {
  const characters = Array.from(name.trim().replace(disallowedFileNameCharacter, '-'));
  while (characters.join('').length > maxImageFileNameLength) characters.pop();
  const uploadable = characters.join('').trim();
  return uploadable === '' ? 'image' : uploadable;
}
