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

// The one cleanup that both the runCleanup callable and the daily schedule run.
export async function performCleanup(dryRun: boolean): Promise<RunCleanupOutput> {
  const report = await cleanUp(await firebaseCleanupStore(), {
    now: Date.now(),
    retentionDays: auditRetentionDays.value(),
    contentHistoryRetentionDays: contentHistoryRetentionDays.value(),
    dryRun,
  });
  const db = await database();
  const userTrash = await purgeUserTrash(db, {
    now: Date.now(),
    retentionDays: userTrashRetentionDays.value(),
    dryRun,
  });
  const readModels = await repairReadModels(db, readModelStore(db), { dryRun });
  return { ...report, userTrash, readModels };
}
