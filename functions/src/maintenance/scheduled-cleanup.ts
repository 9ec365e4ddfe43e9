import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { performCleanup } from './perform-cleanup.ts';

// A quiet hour for a console used in office hours; the 24-hour age rule, not the hour, protects fresh uploads.
export const scheduledCleanup = onSchedule({ schedule: 'every day 03:00', timeZone: 'UTC' }, async () => {
  const { images, auditEntries, contentVersions, videoSearchDays, userTrash, readModels } =
    await performCleanup(false);
  logger.info('Daily cleanup finished', {
    deletedImages: images.map(({ path }) => path),
    removedAuditEntries: auditEntries,
    prunedContentVersions: contentVersions,
    removedVideoSearchDays: videoSearchDays,
    userTrash,
    repairedReadModels: readModels,
  });
});
