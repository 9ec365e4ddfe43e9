import {
  callableNames,
  imageUseKey,
  mediaMessages,
  recordIdSchema,
  type SiteImageTargetName,
  siteContentPath,
  siteContentTargets,
  siteImageTargetNames,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { contentBucket, database } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { attributedFieldWrites, type ContentFieldsWrite } from '../site-content/content-attribution.ts';
import { nodeImageKey } from './image-keys.ts';
import { libraryImage } from './library-images.ts';

// The row a use key (`{target}` or `{target}:{itemId}`) names, when it names an image slot.
function imageUseOfKey(useKey: string): { target: SiteImageTargetName; itemId?: string } | undefined {
  const separator = useKey.indexOf(':');
  const targetName = separator === -1 ? useKey : useKey.slice(0, separator);
  const target = siteImageTargetNames.find((name) => name === targetName);
  if (target === undefined) return undefined;
  const itemId = separator === -1 ? undefined : useKey.slice(separator + 1);
  const isItem = siteContentTargets[target].kind === 'item';
  if (
    isItem !== (itemId !== undefined) ||
    (itemId !== undefined && !recordIdSchema.safeParse(itemId).success)
  ) {
    return undefined;
  }
  return itemId === undefined ? { target } : { target, itemId };
}

// Every row that shows the image, as the library knows it, takes the replacement (and its alt text: the old one
// described the old image) in one multi-path update. The Undo kept with the audit entry replaces back in exactly
// the rows this call changed.
export const replaceImageEverywhere = teamCallable(
  callableNames.replaceImageEverywhere,
  async ({ imageKey, replacementKey, only }, actor) => {
    if (imageKey === replacementKey) {
      throw new HttpsError('invalid-argument', mediaMessages.sameImage, { field: 'replacementKey' });
    }
    const [image, replacement] = await Promise.all([libraryImage(imageKey), libraryImage(replacementKey)]);
    if (image === undefined || replacement === undefined) {
      throw new HttpsError('not-found', mediaMessages.notInLibrary, {
        imageKey: image === undefined ? imageKey : replacementKey,
      });
    }
    const bucketName = (await contentBucket()).name;
    const realtimeDatabase = await database();
    const writes: ContentFieldsWrite[] = [];
    const replacedUses: string[] = [];
    // An Undo names its rows, read as they are: the library's uses of the image it puts back may not have caught up
    // with the replacement yet.
    const rows =
      only === undefined ? Object.values(image.uses ?? {}) : only.flatMap((key) => imageUseOfKey(key) ?? []);
    for (const use of rows) {
      const path = siteContentPath(use.target, use.itemId);
      // A row that shows another image by now (or is gone) is not this image's any more.
      const node: unknown = (await realtimeDatabase.ref(path).get()).val();
      if (nodeImageKey(use.target, node, bucketName) !== imageKey) continue;
      const { field, altField } = siteContentTargets[use.target].image;
      replacedUses.push(imageUseKey(use.target, use.itemId));
      writes.push({
        target: use.target,
        id: use.itemId,
        path,
        fields: { [field]: replacement.url, [altField]: replacement.alt ?? null },
      });
    }
    if (writes.length === 0) throw new HttpsError('failed-precondition', mediaMessages.notUsed, { imageKey });
    await attributedFieldWrites(actor, writes);
    return {
      output: { places: writes.length },
      targets: writes.map(({ path }) => path),
      undo: {
        callable: callableNames.replaceImageEverywhere,
        input: {
          imageKey: replacementKey,
          replacementKey: imageKey,
          only: replacedUses,
        },
      },
    };
  },
);
