import { databasePaths, storageFolders } from '@management-center/contract';
import { contentBucket, database } from '../platform/firebase.ts';
import type { CleanupStore } from './cleanup.ts';
import { referencedObjectPaths } from './content-references.ts';

const contentTreePaths = [databasePaths.productWebsite, databasePaths.businessUserWebsite];

export async function firebaseCleanupStore(): Promise<CleanupStore> {
  const [bucket, realtimeDatabase] = await Promise.all([contentBucket(), database()]);
  const auditLog = realtimeDatabase.ref(databasePaths.auditLog);
  return {
    async listContentFolderObjects() {
      const listings = await Promise.all(
        storageFolders.map((folder) => bucket.getFiles({ prefix: `${folder}/` })),
      );
      return listings.flatMap(([files]) =>
        files.map((file) => ({ path: file.name, createdAt: Date.parse(file.metadata.timeCreated ?? '') })),
      );
    },
    async referencedObjectPaths() {
      const trees = await Promise.all(
        contentTreePaths.map(async (path) => (await realtimeDatabase.ref(path).get()).val()),
      );
      return referencedObjectPaths(trees, bucket.name);
    },
    async auditEntryIdsBefore(cutoff) {
      // startAt(0) leaves out entries without a numeric `at`, which sort first: their age is unknown.
      const entries = await auditLog.orderByChild('at').startAt(0).endBefore(cutoff).get();
      const ids: string[] = [];
      entries.forEach((entry) => {
        if (entry.key !== null) ids.push(entry.key);
      });
      return ids;
    },
    async removeAuditEntries(ids) {
      await auditLog.update(Object.fromEntries(ids.map((id) => [id, null])));
    },
    async deleteObject(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
