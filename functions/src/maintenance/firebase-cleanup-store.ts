import {
  auditEntrySchema,
  databasePaths,
  exportsFolder,
  splitIntoBatches,
  storageFolders,
  usersOfAuditEntry,
  userTimelineOf,
} from '@management-center/contract';
import type { DataSnapshot, Reference } from 'firebase-admin/database';
import { contentBucket, database } from '../platform/firebase.ts';
import { type CleanupStore, removalsPerWrite } from './cleanup.ts';
import { referencedObjectPaths } from './content-references.ts';

const contentTreePaths = [databasePaths.productWebsite, databasePaths.businessUserWebsite];

// A list's children whose `child` is a number before `cutoff`. startAt(0) leaves out children without a numeric
// value there, which sort first: their age is unknown.
async function childrenBefore(list: Reference, child: string, cutoff: number): Promise<DataSnapshot[]> {
  const entries = await list.orderByChild(child).startAt(0).endBefore(cutoff).get();
  const children: DataSnapshot[] = [];
  entries.forEach((entry) => {
    if (entry.key !== null) children.push(entry);
  });
  return children;
}

function keysOf(children: readonly DataSnapshot[]): string[] {
  return children.flatMap((child) => child.key ?? []);
}

// Where an audit entry was copied onto the timelines of the users it named (under its own key).
function timelineCopiesOf(entry: DataSnapshot): string[] {
  const parsed = auditEntrySchema.safeParse(entry.val());
  if (!parsed.success || entry.key === null) return [];
  const id = entry.key;
  return usersOfAuditEntry(parsed.data).map((userId) => `${userTimelineOf(userId)}/${id}`);
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
  // The timeline copies of each expired audit entry found by this run: they go with it.
  const expiredTimelineCopies = new Map<string, string[]>();
  return {
    async listContentFolderObjects() {
      const listings = await Promise.all(
        storageFolders.map((folder) => bucket.getFiles({ prefix: `${folder}/` })),
      );
      return listings.flatMap(([files]) =>
        files.map((file) => ({ path: file.name, createdAt: Date.parse(file.metadata.timeCreated ?? '') })),
      );
    },
    async exportFilesBefore(cutoff) {
      const [files] = await bucket.getFiles({ prefix: `${exportsFolder}/` });
      // An unknown creation time (NaN) never counts as old.
      return files
        .filter((file) => Date.parse(file.metadata.timeCreated ?? '') < cutoff)
        .map((file) => file.name);
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
    async auditEntryIdsBefore(cutoff) {
      const entries = await childrenBefore(auditLog, 'at', cutoff);
      for (const entry of entries) {
        if (entry.key !== null) expiredTimelineCopies.set(entry.key, timelineCopiesOf(entry));
      }
      return keysOf(entries);
    },
    // The copies first: a run that stops in between leaves the entry, whose copies the next run finds again.
    async removeAuditEntries(ids) {
      const copies = ids.flatMap((id) => expiredTimelineCopies.get(id) ?? []);
      for (const batch of splitIntoBatches(copies, removalsPerWrite)) {
        await realtimeDatabase.ref().update(removalsOf(batch));
      }
      await auditLog.update(removalsOf(ids));
    },
    async contentVersionIdsBefore(cutoff) {
      return keysOf(await childrenBefore(contentVersions, 'replacedAt', cutoff));
    },
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
