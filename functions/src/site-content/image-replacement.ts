import type { ImageContentType, StorageFolder } from '@management-center/contract';
import { logger } from 'firebase-functions/logger';

export interface NewContentImage {
  folder: StorageFolder;
  // Stored as `{Date.now()}{fileName}` (spec section 3).
  fileName: string;
  bytes: Uint8Array;
  contentType: ImageContentType;
}

interface StoredContentImage {
  objectPath: string;
  url: string;
}

// The Storage side of content images; the functions use the project bucket, the unit tests a stand-in.
export interface ContentImageObjects {
  // Where a new image is stored: `{folder}/{Date.now()}{fileName}` (spec section 3).
  objectPathFor(image: NewContentImage): string;
  write(objectPath: string, image: NewContentImage): Promise<void>;
  // The URL (with its download token) the websites load the object from.
  downloadUrlOf(objectPath: string): Promise<string>;
  // Removing an object that is already gone succeeds.
  remove(objectPath: string): Promise<void>;
  // The object a node's image URL names, when it is one the functions stored in that folder of their bucket.
  objectPathOf(url: string, folder: StorageFolder): Promise<string | undefined>;
}

// An object nobody references is only clutter (the daily cleanup removes it); a failure to remove one must not
// hide the outcome the caller is told about.
async function removeIfPossible(objects: ContentImageObjects, objectPath: string): Promise<boolean> {
  try {
    await objects.remove(objectPath);
    return true;
  } catch (error) {
    logger.warn(`Content image ${objectPath} was not removed; the daily cleanup will remove it`, error);
    return false;
  }
}

// Stores the image, then lets `reference` write its URL into the content. Until that write succeeds nothing points
// at the new object, so when anything fails from the write of the object on (the write itself, which may have
// stored it anyway, its download URL, the reference) the object is removed again and the content stays as it was.
export async function storeThenReference<Result>(
  objects: ContentImageObjects,
  image: NewContentImage,
  reference: (stored: StoredContentImage) => Promise<Result>,
): Promise<{ stored: StoredContentImage; result: Result }> {
  const objectPath = objects.objectPathFor(image);
  try {
    await objects.write(objectPath, image);
    const stored = { objectPath, url: await objects.downloadUrlOf(objectPath) };
    return { stored, result: await reference(stored) };
  } catch (error) {
    await removeIfPossible(objects, objectPath);
    throw error;
  }
}

// The object a replaced image URL names, when it can be told: a failure here must not turn the replacement that
// is already stored into a reported failure.
async function replacedObjectPathOf(
  objects: ContentImageObjects,
  url: string,
  folder: StorageFolder,
): Promise<string | undefined> {
  try {
    return await objects.objectPathOf(url, folder);
  } catch (error) {
    logger.warn(
      `The object of the replaced image ${url} could not be told; the daily cleanup will remove it`,
      error,
    );
    return undefined;
  }
}

interface ImageReplacement {
  stored: StoredContentImage;
  // The object of the replaced image, when it was one of ours and is now deleted.
  deletedObjectPath: string | undefined;
}

// Replacing an image: the new object first, then the node's reference to it, and only then the deletion of the
// object it replaced, so that no failure leaves the content pointing at a missing image. `writeReference` writes
// the URL and answers the URL it replaced.
export async function replaceImage(
  objects: ContentImageObjects,
  image: NewContentImage,
  writeReference: (url: string) => Promise<string | undefined>,
): Promise<ImageReplacement> {
  const { stored, result: replacedUrl } = await storeThenReference(objects, image, (newImage) =>
    writeReference(newImage.url),
  );
  const replacedObjectPath =
    replacedUrl === undefined ? undefined : await replacedObjectPathOf(objects, replacedUrl, image.folder);
  const deleted =
    replacedObjectPath !== undefined &&
    replacedObjectPath !== stored.objectPath &&
    (await removeIfPossible(objects, replacedObjectPath));
  return { stored, deletedObjectPath: deleted ? replacedObjectPath : undefined };
}

// Deleting an item's image after the item is gone.
export async function removeReferencedImage(
  objects: ContentImageObjects,
  url: unknown,
  folder: StorageFolder,
): Promise<string | undefined> {
  const objectPath = typeof url === 'string' ? await objects.objectPathOf(url, folder) : undefined;
  if (objectPath === undefined) return undefined;
  return (await removeIfPossible(objects, objectPath)) ? objectPath : undefined;
}
