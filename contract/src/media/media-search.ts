import { type StorageFolder, storageFolders } from '../paths.ts';
import { readModelRoot } from '../read-models/paths.ts';
import { searchGramKey, searchGramsOfName, searchGramsOfQuery } from '../read-models/search-grams.ts';
import { timestampOrder } from '../read-models/timestamp-order.ts';
import { imageUsesOf, type MediaFilter, type MediaImage, mediaWebsiteOfFolder } from './media-library.ts';

// The media library's search (docs/product.md, Media Library): a case-insensitive substring of an image's file name
// or of its alt text. As for the users (read-models/search-grams.ts), the server keeps, for every string of one to
// three characters, the images whose lower-cased file name or alt text contains it:
// `mediaSearch/{gram}/{imageKey}` = the image's search value (below), so that a list ordered by value is in upload
// order and its newest images are its last. A search of up to three characters is one list; a longer one is in the
// shortest list of its three-character strings (by the sizes kept in `mediaSearchGramCounts`), checked against the
// text the value holds.
export const mediaSearchPath = `${readModelRoot}/mediaSearch`;
// Approximate sizes of the lists: they only choose which list a longer search reads.
export const mediaSearchGramCountsPath = `${readModelRoot}/mediaSearchGramCounts`;
// The value each image's lists were last written with, written in the same update as the lists: the lists to leave
// when its alt text changes or it is deleted. Server only.
export const mediaSearchListedPath = `${readModelRoot}/mediaSearchListed`;

/** One list: the images whose file name or alt text contains the gram whose key this is. */
export function mediaSearchListPath(gramKey: string): string {
  return `${mediaSearchPath}/${gramKey}`;
}

/** An image's child in the list of `gram`. */
export function mediaSearchItemPath(gram: string, imageKey: string): string {
  return `${mediaSearchListPath(searchGramKey(gram))}/${imageKey}`;
}

export function mediaSearchGramCountPath(gramKey: string): string {
  return `${mediaSearchGramCountsPath}/${gramKey}`;
}

/** A search as it is compared: lower-cased, spaces and all. */
export function mediaSearchTerm(search: string): string {
  return search.toLowerCase();
}

// The file name and the alt text, lower-cased, one per line: a search (which cannot hold a line break) matches the
// text when it is in one of its lines.
const lineBreak = '\n';

/** What an image is searched by: its lower-cased file name and alt text, one line each. */
export function mediaSearchText(image: Pick<MediaImage, 'fileName' | 'alt'>): string {
  return `${mediaSearchTerm(image.fileName)}${lineBreak}${mediaSearchTerm(image.alt ?? '')}`;
}

/** Every distinct string of one to three characters of the text's lines: the lists the image belongs to. */
export function mediaSearchGramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (const line of text.split(lineBreak)) for (const gram of searchGramsOfName(line)) grams.add(gram);
  return grams;
}

/** Whether a lower-cased search is in the text: in the file name or in the alt text. */
export function mediaSearchTextMatches(text: string, term: string): boolean {
  return text.split(lineBreak).some((line) => line.includes(term));
}

// A list's value: the upload time's order key (16 digits, timestamp-order.ts), the folder (its place in
// `storageFolders`, one digit), `u` for an image no row uses (else `-`), `n` for one without alt text (else `-`),
// then the search text. What the Show, Website and Folder filters need is in the value, so a search filters its window
// in the browser; the text lets it check a search longer than a gram.
const orderLength = timestampOrder(0).length;
const unusedMark = 'u';
const noAltMark = 'n';
const noMark = '-';

/** The value of an image's child in each of its search lists. */
export function mediaSearchValueOf(image: Omit<MediaImage, 'order'>): string {
  const folder = storageFolders.indexOf(image.folder);
  const unused = imageUsesOf(image).length === 0 ? unusedMark : noMark;
  const noAlt = image.alt === undefined ? noAltMark : noMark;
  return `${timestampOrder(image.uploadedAt)}${folder}${unused}${noAlt}${mediaSearchText(image)}`;
}

export interface MediaSearchValueParts {
  folder: StorageFolder;
  unused: boolean;
  noAlt: boolean;
  text: string;
}

/** What a list's value says of its image; undefined for a value of another shape. */
export function mediaSearchValueParts(value: unknown): MediaSearchValueParts | undefined {
  if (typeof value !== 'string' || value.length < orderLength + 3) return undefined;
  if (!/^\d+$/.test(value.slice(0, orderLength))) return undefined;
  const folder = storageFolders[Number(value[orderLength])];
  const unused = value[orderLength + 1];
  const noAlt = value[orderLength + 2];
  const text = value.slice(orderLength + 3);
  if (folder === undefined || !text.includes(lineBreak)) return undefined;
  if ((unused !== unusedMark && unused !== noMark) || (noAlt !== noAltMark && noAlt !== noMark))
    return undefined;
  return { folder, unused: unused === unusedMark, noAlt: noAlt === noAltMark, text };
}

/** The grams whose lists an image with this value is in (none for a value of another shape). */
export function mediaSearchGramsOfValue(value: unknown): Set<string> {
  const parts = mediaSearchValueParts(value);
  return parts ? mediaSearchGramsOf(parts.text) : new Set();
}

/** Whether a list's value shows its image under the filter and a lower-cased search. */
export function mediaSearchValueMatches(
  parts: MediaSearchValueParts,
  term: string,
  filter: MediaFilter,
): boolean {
  // As the library's ordering keys: a folder names its website too.
  if (filter.folder !== 'all') {
    if (parts.folder !== filter.folder) return false;
  } else if (filter.website !== 'all' && mediaWebsiteOfFolder[parts.folder] !== filter.website) return false;
  if (filter.show === 'unused' && !parts.unused) return false;
  if (filter.show === 'noAlt' && !parts.noAlt) return false;
  return mediaSearchTextMatches(parts.text, term);
}

/**
 * The keys of the lists a lower-cased search may be read from: the search's own when it is one gram, else its
 * three-character strings', whose sizes choose one (`mediaSearchListToRead`).
 */
export function mediaSearchGramKeys(term: string): string[] {
  return searchGramsOfQuery(term).grams.map(searchGramKey);
}

/**
 * The key of the list a search reads: the only one, or the shortest by the sizes kept (`sizes[i]` for
 * `gramKeys[i]`; a size not read or not kept counts as 0, and each list holds every match whatever its size).
 */
export function mediaSearchListToRead(
  gramKeys: readonly string[],
  sizes: readonly unknown[],
): string | undefined {
  let shortest: { key: string; size: number } | undefined;
  gramKeys.forEach((key, index) => {
    const kept = sizes[index];
    const size = typeof kept === 'number' ? kept : 0;
    if (!shortest || size < shortest.size) shortest = { key, size };
  });
  return shortest?.key;
}
