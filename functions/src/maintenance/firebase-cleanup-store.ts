import { databasePaths, storageFolders } from '@management-center/contract';
import type { Reference } from 'firebase-admin/database';
import { contentBucket, database } from '../platform/firebase.ts';
import type { CleanupStore } from './cleanup.ts';
import { referencedObjectPaths } from './content-references.ts';

const contentTreePaths = [databasePaths.productWebsite, databasePaths.businessUserWebsite];

// The ids of a list's children whose `child` is a number before `cutoff`. startAt(0) leaves out children without a
// numeric value there, which sort first: their age is unknown.
async function idsBefore(list: Reference, child: string, cutoff: number): Promise<string[]> {
  const entries = await list.orderByChild(child).startAt(0).endBefore(cutoff).get();
  const ids: string[] = [];
  entries.forEach((entry) => {
    if (entry.key !== null) ids.push(entry.key);
  });
  return ids;
}

// A past day holds at most one day's searches, and the daily cleanup removes it the day after: reading it whole
// to learn its key costs little.
async function keysBefore(list: Reference, lastKey: string): Promise<string[]> {
  const children = await list.orderByKey().endBefore(lastKey).get();
  const keys: string[] = [];
  children.forEach((child) => {
    if (child.key !== null) keys.push(child.key);
  });
  return keys;
}

function removalsOf(ids: readonly string[]): Record<string, null> {
  return Object.fromEntries(ids.map((id) => [id, null]));
}

export async function firebaseCleanupStore(): Promise<CleanupStore> {
  const [bucket, realtimeDatabase] = await Promise.all([contentBucket(), database()]);
  const auditLog = realtimeDatabase.ref(databasePaths.auditLog);
  const contentVersions = realtimeDatabase.ref(databasePaths.contentVersions);
  return {
    async listContentFolderObjects() {
      const listings = await Promise.all(
        storageFolders.map((folder) => bucket.getFiles({ prefix: `${folder}/` })),
      );
      return listings.flatMap(([files]) =>
        files.map((file) => ({ path: file.name, createdAt: Date.parse(file.metadata.timeCreated ?? '') })),
      );
    },
    async referencedObjectPaths(leavingOut) {
      const [versions, ...trees] = await Promise.all(
        [databasePaths.contentVersions, ...contentTreePaths].map(async (path) =>
          (await realtimeDatabase.ref(path).get()).val(),
        ),
      );
      // The versions are read whole: the retention bounds them, and every kept one protects its images.
      const keptVersions = Object.entries<unknown>(versions ?? {})
        .filter(([id]) => !leavingOut.has(id))
        .map(([, version]) => version);
      return referencedObjectPaths([...trees, ...keptVersions], bucket.name);
    },
    auditEntryIdsBefore: (cutoff) => idsBefore(auditLog, 'at', cutoff),
    async removeAuditEntries(ids) {
      await auditLog.update(removalsOf(ids));
    },
    contentVersionIdsBefore: (cutoff) => idsBefore(contentVersions, 'replacedAt', cutoff),
    async removeContentVersions(ids) {
      await contentVersions.update(removalsOf(ids));
    },
    async videoSearchDaysBefore(day) {
      const lists = [databasePaths.videoSearchCache, databasePaths.videoSearchUsage];
      const days = await Promise.all(lists.map((path) => keysBefore(realtimeDatabase.ref(path), day)));
      return [...new Set(days.flat())].sort();
    },
    async removeVideoSearchDays(days) {
      await realtimeDatabase.ref().update(
        Object.fromEntries(
          days.flatMap((day) => [
            [`${databasePaths.videoSearchCache}/${day}`, null],
            [`${databasePaths.videoSearchUsage}/${day}`, null],
          ]),
        ),
      );
    },
    async deleteObject(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
