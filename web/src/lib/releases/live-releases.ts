import { type Release, releasePath, releaseSchema, releasesPath } from '@management-center/contract';
import { z } from 'zod';
import { type DatabaseRange, useLiveDatabaseRange, useLiveDatabaseValue } from '../database/live-database.ts';

export interface ListedRelease extends Release {
  releaseId: string;
}

// The newest releases, newest first, a page of them at a time: a team keeps a handful open, the published ones
// stay as a record.
export const releasesPerPage = 50;

const releaseListSchema = z
  .array(z.object({ key: z.string(), value: releaseSchema }))
  .transform((children): ListedRelease[] =>
    children.map(({ key, value }) => ({ ...value, releaseId: key })).reverse(),
  );

/** The newest `count` releases, newest first, live. */
export function useReleases(count: number) {
  return useLiveDatabaseRange(
    { path: releasesPath, orderBy: { child: 'createdAt' }, limitToLast: count },
    releaseListSchema,
  );
}

function releasesWithStatus(status: Release['status']): DatabaseRange {
  return { path: releasesPath, orderBy: { child: 'status' }, startAt: [status], endAt: [status] };
}

/**
 * The releases that still take changes (drafts and scheduled ones), oldest first, however many releases were
 * published before them.
 */
export function useOpenReleases(): { data: ListedRelease[] | undefined; error: Error | null } {
  const drafts = useLiveDatabaseRange(releasesWithStatus('draft'), releaseListSchema);
  const scheduled = useLiveDatabaseRange(releasesWithStatus('scheduled'), releaseListSchema);
  const data =
    drafts.data &&
    scheduled.data &&
    [...drafts.data, ...scheduled.data].sort((one, other) => one.createdAt - other.createdAt);
  return { data, error: drafts.error ?? scheduled.error };
}

// One schema for the life of the page: the live read keeps its listener for as long as its schema is the same.
const storedReleaseSchema = releaseSchema.nullable();

/** One release, live; no read while `releaseId` is undefined. */
export function useRelease(releaseId: string | undefined) {
  return useLiveDatabaseValue(
    releaseId === undefined ? undefined : releasePath(releaseId),
    storedReleaseSchema,
  );
}

/** A release that can still take changes: not being published, not published. */
export function isEditableRelease(release: Release): boolean {
  return release.status === 'draft' || release.status === 'scheduled';
}
