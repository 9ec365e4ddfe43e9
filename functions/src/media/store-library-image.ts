import { createHash } from 'node:crypto';
import { mediaImageKey } from '@management-center/contract';
import { authorOf } from '../platform/content-author.ts';
import type { Actor } from '../platform/team-callable.ts';
import { contentImages } from '../site-content/content-images.ts';
import { type NewContentImage, storeThenReference } from '../site-content/image-replacement.ts';
import {
  imageWithHash,
  newImageFacts,
  rememberHash,
  removeEntry,
  setImageAlt,
  writeImageFacts,
} from './library-images.ts';

export interface StoredLibraryImage {
  objectPath: string;
  url: string;
}

interface LibraryUpload extends NewContentImage {
  alt?: string | undefined;
}

/**
 * Stores a new image in Storage and the media library, then lets `reference` put its URL in the content; when
 * anything fails before the reference is written, the object and its entry are removed again.
 */
export async function storeInLibrary<Result>(
  actor: Actor,
  image: LibraryUpload,
  sha256: string | undefined,
  reference: (stored: StoredLibraryImage) => Promise<Result>,
): Promise<{ stored: StoredLibraryImage; result: Result }> {
  return storeThenReference(contentImages, image, async (stored) => {
    const imageKey = mediaImageKey(stored.objectPath);
    const facts = newImageFacts({ ...stored, ...image, uploadedBy: authorOf(actor), sha256 }, Date.now());
    await writeImageFacts(imageKey, facts);
    try {
      const result = await reference(stored);
      if (sha256 !== undefined) await rememberHash(sha256, imageKey);
      return result;
    } catch (error) {
      await removeEntry(imageKey);
      throw error;
    }
  });
}

/**
 * An upload: bytes the library holds already are not stored again, the row takes the stored file (and the library
 * its alt text, when it had none); other bytes are stored as a new image.
 */
export async function uploadToLibrary<Result>(
  actor: Actor,
  image: LibraryUpload,
  reference: (stored: StoredLibraryImage) => Promise<Result>,
): Promise<{ stored: StoredLibraryImage; result: Result }> {
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  const known = await imageWithHash(sha256);
  if (known === undefined) return storeInLibrary(actor, image, sha256, reference);
  const stored = { objectPath: known.image.objectPath, url: known.image.url };
  const result = await reference(stored);
  if (image.alt !== undefined) await setImageAlt(known.imageKey, image.alt, { unlessDescribed: true });
  return { stored, result };
}
