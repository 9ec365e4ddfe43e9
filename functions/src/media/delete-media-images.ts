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

// Refuses the whole call when a named image is used: the administrator learns where before anything is deleted.
async function refuseUsedImages(imageKeys: readonly string[]): Promise<void> {
  for (const imageKey of imageKeys) {
    const image = await libraryImage(imageKey);
    const uses = image === undefined ? [] : imageUsesOf(image);
    if (uses.length > 0) {
      throw new HttpsError('failed-precondition', mediaMessages.inUse(uses.map(imageUsePlaceText)), {
        imageKey,
      });
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
  if ('imageKeys' in input) {
    await refuseUsedImages(input.imageKeys);
    await deleteImages(input.imageKeys);
  } else {
    // Page after page until a page deletes nothing: images that became used since they were listed stay.
    for (;;) {
      const before = deleted.length;
      await deleteImages(await unusedImageKeys());
      if (deleted.length === before) break;
    }
  }
  return { output: { deleted, bytes }, targets };
});
