import {
  type ContentAuthor,
  contentFolderOf,
  type ImageUse,
  imageDimensionsOf,
  type MediaImage,
  type MediaImageFacts,
  mediaHashesPath,
  mediaImageOf,
  mediaImagePath,
  mediaImageSchema,
  textOfDatabaseKey,
} from '@management-center/contract';
import { contentBucket, database, downloadUrl } from '../platform/firebase.ts';
import { keepSearchListsInStep } from './media-search-lists.ts';

// The stored name is `{Date.now()}{fileName}` (docs/product.md, Data): the name the file had is what follows.
function uploadedFileName(objectPath: string): string {
  const stored = objectPath.slice(objectPath.indexOf('/') + 1);
  return stored.replace(/^\d{13}/, '') || stored;
}

export function factsOf(image: MediaImage): MediaImageFacts {
  const { order: _order, uses: _uses, ...facts } = image;
  return facts;
}

export function parsedImage(value: unknown): MediaImage | undefined {
  const parsed = mediaImageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export async function libraryImage(imageKey: string): Promise<MediaImage | undefined> {
  return parsedImage((await (await database()).ref(mediaImagePath(imageKey)).get()).val());
}

interface NewImageFacts {
  objectPath: string;
  url: string;
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  uploadedBy?: ContentAuthor | undefined;
  alt?: string | undefined;
  sha256?: string | undefined;
}

/** The facts of an image the functions have the bytes of. */
export function newImageFacts(image: NewImageFacts, uploadedAt: number): MediaImageFacts {
  const folder = contentFolderOf(image.objectPath);
  if (folder === undefined) throw new Error(`${image.objectPath} is not in a content folder`);
  const dimensions = imageDimensionsOf(image.bytes);
  return {
    objectPath: image.objectPath,
    folder,
    fileName: image.fileName,
    url: image.url,
    bytes: image.bytes.length,
    ...(dimensions ?? {}),
    contentType: image.contentType,
    uploadedAt,
    ...(image.uploadedBy === undefined ? {} : { uploadedBy: image.uploadedBy }),
    ...(image.alt === undefined ? {} : { alt: image.alt }),
    ...(image.sha256 === undefined ? {} : { sha256: image.sha256 }),
  };
}

/** The facts of an object stored before the library, or outside the console; undefined when there is none. */
export async function storedObjectFacts(objectPath: string): Promise<MediaImageFacts | undefined> {
  const file = (await contentBucket()).file(objectPath);
  const [exists] = await file.exists();
  if (!exists) return undefined;
  const [[metadata], [bytes]] = await Promise.all([file.getMetadata(), file.download()]);
  const createdAt = Date.parse(metadata.timeCreated ?? '');
  return newImageFacts(
    {
      objectPath,
      url: await downloadUrl(file),
      bytes,
      contentType: metadata.contentType ?? 'application/octet-stream',
      fileName: uploadedFileName(objectPath),
    },
    Number.isNaN(createdAt) ? 0 : createdAt,
  );
}

// Every write of an entry below is followed by the update of its search lists (media-search-lists.ts), from the
// entry as the write left it.

/**
 * Writes an image's facts, keeping the uses the entry already has (a trigger may have found the image in a row
 * before the upload wrote its entry).
 */
export async function writeImageFacts(imageKey: string, facts: MediaImageFacts): Promise<void> {
  const { snapshot } = await (await database())
    .ref(mediaImagePath(imageKey))
    .transaction((current: unknown) => {
      const uses = parsedImage(current)?.uses ?? {};
      return mediaImageOf(facts, uses);
    });
  await keepSearchListsInStep(imageKey, snapshot.val());
}

/**
 * Sets (or, with undefined, removes) one row's use of an image. An entry the library does not have yet is made
 * from the stored object when a row uses it; a use of an object that is gone is left out.
 */
export async function setImageUse(
  imageKey: string,
  useKey: string,
  use: ImageUse | undefined,
): Promise<void> {
  const reference = (await database()).ref(mediaImagePath(imageKey));
  let missingFacts: MediaImageFacts | undefined;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // Every function below returns a value, never aborts: the SDK's first call runs on its cache, often empty,
    // and only a write it tries makes it read the stored value.
    const { snapshot } = await reference.transaction((current: unknown) => {
      const image = parsedImage(current);
      if (image === undefined) {
        return current === null && missingFacts !== undefined && use !== undefined
          ? mediaImageOf(missingFacts, { [useKey]: use })
          : current;
      }
      const uses = { ...(image.uses ?? {}) };
      if (use === undefined) delete uses[useKey];
      else uses[useKey] = use;
      return mediaImageOf(factsOf(image), uses);
    });
    if (snapshot.exists() || use === undefined) {
      await keepSearchListsInStep(imageKey, snapshot.val());
      return;
    }
    missingFacts = await storedObjectFacts(textOfDatabaseKey(imageKey));
    if (missingFacts === undefined) return;
  }
}

/** The entry of an image stored with these bytes before, if it is still in the library. */
export async function imageWithHash(
  sha256: string,
): Promise<{ imageKey: string; image: MediaImage } | undefined> {
  const imageKey = (await (await database()).ref(`${mediaHashesPath}/${sha256}`).get()).val();
  if (typeof imageKey !== 'string') return undefined;
  const image = await libraryImage(imageKey);
  return image?.sha256 === sha256 ? { imageKey, image } : undefined;
}

export async function rememberHash(sha256: string, imageKey: string): Promise<void> {
  await (await database()).ref(`${mediaHashesPath}/${sha256}`).set(imageKey);
}

/**
 * Removes an unused image's entry, answering the entry removed; an entry a row uses now is left and answered as
 * `inUse`. The check and the removal are one transaction: a row that starts using the image in between wins.
 */
export async function removeUnusedImage(
  imageKey: string,
): Promise<{ removed: MediaImage } | { inUse: MediaImage } | undefined> {
  let seen: MediaImage | undefined;
  let used = false;
  const { snapshot } = await (await database())
    .ref(mediaImagePath(imageKey))
    .transaction((current: unknown) => {
      seen = parsedImage(current);
      used = seen !== undefined && Object.keys(seen.uses ?? {}).length > 0;
      // A value of another shape is not the library's to remove; a used one stays as it is.
      return seen === undefined || used ? current : null;
    });
  await keepSearchListsInStep(imageKey, snapshot.val());
  if (seen === undefined) return undefined;
  return used ? { inUse: seen } : { removed: seen };
}

/** Removes an entry whatever it holds: the upload that wrote it failed. */
export async function removeEntry(imageKey: string): Promise<void> {
  await (await database()).ref(mediaImagePath(imageKey)).remove();
  await keepSearchListsInStep(imageKey, null);
}

/**
 * Sets the library's alt text of an image (or, `unlessDescribed`, only when it has none: the first description of
 * an image, given on a row or with the same bytes uploaded again, becomes the library's); answers the entry as it
 * is after, or undefined when there is none.
 */
export async function setImageAlt(
  imageKey: string,
  alt: string,
  { unlessDescribed = false } = {},
): Promise<MediaImage | undefined> {
  let after: MediaImage | undefined;
  let changed = false;
  const { snapshot } = await (await database())
    .ref(mediaImagePath(imageKey))
    .transaction((current: unknown) => {
      const image = parsedImage(current);
      after = image;
      changed = image !== undefined && !(unlessDescribed && image.alt !== undefined);
      if (image === undefined || !changed) return current;
      after = mediaImageOf({ ...factsOf(image), alt }, image.uses ?? {});
      return after;
    });
  if (changed) await keepSearchListsInStep(imageKey, snapshot.val());
  return after;
}

/** Forgets a content hash while it still names this image. */
export async function forgetHash(sha256: string, imageKey: string): Promise<void> {
  await (await database())
    .ref(`${mediaHashesPath}/${sha256}`)
    .transaction((current: unknown) => (current === imageKey ? null : current));
}
