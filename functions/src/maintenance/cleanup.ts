import {
  dayMs,
  exportLinkLifetimeMs,
  type RunCleanupOutput,
  splitIntoBatches,
  type UnusedImagesReport,
  utcDayOfOrThrow,
} from '@management-center/contract';
import { mapWithBoundedConcurrency } from '../platform/bounded-concurrency.ts';

/** What the cleanup reads and deletes; the Firebase implementation is firebase-cleanup-store.ts. */
export interface CleanupStore {
  /** How many of the media library's images no content row uses, and their total size, from its read model. */
  unusedLibraryImages(): Promise<UnusedImagesReport>;
  /** The ids of the content versions replaced before `cutoff` (ms). */
  contentVersionIdsBefore(cutoff: number): Promise<string[]>;
  /** Removes the versions in one atomic write. */
  removeContentVersions(ids: readonly string[]): Promise<void>;
  /** The ids of the audit entries whose `at` is before `cutoff` (ms). */
  auditEntryIdsBefore(cutoff: number): Promise<string[]>;
  /** Removes the entries, each after its copies on the timelines of the users it named. */
  removeAuditEntries(ids: readonly string[]): Promise<void>;
  /** The UTC days (yyyy-mm-dd) before `day` that still have a video search cache or search counts. */
  videoSearchDaysBefore(day: string): Promise<string[]>;
  /** Removes the cache and the search counts of the days in one atomic write. */
  removeVideoSearchDays(days: readonly string[]): Promise<void>;
  /** The paths of the exports' files written before `cutoff` (ms). */
  exportFilesBefore(cutoff: number): Promise<string[]>;
  /** Deletes one object; an object that is already gone is not an error. */
  deleteObject(path: string): Promise<void>;
}

interface CleanupOptions {
  /** ms since the epoch; injected so that the age rules can be tested. */
  now: number;
  /** How long audit entries are kept. */
  retentionDays: number;
  /** How long the previous versions of website content are kept. */
  contentHistoryRetentionDays: number;
  dryRun: boolean;
}

// A multi-path update of this many removals stays far below the database's write size limit.
export const removalsPerWrite = 5000;
const concurrentObjectDeletions = 10;

// A retention of 0 or less would remove the whole audit log or history: a misconfiguration must stop the cleanup
// instead.
function cutoffOf(now: number, retentionDays: number, what: string): number {
  if (!Number.isInteger(retentionDays) || retentionDays < 1) {
    throw new Error(
      `The ${what} retention must be a whole number of days, at least 1; it is ${retentionDays}`,
    );
  }
  return now - retentionDays * dayMs;
}

async function inBatches(
  ids: readonly string[],
  size: number,
  remove: (batch: readonly string[]) => Promise<void>,
): Promise<void> {
  for (const batch of splitIntoBatches(ids, size)) await remove(batch);
}

// Every deletion is tried even when one fails, so one stuck object does not keep the others forever.
async function deleteObjects(
  store: Pick<CleanupStore, 'deleteObject'>,
  paths: readonly string[],
  what: string,
): Promise<void> {
  const outcomes = await mapWithBoundedConcurrency(paths, concurrentObjectDeletions, async (path) => {
    try {
      await store.deleteObject(path);
      return undefined;
    } catch (reason) {
      return { path, reason };
    }
  });
  const failures = outcomes.filter((outcome) => outcome !== undefined);
  if (failures.length > 0) {
    throw new AggregateError(
      failures.map(({ reason }) => reason),
      `${failures.length} of ${paths.length} ${what} could not be deleted: ${failures.map(({ path }) => path).join(', ')}`,
    );
  }
}

/**
 * Finds the audit entries and content versions older than their retentions, the video search cache and counts of
 * past UTC days, and the exports' files whose link has expired; deletes them unless this is a dry run. Either way it
 * answers what it found, with the count and total size of the media library's unused images, which it never deletes:
 * the library's Delete is the only way a content image leaves Storage.
 */
export async function cleanUp(store: CleanupStore, options: CleanupOptions): Promise<RunCleanupOutput> {
  const { now, dryRun } = options;
  const auditCutoff = cutoffOf(now, options.retentionDays, 'audit');
  const versionCutoff = cutoffOf(now, options.contentHistoryRetentionDays, 'content history');
  const auditEntryIds = await store.auditEntryIdsBefore(auditCutoff);
  const versionIds = await store.contentVersionIdsBefore(versionCutoff);
  const videoSearchDays = await store.videoSearchDaysBefore(utcDayOfOrThrow(now));
  const exportFiles = await store.exportFilesBefore(now - exportLinkLifetimeMs);
  const unusedImages = await store.unusedLibraryImages();
  if (!dryRun) {
    await inBatches(auditEntryIds, removalsPerWrite, (batch) => store.removeAuditEntries(batch));
    if (videoSearchDays.length > 0) await store.removeVideoSearchDays(videoSearchDays);
    await inBatches(versionIds, removalsPerWrite, (batch) => store.removeContentVersions(batch));
    // Last, and every one tried: a file that cannot be deleted keeps no other part of the cleanup from its work.
    await deleteObjects(store, exportFiles, 'objects');
  }
  return {
    unusedImages,
    auditEntries: auditEntryIds.length,
    contentVersions: versionIds.length,
    videoSearchDays: videoSearchDays.length,
    exportFiles: exportFiles.length,
    dryRun,
  };
}

/**
 * Deletes the exports' files whose link has expired (sweepExpiredExports, every quarter of an hour), and answers how
 * many: a file's download token, which anyone who may read it can have made, would otherwise outlive the link.
 */
export async function deleteExpiredExports(
  store: Pick<CleanupStore, 'exportFilesBefore' | 'deleteObject'>,
  now: number,
): Promise<number> {
  const expired = await store.exportFilesBefore(now - exportLinkLifetimeMs);
  await deleteObjects(store, expired, 'export files');
  return expired.length;
}
