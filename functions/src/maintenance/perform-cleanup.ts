import type { RunCleanupOutput } from '@management-center/contract';
import { auditRetentionDays } from '../platform/config.ts';
import { cleanUp } from './cleanup.ts';
import { firebaseCleanupStore } from './firebase-cleanup-store.ts';

// The one cleanup that both the runCleanup callable and the daily schedule run.
export async function performCleanup(dryRun: boolean): Promise<RunCleanupOutput> {
  return cleanUp(await firebaseCleanupStore(), {
    now: Date.now(),
    retentionDays: auditRetentionDays.value(),
    dryRun,
  });
}
