import {
  callableNames,
  imageUsePlaceText,
  imageUsesOf,
  mediaImagePath,
  mediaLibraryPath,
  mediaMessages,
  mediaOrderField,
  mediaOrderRange,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { contentBucket, database } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { imagesInOpenReleases } from '../releases/open-release-images.ts';
import { forgetHash, libraryImage, removeUnusedImage } from './library-images.ts';

const unusedPageSize = 500;
const allUnused = { website: 'all', folder: 'all', show: 'unused' } as const;

async function unusedImageKeys(): Promise<string[]> {
  const { start, end } = mediaOrderRange(allUnused);
  const page = await (await database())
    .ref(mediaLibraryPath)
    .orderByChild(`order/${mediaOrderField(allUnused)}`)
    .startAt(start)
    .endAt(end)
    .limitToFirst(unusedPageSize)
    .get();
  const keys: string[] = [];
  page.forEach((child) => {
    if (child.key !== null) keys.push(child.key);
  });
  return keys;
}

// Refuses the whole call when a named image is used, live or by a release to be published: the administrator
// learns where before anything is deleted.
async function refuseUsedImages(
  imageKeys: readonly string[],
  inReleases: ReadonlyMap<string, string[]>,
): Promise<void> {
  for (const imageKey of imageKeys) {
    const image = await libraryImage(imageKey);
    if (image === undefined) continue;
    const places = [...imageUsesOf(image).map(imageUsePlaceText), ...(inReleases.get(image.url) ?? [])];
    if (places.length > 0) {
      throw new HttpsError('failed-precondition', mediaMessages.inUse(places), { imageKey });
    }
  }
}

// The library's Delete is the only way a content image leaves Storage: the entry goes first, in a transaction that
// refuses an image a row uses (a row that took it since the check wins), then the file.
export const deleteMediaImages = teamCallable(callableNames.deleteMediaImages, async (input) => {
  const bucket = await contentBucket();
  const deleted: string[] = [];
  const targets: string[] = [];
  let bytes = 0;
  const deleteImages = async (imageKeys: readonly string[]) => {
    for (const imageKey of imageKeys) {
      const outcome = await removeUnusedImage(imageKey);
      if (outcome === undefined || 'inUse' in outcome) continue;
      const { removed } = outcome;
      if (removed.sha256 !== undefined) await forgetHash(removed.sha256, imageKey);
      await bucket.file(removed.objectPath).delete({ ignoreNotFound: true });
      deleted.push(imageKey);
      targets.push(mediaImagePath(imageKey), removed.objectPath);
      bytes += removed.bytes;
    }
  };
  const inReleases = await imagesInOpenReleases();
  if ('imageKeys' in input) {
    await refuseUsedImages(input.imageKeys, inReleases);
    await deleteImages(input.imageKeys);
  } else {
    // Page after page until a page deletes nothing: images that became used since they were listed stay, and so do
    // those a release will publish.
    for (;;) {
      const before = deleted.length;
      const unused = await unusedImageKeys();
      const notInReleases: string[] = [];
      for (const imageKey of unused) {
        const image = await libraryImage(imageKey);
        if (image !== undefined && !inReleases.has(image.url)) notInReleases.push(imageKey);
      }
      await deleteImages(notInReleases);
      if (deleted.length === before) break;
    }
  }
  return { output: { deleted, bytes }, targets };
});
