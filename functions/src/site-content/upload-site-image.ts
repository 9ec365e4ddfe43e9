import {
  callableNames,
  imageBytesProblem,
  siteContentPath,
  siteContentTargets,
  uploadSiteImageInputSchema,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { adminCallable } from '../platform/admin-callable.ts';
import { contentImages } from './content-images.ts';
import {
  type ContentNode,
  changeExistingNode,
  changeNode,
  nodeExists,
  siteItemNotFound,
} from './content-nodes.ts';
import { replaceImage } from './image-replacement.ts';

function imageUrlIn(node: ContentNode | undefined, field: string): string | undefined {
  const url = node?.[field];
  return typeof url === 'string' ? url : undefined;
}

export const uploadSiteImage = adminCallable(
  callableNames.uploadSiteImage,
  uploadSiteImageInputSchema,
  async (input) => {
    const bytes = Buffer.from(input.data, 'base64');
    const problem = imageBytesProblem(bytes, input.contentType);
    if (problem) throw new HttpsError('invalid-argument', problem, { field: 'data' });

    const { field, folder } = siteContentTargets[input.target].image;
    // The input schema gives items an id and main nodes (the about-us headers) none.
    const item = 'id' in input ? { target: input.target, id: input.id } : undefined;
    const path = siteContentPath(input.target, item?.id);
    // Checked before storing anything, and again by the write: the item may be deleted during the upload.
    if (item && !(await nodeExists(path))) throw siteItemNotFound(item.target, item.id);

    const { stored, deletedObjectPath } = await replaceImage(
      contentImages,
      { folder, fileName: input.fileName, bytes, contentType: input.contentType },
      async (url) => {
        const setImage = (node: ContentNode) => ({ ...node, [field]: url });
        if (!item) return imageUrlIn(await changeNode(path, setImage), field);
        const before = await changeExistingNode(path, setImage);
        if (!before) throw siteItemNotFound(item.target, item.id);
        return imageUrlIn(before, field);
      },
    );
    return {
      output: { url: stored.url, objectPath: stored.objectPath },
      targets: [path, stored.objectPath, ...(deletedObjectPath ? [deletedObjectPath] : [])],
    };
  },
);
