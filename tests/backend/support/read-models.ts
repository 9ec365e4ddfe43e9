import {
  waitForTriggers,
  withTriggersPaused,
} from '@management-center/emulators/rtdb/trigger-control-client';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { inject } from 'vitest';
import { backfillReadModels } from '../../../functions/src/read-models/backfill-read-models.ts';
import { readModelStore } from '../../../functions/src/read-models/read-model-store.ts';

const backend = inject('backend');
const databaseOrigin = `http://${backend.host}:${backend.ports.database}`;

/** Resolves once the database triggers have handled every write so far, read models included. */
export function readModelsSettled(timeoutMs?: number): Promise<void> {
  return waitForTriggers(databaseOrigin, timeoutMs);
}

/**
 * Writes a large dataset without a trigger event per record, then builds the read models with the backfill, as a
 * deployment with existing users would.
 */
export async function loadThenBackfill(app: App, write: () => Promise<void>): Promise<void> {
  const database = getDatabase(app);
  await withTriggersPaused(databaseOrigin, async () => {
    await write();
    await backfillReadModels(database, readModelStore(database), { pageSize: 2000 });
  });
}
