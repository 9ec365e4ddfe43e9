import {
  callableNames,
  imageBytesProblem,
  siteContentPath,
  siteContentTargets,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { uploadToLibrary } from '../media/store-library-image.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { saveIntoRelease } from '../releases/save-into-release.ts';
import { attributed } from './content-attribution.ts';
import { changeContentNode, nodeExists, siteItemNotFound } from './content-nodes.ts';

// Into a release, the row's change there takes the image and the live row stays as it is. The replaced image stays in Storage and in the media library: the version the replacement keeps shows it and can
// be restored, and only the library's Delete removes a file nothing uses. Bytes the library holds already are not
// stored twice: the row takes the stored file.
export const uploadSiteImage = teamCallable(callableNames.uploadSiteImage, async (input, actor) => {
  const bytes = Buffer.from(input.data, 'base64');
  const problem = imageBytesProblem(bytes, input.contentType);
  if (problem) throw new HttpsError('invalid-argument', problem, { field: 'data' });

  const { field, altField, folder } = siteContentTargets[input.target].image;
  const altFields = input.alt === undefined ? {} : { [altField]: input.alt };
  // The input schema gives items an id and main nodes (the about-us headers) none.
  const node = { target: input.target, id: 'id' in input ? input.id : undefined };
  const path = siteContentPath(node.target, node.id);
  const { releaseId } = input;
  // Checked before storing anything, and again by the write: the item may be deleted during the upload. An item a
  // release adds is not live yet: the release's save checks it.
  if (releaseId === undefined && node.id !== undefined && !(await nodeExists(path))) {
    throw siteItemNotFound(node.target, node.id);
  }

  const { stored, result: targets } = await uploadToLibrary(
    actor,
    { folder, fileName: input.fileName, bytes, contentType: input.contentType, alt: input.alt },
    async ({ url }) => {
      const fields = { [field]: url, ...altFields };
      if (releaseId !== undefined) {
        return saveIntoRelease(actor, releaseId, { target: node.target, itemId: node.id }, fields);
      }
      await attributed(actor, node, { fields }, () =>
        changeContentNode(node.target, node.id, (current) => ({ ...current, ...fields })),
      );
      return [path];
    },
  );
  return {
    output: { url: stored.url, objectPath: stored.objectPath },
    targets: [...targets, stored.objectPath],
  };
});
