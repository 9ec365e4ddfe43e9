import {
  callableNames,
  mediaImagePath,
  mediaMessages,
  siteContentPath,
  siteContentTargets,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { contentBucket, database } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { attributedFieldWrites, type ContentFieldsWrite } from '../site-content/content-attribution.ts';
import { nodeImageKey } from './image-keys.ts';
import { setImageAlt } from './library-images.ts';

// The library's alt text of an image, and the alt text beside it in every row that shows it: the websites read it
// from the rows.
export const updateMediaImageAlt = teamCallable(
  callableNames.updateMediaImageAlt,
  async ({ imageKey, alt }, actor) => {
    const image = await setImageAlt(imageKey, alt);
    if (image === undefined) throw new HttpsError('not-found', mediaMessages.notInLibrary, { imageKey });
    const bucketName = (await contentBucket()).name;
    const realtimeDatabase = await database();
    const writes: ContentFieldsWrite[] = [];
    for (const use of Object.values(image.uses ?? {})) {
      const path = siteContentPath(use.target, use.itemId);
      const node: unknown = (await realtimeDatabase.ref(path).get()).val();
      const { altField } = siteContentTargets[use.target].image;
      const shown = nodeImageKey(use.target, node, bucketName) === imageKey;
      const current =
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[altField] : undefined;
      if (shown && current !== alt)
        writes.push({ target: use.target, id: use.itemId, path, fields: { [altField]: alt } });
    }
    if (writes.length > 0) await attributedFieldWrites(actor, writes);
    return {
      output: { places: writes.length },
      targets: [mediaImagePath(imageKey), ...writes.map(({ path }) => path)],
    };
  },
);
