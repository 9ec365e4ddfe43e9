import {
  callableNames,
  mediaMessages,
  siteContentPath,
  siteContentTargets,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { teamCallable } from '../platform/team-callable.ts';
import { saveIntoRelease } from '../releases/save-into-release.ts';
import { attributed } from '../site-content/content-attribution.ts';
import { changeContentNode } from '../site-content/content-nodes.ts';
import { libraryImage } from './library-images.ts';

// A row takes an image the library holds, with the alt text given or else the library's, live or in a release;
// nothing is stored.
export const chooseLibraryImage = teamCallable(callableNames.chooseLibraryImage, async (input, actor) => {
  const image = await libraryImage(input.imageKey);
  if (image === undefined) {
    throw new HttpsError('not-found', mediaMessages.notInLibrary, { imageKey: input.imageKey });
  }
  const { field, altField } = siteContentTargets[input.target].image;
  const alt = input.alt ?? image.alt;
  const fields = { [field]: image.url, ...(alt === undefined ? {} : { [altField]: alt }) };
  // The input schema gives items an id and main nodes (the about-us headers) none.
  const node = { target: input.target, id: 'id' in input ? input.id : undefined };
  if (input.releaseId !== undefined) {
    const targets = await saveIntoRelease(
      actor,
      input.releaseId,
      { target: node.target, itemId: node.id },
      fields,
    );
    return { output: { url: image.url }, targets };
  }
  await attributed(actor, node, { fields }, () =>
    changeContentNode(node.target, node.id, (current) => ({ ...current, ...fields })),
  );
  return { output: { url: image.url }, targets: [siteContentPath(node.target, node.id)] };
});
