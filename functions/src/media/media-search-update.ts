import {
  mediaImageSchema,
  mediaSearchGramsOfValue,
  mediaSearchItemPath,
  mediaSearchListedPath,
  mediaSearchValueOf,
  searchGramKey,
} from '@management-center/contract';

// The media library's search lists (contract/src/media/media-search.ts), as one multi-path update per image.

/** The value an entry as stored gives its search lists; null for no entry (or one of another shape). */
export function mediaSearchValueOfStored(stored: unknown): string | null {
  const parsed = mediaImageSchema.safeParse(stored);
  return parsed.success ? mediaSearchValueOf(parsed.data) : null;
}

export interface MediaSearchUpdate {
  // Paths below the database's root and what to store there (null removes).
  paths: Record<string, unknown>;
  // By gram key: +1 for a list the image joins, -1 for one it leaves, for the lists' approximate sizes.
  sizeChanges: Map<string, number>;
}

/**
 * The update that lists an image under the grams of `value` (null: under none), takes it out of the lists of
 * `listed` (the value its lists were last written with) and of `alsoWritten` (grams the caller listed it under
 * since) that `value` lacks, and records `value` as listed.
 */
export function mediaSearchUpdate(
  imageKey: string,
  value: string | null,
  listed: string | null,
  alsoWritten: Iterable<string> = [],
): MediaSearchUpdate {
  const grams = mediaSearchGramsOfValue(value);
  const listedGrams = mediaSearchGramsOfValue(listed);
  const paths: Record<string, unknown> = { [`${mediaSearchListedPath}/${imageKey}`]: value };
  for (const gram of grams) paths[mediaSearchItemPath(gram, imageKey)] = value;
  for (const gram of new Set([...listedGrams, ...alsoWritten])) {
    if (!grams.has(gram)) paths[mediaSearchItemPath(gram, imageKey)] = null;
  }
  const sizeChanges = new Map<string, number>();
  for (const gram of grams) if (!listedGrams.has(gram)) sizeChanges.set(searchGramKey(gram), 1);
  for (const gram of listedGrams) if (!grams.has(gram)) sizeChanges.set(searchGramKey(gram), -1);
  return { paths, sizeChanges };
}
