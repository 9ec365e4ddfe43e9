import {
  addSiteItemInputSchema,
  callableNames,
  siteContentPath,
  siteContentTargets,
  siteItemListPath,
} from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { database } from '../platform/firebase.ts';
import { attributed } from './content-attribution.ts';
import { contentImages } from './content-images.ts';
import { type ContentNode, setNode } from './content-nodes.ts';
import { defaultImageBytes, defaultImageContentType, defaultImageFileName } from './default-image.ts';
import { storeThenReference } from './image-replacement.ts';

export const addSiteItem = adminCallable(
  callableNames.addSiteItem,
  addSiteItemInputSchema,
  async ({ target }, actor) => {
    const row = siteContentTargets[target];
    const id = (await database()).ref(siteItemListPath(target)).push().key;
    if (id === null) throw new Error('A pushed reference has a key');
    const path = siteContentPath(target, id);
    const create = (item: ContentNode) =>
      attributed(actor, { target, id }, { fields: item }, () => setNode(path, () => item));
    if (!('image' in row)) {
      await create({ ...row.newItem });
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
      (image) => create({ ...row.newItem, [row.image.field]: image.url }),
    );
    return { output: { id }, targets: [path, stored.objectPath] };
  },
);
