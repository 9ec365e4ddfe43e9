import { isDeepStrictEqual } from 'node:util';
import {
  imageUseKey,
  imageUseOf,
  type SiteImageTargetName,
  siteContentTargets,
} from '@management-center/contract';
import { contentBucket, database } from '../platform/firebase.ts';
import { nodeImageKey } from './image-keys.ts';
import { setImageAlt, setImageUse } from './library-images.ts';

// A node rewritten again while its uses are followed is read once more; past this many passes its own later event
// finishes the work.
const maxPasses = 5;

function isNode(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keeps the library's uses of the images a content node showed before a write and shows now, and gives an image
 * without alt text the one its row has. The node is read as it is stored rather than taken from the event, and read again after the uses are written, so that a late, repeated
 * or overtaken event leaves the uses the node has now.
 */
export async function followImageUses(
  target: SiteImageTargetName,
  itemId: string | undefined,
  before: unknown,
  after: unknown,
): Promise<void> {
  const bucketName = (await contentBucket()).name;
  const node = (await database()).ref(siteContentTargets[target].path.replace('{id}', itemId ?? ''));
  const useKey = imageUseKey(target, itemId);
  const imageKeys = new Set(
    [nodeImageKey(target, before, bucketName), nodeImageKey(target, after, bucketName)].flatMap(
      (key) => key ?? [],
    ),
  );
  let current: unknown = (await node.get()).val();
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const currentKey = nodeImageKey(target, current, bucketName);
    if (currentKey !== undefined) imageKeys.add(currentKey);
    for (const imageKey of imageKeys) {
      const use =
        imageKey === currentKey && isNode(current) ? imageUseOf(target, itemId, current) : undefined;
      await setImageUse(imageKey, useKey, use);
    }
    const rowAlt = isNode(current) ? current[siteContentTargets[target].image.altField] : undefined;
    if (currentKey !== undefined && typeof rowAlt === 'string') {
      await setImageAlt(currentKey, rowAlt, { unlessDescribed: true });
    }
    const now: unknown = (await node.get()).val();
    if (isDeepStrictEqual(now, current)) return;
    current = now;
  }
}
