import {
  callableNames,
  deleteSiteItemInputSchema,
  siteContentPath,
  siteContentTargets,
} from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { contentImages } from './content-images.ts';
import { changeExistingNode, siteItemNotFound } from './content-nodes.ts';
import { removeReferencedImage } from './image-replacement.ts';

// The item first, then its image: a failure in between leaves an unreferenced object for the cleanup, never an
// item without its image.
export const deleteSiteItem = adminCallable(
  callableNames.deleteSiteItem,
  deleteSiteItemInputSchema,
  async ({ target, id }) => {
    const row = siteContentTargets[target];
    const path = siteContentPath(target, id);
    const removed = await changeExistingNode(path, () => null);
    if (!removed) throw siteItemNotFound(target, id);
    const deletedObjectPath =
      'image' in row
        ? await removeReferencedImage(contentImages, removed[row.image.field], row.image.folder)
        : undefined;
    return { output: { id }, targets: deletedObjectPath ? [path, deletedObjectPath] : [path] };
  },
);
