import {
  callableNames,
  mediaImageKey,
  siteContentPath,
  siteContentTargets,
} from '@management-center/contract';
import { removeEntry } from '../media/library-images.ts';
import { storeInLibrary } from '../media/store-library-image.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { attributed } from './content-attribution.ts';
import { contentImages } from './content-images.ts';
import { type ContentNode, changedAnything, createNode, nodeExists } from './content-nodes.ts';
import { defaultImageBytes, defaultImageContentType, defaultImageFileName } from './default-image.ts';
import { removeIfPossible } from './image-replacement.ts';

// The console names the new item (a push key) so that a call it sends again, its answer lost to a timeout or a
// dropped connection, finds the item the first one added and adds nothing: such a call changes nothing and names
// no target.
export const addSiteItem = teamCallable(callableNames.addSiteItem, async ({ target, id }, actor) => {
  const row = siteContentTargets[target];
  const path = siteContentPath(target, id);
  if (await nodeExists(path)) return { output: { id }, targets: [] };
  const create = (item: ContentNode) =>
    attributed(actor, { target, id }, { fields: item }, () => createNode(path, item));
  if (!('image' in row)) {
    const created = changedAnything(await create({ ...row.newItem }));
    return { output: { id }, targets: created ? [path] : [] };
  }
  const { stored, result } = await storeInLibrary(
    actor,
    {
      folder: row.image.folder,
      // The item id keeps two items added in the same millisecond from sharing one object.
      fileName: `${id}-${defaultImageFileName}`,
      bytes: defaultImageBytes,
      contentType: defaultImageContentType,
    },
    // Each item gets its own copy, so replacing one item's default image everywhere leaves the others alone.
    undefined,
    (image) => create({ ...row.newItem, [row.image.field]: image.url }),
  );
  if (changedAnything(result)) return { output: { id }, targets: [path, stored.objectPath] };
  // The same call, sent again, added the item while this one stored its image: nothing shows this copy.
  await removeEntry(mediaImageKey(stored.objectPath));
  await removeIfPossible(contentImages, stored.objectPath);
  return { output: { id }, targets: [] };
});
