import type { ImageContentType, StorageFolder } from '@management-center/contract';
import { logger } from 'firebase-functions/logger';

export interface NewContentImage {
  folder: StorageFolder;
  // Stored as `{Date.now()}{fileName}` (docs/product.md, Data).
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
  // Where a new image is stored: `{folder}/{Date.now()}{fileName}` (docs/product.md, Data).
  objectPathFor(image: NewContentImage): string;
  write(objectPath: string, image: NewContentImage): Promise<void>;
  // The URL (with its download token) the websites load the object from.
  downloadUrlOf(objectPath: string): Promise<string>;
  // Removing an object that is already gone succeeds.
  remove(objectPath: string): Promise<void>;
}

// An object nobody references is only clutter (the Media Library lists it as unused); a failure to remove one must not
// hide the outcome the caller is told about.
export async function removeIfPossible(objects: ContentImageObjects, objectPath: string): Promise<void> {
  try {
    await objects.remove(objectPath);
  } catch (error) {
    logger.warn(`Content image ${objectPath} was not removed; the Media Library lists it as unused`, error);
  }
}

// Stores the image, then lets `reference` write its URL into the content. Until that write succeeds nothing points
// at the new object, so when anything fails from the write of the object on (the write itself, which may have
// stored it anyway, its download URL, the reference) the object is removed again and the content stays as it was.
// A new image never deletes the one it replaces, so that no failure leaves the content pointing at a missing image
// and the replaced image's version can be restored; only the Media Library's Delete removes an unused image.
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
