import { waitForTriggers } from '@management-center/emulators/rtdb/trigger-control-client';
import { loadDemoData } from '@management-center/emulators/seed/load-demo-data';
import { expect, inject } from 'vitest';
import { withoutDerivedData, withUpdates } from './demo-users.ts';
import { settledWebhookPosts } from './mail.ts';

const backend = inject('backend');
const databaseOrigin = `http://${backend.host}:${backend.ports.database}`;

/**
 * The data at `path` (the whole database for ''), read through the owner REST surface: answered while the
 * database refuses the SDKs' connections (a restart), and without an SDK's cache.
 */
export async function storedOverRest(path: string): Promise<unknown> {
  const response = await fetch(`${databaseOrigin}/${path}.json`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Reading /${path} failed: ${response.status}`);
  return response.json();
}

// The whole Realtime Database: compare two of them to show that a refused call changed nothing at all. Read once
// the database triggers are done, so that a snapshot never holds read models halfway through an update.
export async function databaseSnapshot(): Promise<unknown> {
  // After the webhook has recorded the delivery events of earlier sends, and the triggers have handled earlier
  // writes: neither must land between two snapshots.
  await settledWebhookPosts();
  await waitForTriggers(databaseOrigin);
  return storedOverRest('');
}

/**
 * Expects the database to hold what it held at `before` (a `databaseSnapshot()`) with exactly `updates` applied
 * (null removes), leaving out what the server derives from the data, which its own suites check: what a call that
 * made only these changes leaves behind.
 */
export async function expectDatabaseChanges(
  before: unknown,
  updates: Record<string, unknown>,
): Promise<void> {
  expect(withoutDerivedData(await databaseSnapshot())).toEqual(
    withoutDerivedData(withUpdates(before, updates)),
  );
}

// Puts the demo data back (Realtime Database, Auth, Firestore, Storage) for the suites that come after; the read
// models are rebuilt by the backfill with the triggers paused, so the database is quiet afterwards.
export async function restoreDemoData(): Promise<void> {
  await loadDemoData(backend);
}
