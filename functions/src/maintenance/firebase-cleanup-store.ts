import {
  auditEntrySchema,
  databasePaths,
  exportsFolder,
  type MediaFilter,
  mediaLibraryPath,
  mediaOrderField,
  mediaOrderRange,
  splitIntoBatches,
  type UnusedImagesReport,
  usersOfAuditEntry,
  userTimelineOf,
} from '@management-center/contract';
import type { DataSnapshot, Reference } from 'firebase-admin/database';
import { contentBucket, database } from '../platform/firebase.ts';
import { type CleanupStore, removalsPerWrite } from './cleanup.ts';

const allUnused: MediaFilter = { website: 'all', folder: 'all', show: 'unused' };
// Entries read at a time: a page stays small whatever the library holds.
const unusedImagesPageSize = 500;

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

// The library's entries that no content row uses, a page at a time along their ordering key (the entry's key breaks
// a tie), counted with their sizes. Neither Storage nor the content is read.
async function unusedImagesIn(library: Reference): Promise<UnusedImagesReport> {
  const field = `order/${mediaOrderField(allUnused)}`;
  const { start, end } = mediaOrderRange(allUnused);
  let count = 0;
  let bytes = 0;
  let after: { value: string; key: string } | undefined;
  for (;;) {
    const ordered = library.orderByChild(field);
    const from = after === undefined ? ordered.startAt(start) : ordered.startAfter(after.value, after.key);
    const page = await from.endAt(end).limitToFirst(unusedImagesPageSize).get();
    const previous = after;
    let read = 0;
    page.forEach((entry) => {
      read += 1;
      count += 1;
      const size: unknown = entry.child('bytes').val();
      if (typeof size === 'number' && Number.isFinite(size) && size > 0) bytes += size;
      const value: unknown = entry.child(field).val();
      if (entry.key !== null && typeof value === 'string') after = { value, key: entry.key };
    });
    if (read < unusedImagesPageSize || after === previous) return { count, bytes };
  }
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
    async unusedLibraryImages() {
      return unusedImagesIn(realtimeDatabase.ref(mediaLibraryPath));
    },
    async exportFilesBefore(cutoff) {
      const [files] = await bucket.getFiles({ prefix: `${exportsFolder}/` });
      // An unknown creation time (NaN) never counts as old.
      return files
        .filter((file) => Date.parse(file.metadata.timeCreated ?? '') < cutoff)
        .map((file) => file.name);
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
