import { inject } from 'vitest';
import { loadDemoData } from '../../../emulators/src/seed/load-demo-data.ts';
import { type TriggerStatus, triggerStatusAt, triggersIdleAt } from './trigger-status.ts';

const backend = inject('backend');

// The whole Realtime Database, read through the owner REST surface: compare two of them to show that a refused
// call changed nothing at all. Read once the database triggers are done, so that a snapshot never holds read
// models halfway through an update.
export async function databaseSnapshot(): Promise<unknown> {
  await triggersIdle();
  const response = await fetch(`http://${backend.host}:${backend.ports.database}/.json`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Reading the database failed: ${response.status}`);
  return response.json();
}

export type { TriggerStatus } from './trigger-status.ts';

export function triggerStatus(): Promise<TriggerStatus> {
  return triggerStatusAt(backend);
}

/** Waits until no database trigger event is queued or being handled, several checks in a row. */
export function triggersIdle(timeoutMs = 120_000): Promise<TriggerStatus> {
  return triggersIdleAt(backend, timeoutMs);
}

// Puts the demo data back (Realtime Database, Auth, Firestore, Storage) for the suites that come after, and waits
// for the database triggers it sets off (the read models of the users it put back), so that a suite comparing
// whole database snapshots starts on a quiet database.
export async function restoreDemoData(): Promise<void> {
  await loadDemoData(backend);
  await triggersIdle();
}
