import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { performCleanup } from './perform-cleanup.ts';

// A quiet hour for a console used in office hours. It deletes no image: it logs how many the media library holds that
// no content row uses, and their size, for the administrator to delete there.
export const scheduledCleanup = onSchedule({ schedule: 'every day 03:00', timeZone: 'UTC' }, async () => {
  const { unusedImages, auditEntries, contentVersions, videoSearchDays, userTrash, readModels } =
    await performCleanup(false);
  logger.info('Daily cleanup finished', {
    unusedImages,
    removedAuditEntries: auditEntries,
    prunedContentVersions: contentVersions,
    removedVideoSearchDays: videoSearchDays,
    userTrash,
    repairedReadModels: readModels,
  });
});
