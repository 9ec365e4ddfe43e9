import {
  type ContentVersion,
  contentVersionSchema,
  databasePaths,
  type SiteItemTargetName,
} from '@management-center/contract';
import { waitForTriggers } from '@management-center/emulators/rtdb/trigger-control-client';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { inject } from 'vitest';

const backend = inject('backend');
const databaseOrigin = `http://${backend.host}:${backend.ports.database}`;

export interface StoredVersion {
  versionId: string;
  version: ContentVersion;
}

async function versionsWhere(app: App, child: string, value: string): Promise<StoredVersion[]> {
  // The versions are written by a database trigger after the change: read once it has run.
  await waitForTriggers(databaseOrigin);
  const snapshot = await getDatabase(app)
    .ref(databasePaths.contentVersions)
    .orderByChild(child)
    .equalTo(value)
    .get();
  return Object.entries<unknown>(snapshot.val() ?? {})
    .map(([versionId, version]) => ({ versionId, version: contentVersionSchema.parse(version) }))
    .sort((first, second) => second.version.replacedAt - first.version.replacedAt);
}

/** The kept versions of the node at `path`, the latest change first. */
export function versionsOf(app: App, path: string): Promise<StoredVersion[]> {
  return versionsWhere(app, 'node', path);
}

/** The latest kept version of the node at `path`; fails the test when there is none. */
export async function latestVersionOf(app: App, path: string): Promise<StoredVersion> {
  const [latest] = await versionsOf(app, path);
  if (!latest) throw new Error(`No version of ${path} is kept`);
  return latest;
}

/** The kept deletions of a list's items, the latest first. */
export function deletionsOf(app: App, target: SiteItemTargetName): Promise<StoredVersion[]> {
  return versionsWhere(app, 'deletedFrom', target);
}
