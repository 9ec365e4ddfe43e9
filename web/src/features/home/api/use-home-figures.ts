import { homeFiguresSchema, readModelPaths } from '@management-center/contract';
import { usePolledDatabaseValue } from '../../../lib/database/polled-database.ts';
import { homePollIntervalMs } from './home-polling.ts';

/** The current figures the server adds up for the home page (charts.ts), read every few seconds. */
export function useHomeFigures() {
  return usePolledDatabaseValue({ path: readModelPaths.homeFigures }, homeFiguresSchema, homePollIntervalMs);
}
