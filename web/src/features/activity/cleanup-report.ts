import type { RunCleanupOutput } from '@management-center/contract';

export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

function usersDeletedForever(report: RunCleanupOutput): number {
  return report.userTrash?.deletedForever ?? 0;
}

function accountsDisabled(report: RunCleanupOutput): number {
  return report.userTrash?.accountsDisabled ?? 0;
}

export function hasSomethingToDelete(report: RunCleanupOutput): boolean {
  return (
    report.images.length > 0 ||
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
  const parts = [
    countOf(report.images.length, 'image', 'images'),
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
  return `${parts.join(', ')} and ${last}`;
}

/** One sentence for a dry run (what would go) or a real run (what went). */
export function cleanupSummary(report: RunCleanupOutput): string {
  if (!hasSomethingToDelete(report)) {
    return report.dryRun
      ? 'Nothing to clean up: no image, audit entry or deleted user is due for deletion.'
      : 'The cleanup found nothing to delete.';
  }
  return report.dryRun
    ? `The cleanup would delete ${cleanupContents(report)}.`
    : `The cleanup deleted ${cleanupContents(report)}.`;
}

/** What a real run did, in a sentence or a few: the deletions, and the repairs when there were any. */
export function cleanupAnnouncement(report: RunCleanupOutput): string {
  const repairs = hasReadModelsToRepair(report) ? readModelSummary(report) : undefined;
  return [cleanupSummary(report), trashAccountsSummary(report), repairs].filter(Boolean).join(' ');
}
