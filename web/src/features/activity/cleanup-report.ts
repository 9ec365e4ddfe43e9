import type { RunCleanupOutput } from '@management-center/contract';
import { formatCount } from '../../lib/wording/counted-text.ts';

export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

function usersDeletedForever(report: RunCleanupOutput): number {
  return report.userTrash?.deletedForever ?? 0;
}

function accountsDisabled(report: RunCleanupOutput): number {
  return report.userTrash?.accountsDisabled ?? 0;
}

// The images runs before the media library deleted: a report of such a run still says how many.
function imagesDeleted(report: RunCleanupOutput): number {
  return report.images?.length ?? 0;
}

const byteUnits = ['KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it: "820 bytes", "34.6 KB", "1.2 MB" (a kilobyte being 1,000 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return countOf(bytes, 'byte', 'bytes');
  let value = bytes / 1000;
  let unit = 0;
  // 999.95 would round up to "1000": it is the next unit's 1.
  while (value >= 999.95 && unit < byteUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${Number(value.toFixed(value < 100 ? 1 : 0))} ${byteUnits[unit]}`;
}

export interface UnusedImagesNote {
  /** "3 unused images (1.2 MB)" */
  images: string;
  /** What to do about them, after the link to the Media Library: ": delete them there." */
  advice: string;
}

/**
 * The media library's images that no content row uses, which the cleanup counts and never deletes: undefined when
 * there are none, and for a report from before the library.
 */
export function unusedImagesNote(report: RunCleanupOutput): UnusedImagesNote | undefined {
  const unused = report.unusedImages;
  if (unused === undefined || unused.count === 0) return undefined;
  const one = unused.count === 1;
  return {
    images: `${formatCount(unused.count)} unused ${one ? 'image' : 'images'} (${formatBytes(unused.bytes)})`,
    advice: `: delete ${one ? 'it' : 'them'} there.`,
  };
}

/** The same in one sentence: "3 unused images (1.2 MB) in the Media Library: delete them there." */
export function unusedImagesSummary(report: RunCleanupOutput): string | undefined {
  const note = unusedImagesNote(report);
  return note && `${note.images} in the Media Library${note.advice}`;
}

export function hasSomethingToDelete(report: RunCleanupOutput): boolean {
  return (
    imagesDeleted(report) > 0 ||
    report.auditEntries > 0 ||
    usersDeletedForever(report) > 0 ||
    (report.contentVersions ?? 0) > 0 ||
    (report.exportFiles ?? 0) > 0
  );
}

export function hasReadModelsToRepair(report: RunCleanupOutput): boolean {
  return (report.readModels?.users ?? 0) > 0 || (report.readModels?.figures ?? 0) > 0;
}

/** Whether running the cleanup for real would change anything the preview found. */
export function hasSomethingToDo(report: RunCleanupOutput): boolean {
  return hasSomethingToDelete(report) || hasReadModelsToRepair(report) || accountsDisabled(report) > 0;
}

/** The accounts of deleted users that a deletion cut short left enabled: disabled by the run, or to be. */
export function trashAccountsSummary(report: RunCleanupOutput): string | undefined {
  const count = accountsDisabled(report);
  if (count === 0) return undefined;
  const accounts = `the sign-in ${count === 1 ? 'account' : 'accounts'} of ${countOf(count, 'deleted user', 'deleted users')}`;
  return report.dryRun
    ? `Still enabled: ${accounts}. Running the cleanup disables ${count === 1 ? 'it' : 'them'}.`
    : `Disabled ${accounts}.`;
}

function readModelDifferences({ users, figures }: NonNullable<RunCleanupOutput['readModels']>): string {
  const parts = [
    users > 0 ? `the list entries of ${countOf(users, 'user', 'users')}` : undefined,
    figures > 0 ? countOf(figures, 'figure shard', 'figure shards') : undefined,
  ].filter((part) => part !== undefined);
  return parts.join(' and ');
}

/**
 * What the check of the users screen's lists and the home page's figures against the users' records found (a
 * preview) or repaired; undefined for a report from before the check existed.
 */
export function readModelSummary(report: RunCleanupOutput): string | undefined {
  if (!report.readModels) return undefined;
  if (!hasReadModelsToRepair(report)) {
    return "The users lists and figures match the users' records (a sample of users and every figure checked).";
  }
  const differences = readModelDifferences(report.readModels);
  return report.dryRun
    ? `Out of step with the users' records: ${differences}. Running the cleanup repairs them.`
    : `Repaired ${differences} to match the users' records.`;
}

function cleanupContents(report: RunCleanupOutput): string {
  // A report from before the media library names the images it deleted, even none.
  const parts = [
    ...(report.images === undefined ? [] : [countOf(imagesDeleted(report), 'image', 'images')]),
    countOf(report.auditEntries, 'audit entry', 'audit entries'),
  ];
  const versions = report.contentVersions ?? 0;
  if (versions > 0)
    parts.push(
      `${countOf(versions, 'website content version', 'website content versions')} past their retention`,
    );
  const users = usersDeletedForever(report);
  if (users > 0) parts.push(`${countOf(users, 'user', 'users')} kept in the trash past its retention`);
  const exportFiles = report.exportFiles ?? 0;
  if (exportFiles > 0) parts.push(`${countOf(exportFiles, 'export file', 'export files')} past their hour`);
  const last = parts.pop();
  return parts.length === 0 ? `${last}` : `${parts.join(', ')} and ${last}`;
}

/** One sentence for a dry run (what would go) or a real run (what went). */
export function cleanupSummary(report: RunCleanupOutput): string {
  if (!hasSomethingToDelete(report)) {
    return report.dryRun
      ? 'Nothing to clean up: no audit entry, content version, deleted user or export is due for deletion.'
      : 'The cleanup found nothing to delete.';
  }
  return report.dryRun
    ? `The cleanup would delete ${cleanupContents(report)}.`
    : `The cleanup deleted ${cleanupContents(report)}.`;
}

/**
 * What a real run did, in a sentence or a few: the deletions, the repairs when there were any, and the unused images
 * it left in the Media Library.
 */
export function cleanupAnnouncement(report: RunCleanupOutput): string {
  const repairs = hasReadModelsToRepair(report) ? readModelSummary(report) : undefined;
  return [cleanupSummary(report), trashAccountsSummary(report), repairs, unusedImagesSummary(report)]
    .filter(Boolean)
    .join(' ');
}
