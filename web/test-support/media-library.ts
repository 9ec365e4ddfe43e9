import {
  type ContentAuthor,
  type ImageUse,
  imageUseKey,
  imageUseOf,
  type MediaImage,
  mediaImageKey,
  mediaImageOf,
  mediaImagePath,
  mediaSearchGramCountPath,
  mediaSearchGramsOfValue,
  mediaSearchItemPath,
  mediaSearchValueOf,
  type SiteImageTargetName,
  type StorageFolder,
  searchGramKey,
} from '@management-center/contract';
import { storedData } from './live-database.ts';

// Entries of the media library as the server keeps them (with their ordering keys and search lists), stored in the
// fake database (live-database.ts) for the library's screen and picker to read.

export interface TestImage {
  fileName: string;
  folder: StorageFolder;
  uploadedAt: number;
  bytes?: number;
  width?: number;
  height?: number;
  alt?: string;
  uploadedBy?: ContentAuthor;
  // The rows that show it: a target, the item's id, and the item's node as its screen names it.
  uses?: readonly { target: SiteImageTargetName; itemId?: string; node?: Record<string, unknown> }[];
}

export interface StoredTestImage {
  key: string;
  image: MediaImage;
}

export function libraryEntry(spec: TestImage): StoredTestImage {
  const objectPath = `${spec.folder}/${spec.uploadedAt}${spec.fileName}`;
  const uses: Record<string, ImageUse> = {};
  for (const { target, itemId, node = {} } of spec.uses ?? []) {
    uses[imageUseKey(target, itemId)] = imageUseOf(target, itemId, node);
  }
  const image = mediaImageOf(
    {
      objectPath,
      folder: spec.folder,
      fileName: spec.fileName,
      url: `https://storage.example/${encodeURIComponent(objectPath)}`,
      bytes: spec.bytes ?? 50_000,
      contentType: 'image/png',
      uploadedAt: spec.uploadedAt,
      ...(spec.width === undefined ? {} : { width: spec.width }),
      ...(spec.height === undefined ? {} : { height: spec.height }),
      ...(spec.alt === undefined ? {} : { alt: spec.alt }),
      ...(spec.uploadedBy === undefined ? {} : { uploadedBy: spec.uploadedBy }),
    },
    uses,
  );
  return { key: mediaImageKey(objectPath), image };
}

// Lists the image under each gram of its file name and alt text, as the server does, and counts it in each list's size.
function storeSearchLists({ key, image }: StoredTestImage): void {
  const value = mediaSearchValueOf(image);
  for (const gram of mediaSearchGramsOfValue(value)) {
    storedData.set(mediaSearchItemPath(gram, key), value);
    const sizePath = mediaSearchGramCountPath(searchGramKey(gram));
    const size = storedData.read(sizePath);
    storedData.set(sizePath, (typeof size === 'number' ? size : 0) + 1);
  }
}

/** Stores the images in the library, each under its key; gives them back with their keys, in the order given. */
export function storeLibraryImages(specs: readonly TestImage[]): StoredTestImage[] {
  return specs.map((spec) => {
    const entry = libraryEntry(spec);
    storedData.set(mediaImagePath(entry.key), entry.image);
    storeSearchLists(entry);
    return entry;
  });
}

/** `count` unused images, "photo-1.png" the oldest, uploaded a minute apart from `firstAt`. */
export function numberedImages(
  count: number,
  firstAt: number,
  folder: StorageFolder = 'AboutMembers',
): TestImage[] {
  return Array.from({ length: count }, (_, index) => ({
    fileName: `photo-${index + 1}.png`,
    folder,
    uploadedAt: firstAt + index * 60_000,
    alt: `Photo ${index + 1}`,
  }));
}
