import {
  contentFolderOf,
  databasePaths,
  type ImageUse,
  mediaImageKey,
  mediaImageOf,
  mediaImagePath,
  mediaLibraryPath,
  storageFolders,
} from '@management-center/contract';
import { contentBucket, database } from '../platform/firebase.ts';
import { imageUsesInContent, nodeReader } from './image-keys.ts';
import { factsOf, parsedImage, storedObjectFacts, writeImageFacts } from './library-images.ts';
import { rebuildMediaSearch } from './media-search-lists.ts';

/**
 * Builds the media library from what is stored: an entry for every object of the six content folders that has
 * none, the uses of every entry as a scan of both websites' content finds them, and the search lists of the
 * entries (every list, listed value and list size set to what the entries give, whatever was there). For a project
 * whose images were stored before the library, and for the demo seed.
 */
export async function backfillMediaLibrary(): Promise<{ images: number; used: number }> {
  const bucket = await contentBucket();
  const realtimeDatabase = await database();
  const library = ((await realtimeDatabase.ref(mediaLibraryPath).get()).val() ?? {}) as Record<
    string,
    unknown
  >;
  const listings = await Promise.all(
    storageFolders.map((folder) => bucket.getFiles({ prefix: `${folder}/` })),
  );
  for (const file of listings.flatMap(([files]) => files)) {
    if (contentFolderOf(file.name) === undefined) continue;
    const imageKey = mediaImageKey(file.name);
    if (parsedImage(library[imageKey]) !== undefined) continue;
    const facts = await storedObjectFacts(file.name);
    if (facts !== undefined) await writeImageFacts(imageKey, facts);
  }
  const trees = Object.fromEntries(
    await Promise.all(
      [databasePaths.productWebsite, databasePaths.businessUserWebsite].map(
        async (path) => [path, (await realtimeDatabase.ref(path).get()).val()] as const,
      ),
    ),
  );
  const usesByImage = new Map<string, Record<string, ImageUse>>();
  for (const { imageKey, useKey, use } of imageUsesInContent(nodeReader(trees), bucket.name)) {
    usesByImage.set(imageKey, { ...usesByImage.get(imageKey), [useKey]: use });
  }
  const entries = ((await realtimeDatabase.ref(mediaLibraryPath).get()).val() ?? {}) as Record<
    string,
    unknown
  >;
  let used = 0;
  const rebuilt: Record<string, unknown> = {};
  for (const [imageKey, value] of Object.entries(entries)) {
    const image = parsedImage(value);
    if (image === undefined) continue;
    const uses = usesByImage.get(imageKey) ?? {};
    if (Object.keys(uses).length > 0) used += 1;
    // An alt text or upload written meanwhile is kept: only the uses are the scan's.
    const { snapshot } = await realtimeDatabase
      .ref(mediaImagePath(imageKey))
      .transaction((current: unknown) => {
        const now = parsedImage(current);
        return now === undefined ? current : mediaImageOf(factsOf(now), uses);
      });
    rebuilt[imageKey] = snapshot.val();
  }
  await rebuildMediaSearch(rebuilt);
  return { images: Object.keys(entries).length, used };
}
