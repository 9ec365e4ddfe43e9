import type { RunCleanupOutput } from '@management-center/contract';
import {
  auditRetentionDays,
  contentHistoryRetentionDays,
  userTrashRetentionDays,
} from '../platform/config.ts';
import { database } from '../platform/firebase.ts';
import { readModelStore } from '../read-models/read-model-store.ts';
import { repairReadModels } from '../read-models/repair-read-models.ts';
import { purgeUserTrash } from '../users/purge-user-trash.ts';
import { cleanUp } from './cleanup.ts';
import { firebaseCleanupStore } from './firebase-cleanup-store.ts';

// The one cleanup that both the runCleanup callable and the daily schedule run. A part that fails (an export file
// Storage would not delete) keeps neither the trash's purge nor the repair from running; the run then fails with it.
export async function performCleanup(dryRun: boolean): Promise<RunCleanupOutput> {
  const cleaned = cleanUp(await firebaseCleanupStore(), {
    now: Date.now(),
    retentionDays: auditRetentionDays.value(),
    contentHistoryRetentionDays: contentHistoryRetentionDays.value(),
    dryRun,
  });
  // Settled before the rest starts, so that the parts never run at the same time, as before.
  const [settled] = await Promise.allSettled([cleaned]);
  const db = await database();
  const userTrash = await purgeUserTrash(db, {
    now: Date.now(),
    retentionDays: userTrashRetentionDays.value(),
    dryRun,
  });
  const readModels = await repairReadModels(db, readModelStore(db), { dryRun });
  if (settled.status === 'rejected') throw settled.reason;
  return { ...settled.value, userTrash, readModels };
}
