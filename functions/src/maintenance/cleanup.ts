import {
  abandonedImageMinimumAgeMs,
  type CleanupImage,
  contentFolderOf,
  type RunCleanupOutput,
  splitIntoBatches,
} from '@management-center/contract';
import { mapWithBoundedConcurrency } from '../platform/bounded-concurrency.ts';

/** What the cleanup reads and deletes; the Firebase implementation is firebase-cleanup-store.ts. */
export interface CleanupStore {
  /** Every object whose path starts with one of the content folders; createdAt is NaN when unknown. */
  listContentFolderObjects(): Promise<CleanupImage[]>;
  /** The object paths that website content links to. */
  referencedObjectPaths(): Promise<ReadonlySet<string>>;
  /** The ids of the audit entries whose `at` is before `cutoff` (ms). */
  auditEntryIdsBefore(cutoff: number): Promise<string[]>;
  /** Removes the entries in one atomic write. */
  removeAuditEntries(ids: readonly string[]): Promise<void>;
  /** Deletes one object; an object that is already gone is not an error. */
  deleteObject(path: string): Promise<void>;
}

interface CleanupOptions {
  /** ms since the epoch; injected so that the age rules can be tested. */
  now: number;
  retentionDays: number;
  dryRun: boolean;
}

const dayMs = 24 * 60 * 60 * 1000;
// A multi-path update of this many removals stays far below the database's write size limit.
export const auditRemovalsPerWrite = 5000;
const concurrentObjectDeletions = 10;

// A retention of 0 or less would remove the whole audit log: a misconfiguration must stop the cleanup instead.
function auditCutoff(now: number, retentionDays: number): number {
  if (!Number.isInteger(retentionDays) || retentionDays < 1) {
    throw new Error(`The audit retention must be a whole number of days, at least 1; it is ${retentionDays}`);
  }
  return now - retentionDays * dayMs;
}

async function findAbandonedImages(store: CleanupStore, now: number): Promise<CleanupImage[]> {
  // Listing before reading the content means that a link written in between protects its object.
  const objects = await store.listContentFolderObjects();
  const referenced = await store.referencedObjectPaths();
  return objects
    .filter(
      ({ path, createdAt }) =>
        contentFolderOf(path) !== undefined &&
        !referenced.has(path) &&
        // An unknown creation time (NaN) never counts as old.
        now - createdAt > abandonedImageMinimumAgeMs,
    )
    .sort((first, second) => first.path.localeCompare(second.path));
}

async function removeAuditEntries(store: CleanupStore, ids: readonly string[]): Promise<void> {
  for (const batch of splitIntoBatches(ids, auditRemovalsPerWrite)) await store.removeAuditEntries(batch);
}

// Every deletion is tried even when one fails, so one stuck object does not keep the others forever.
async function deleteImages(store: CleanupStore, images: readonly CleanupImage[]): Promise<void> {
  const outcomes = await mapWithBoundedConcurrency(images, concurrentObjectDeletions, async ({ path }) => {
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
      `${failures.length} of ${images.length} images could not be deleted: ${failures.map(({ path }) => path).join(', ')}`,
    );
  }
}

/**
 * Finds the content images that nothing links to and that are older than a day, and the audit entries older than
 * the retention; deletes them unless this is a dry run. Either way it answers what it found.
 */
export async function cleanUp(store: CleanupStore, options: CleanupOptions): Promise<RunCleanupOutput> {
  const { now, retentionDays, dryRun } = options;
  const cutoff = auditCutoff(now, retentionDays);
  const images = await findAbandonedImages(store, now);
  const auditEntryIds = await store.auditEntryIdsBefore(cutoff);
  if (!dryRun) {
    await removeAuditEntries(store, auditEntryIds);
    await deleteImages(store, images);
  }
  return { images, auditEntries: auditEntryIds.length, dryRun };
}
