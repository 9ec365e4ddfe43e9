import type { RunCleanupOutput } from '@management-center/contract';

export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export function hasSomethingToDelete(report: RunCleanupOutput): boolean {
  return report.images.length > 0 || report.auditEntries > 0;
}

function cleanupContents(report: RunCleanupOutput): string {
  return `${countOf(report.images.length, 'image', 'images')} and ${countOf(report.auditEntries, 'audit entry', 'audit entries')}`;
}

/** One sentence for a dry run (what would go) or a real run (what went). */
export function cleanupSummary(report: RunCleanupOutput): string {
  if (!hasSomethingToDelete(report)) {
    return report.dryRun
      ? 'Nothing to clean up: no image or audit entry is due for deletion.'
      : 'The cleanup found nothing to delete.';
  }
  return report.dryRun
    ? `The cleanup would delete ${cleanupContents(report)}.`
    : `The cleanup deleted ${cleanupContents(report)}.`;
}
