import {
  type RestartStatus,
  restartDatabase as restart,
  restartDatabaseAfterWriteTo as restartAfterWriteTo,
  restartStatus,
} from '@management-center/emulators/rtdb/restart-control-client';
import { inject } from 'vitest';

const backend = inject('backend');
const databaseOrigin = `http://${backend.host}:${backend.ports.database}`;

// The test backend's Realtime Database stand-in restarting: see emulators/src/rtdb/restart-control-client.ts.

export function restartDatabase(downMs: number): Promise<void> {
  return restart(databaseOrigin, downMs);
}

export function restartDatabaseAfterWriteTo(location: string, downMs: number): Promise<void> {
  return restartAfterWriteTo(databaseOrigin, location, downMs);
}

export function databaseRestarts(): Promise<RestartStatus> {
  return restartStatus(databaseOrigin);
}
