import { inject } from 'vitest';
import { databaseTriggersIdle } from '../../../emulators/src/seed/database-triggers.ts';

const backend = inject('backend');

/**
 * Waits until the database triggers have handled every write made so far, so that the read models the console
 * shows (figures, feedback queue) follow the app's data.
 */
export function readModelsSettled(): Promise<void> {
  return databaseTriggersIdle(backend, 60_000);
}
