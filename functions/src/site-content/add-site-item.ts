import {
  addSiteItemInputSchema,
  callableNames,
  siteContentPath,
  siteContentTargets,
  siteItemListPath,
} from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { database } from '../platform/firebase.ts';
import { contentImages } from './content-images.ts';
import { defaultImageBytes, defaultImageContentType, defaultImageFileName } from './default-image.ts';
import { storeThenReference } from './image-replacement.ts';

export const addSiteItem = adminCallable(
  callableNames.addSiteItem,
  addSiteItemInputSchema,
  async ({ target }) => {
    const row = siteContentTargets[target];
    const itemRef = (await database()).ref(siteItemListPath(target)).push();
    const id = itemRef.key;
    if (id === null) throw new Error('A pushed reference has a key');
    const path = siteContentPath(target, id);
    if (!('image' in row)) {
      await itemRef.set(row.newItem);
      return { output: { id }, targets: [path] };
    }
    const { stored } = await storeThenReference(
      contentImages,
      {
        folder: row.image.folder,
        // The item id keeps two items added in the same millisecond from sharing one object.
        fileName: `${id}-${defaultImageFileName}`,
        bytes: defaultImageBytes,
        contentType: defaultImageContentType,
      },
      (image) => itemRef.set({ ...row.newItem, [row.image.field]: image.url }),
    );
    return { output: { id }, targets: [path, stored.objectPath] };
  },
);
