import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { deleteExpiredExports } from '../maintenance/cleanup.ts';
import { firebaseCleanupStore } from '../maintenance/firebase-cleanup-store.ts';

// An export's link expires an hour after its file was written (storage.rules); the file goes within the quarter of
// an hour after, so that no download token made meanwhile outlives the link by more.
export const sweepExpiredExports = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300 },
  async () => {
    const deleted = await deleteExpiredExports(await firebaseCleanupStore(), Date.now());
    if (deleted > 0) logger.info('Expired exports deleted', { files: deleted });
  },
);
