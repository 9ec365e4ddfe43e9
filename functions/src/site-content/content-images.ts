import { randomUUID } from 'node:crypto';
import { contentBucket, downloadUrl } from '../platform/firebase.ts';
import type { ContentImageObjects } from './image-replacement.ts';

// Content images in the project bucket, written with the admin SDK (no client may write Storage).
export const contentImages: ContentImageObjects = {
  objectPathFor({ folder, fileName }) {
    return `${folder}/${Date.now()}${fileName}`;
  },

  async write(objectPath, { bytes, contentType }) {
    await (await contentBucket()).file(objectPath).save(bytes, {
      contentType,
      resumable: false,
      // Objects written through the admin SDK get no download token; the websites need one for the URL.
      metadata: { metadata: { firebaseStorageDownloadTokens: randomUUID() } },
    });
  },

  async downloadUrlOf(objectPath) {
    return downloadUrl((await contentBucket()).file(objectPath));
  },

  async remove(objectPath) {
    await (await contentBucket()).file(objectPath).delete({ ignoreNotFound: true });
  },
};
