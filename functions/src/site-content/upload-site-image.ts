import {
  callableNames,
  imageBytesProblem,
  siteContentPath,
  siteContentTargets,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { teamCallable } from '../platform/team-callable.ts';
import { attributed } from './content-attribution.ts';
import { contentImages } from './content-images.ts';
import { changeContentNode, nodeExists, siteItemNotFound } from './content-nodes.ts';
import { storeThenReference } from './image-replacement.ts';

// The replaced image stays in Storage: the version the replacement keeps shows it and can be restored. The
// cleanup deletes it once no content and no kept version shows it any more.
export const uploadSiteImage = teamCallable(callableNames.uploadSiteImage, async (input, actor) => {
  const bytes = Buffer.from(input.data, 'base64');
  const problem = imageBytesProblem(bytes, input.contentType);
  if (problem) throw new HttpsError('invalid-argument', problem, { field: 'data' });

  const { field, folder } = siteContentTargets[input.target].image;
  // The input schema gives items an id and main nodes (the about-us headers) none.
  const node = { target: input.target, id: 'id' in input ? input.id : undefined };
  const path = siteContentPath(node.target, node.id);
  // Checked before storing anything, and again by the write: the item may be deleted during the upload.
  if (node.id !== undefined && !(await nodeExists(path))) throw siteItemNotFound(node.target, node.id);

  const { stored } = await storeThenReference(
    contentImages,
    { folder, fileName: input.fileName, bytes, contentType: input.contentType },
    ({ url }) =>
      attributed(actor, node, { fields: { [field]: url } }, () =>
        changeContentNode(node.target, node.id, (current) => ({ ...current, [field]: url })),
      ),
  );
  return {
    output: { url: stored.url, objectPath: stored.objectPath },
    targets: [path, stored.objectPath],
  };
});
