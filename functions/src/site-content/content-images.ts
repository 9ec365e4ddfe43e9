import { randomUUID } from 'node:crypto';
import { contentImageLocation } from '@management-center/contract';
import { contentBucket, downloadUrl } from '../platform/firebase.ts';
import type { ContentImageObjects } from './image-replacement.ts';

// Content images in the project bucket, written with the admin SDK (no client may write Storage).
export const contentImages: ContentImageObjects = {
  async store({ folder, fileName, bytes, contentType }) {
    const file = (await contentBucket()).file(`${folder}/${Date.now()}${fileName}`);
    await file.save(bytes, {
      contentType,
      resumable: false,
      // Objects written through the admin SDK get no download token; the websites need one for the URL.
      metadata: { metadata: { firebaseStorageDownloadTokens: randomUUID() } },
    });
    return { objectPath: file.name, url: await downloadUrl(file) };
  },

  async remove(objectPath) {
    await (await contentBucket()).file(objectPath).delete({ ignoreNotFound: true });
  },

  async objectPathOf(url, folder) {
    const location = contentImageLocation(url, (await contentBucket()).name);
    return location?.folder === folder ? location.objectPath : undefined;
  },
};
