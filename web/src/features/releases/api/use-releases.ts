import {
  contentNodeValueSchema,
  type Release,
  releasePath,
  releaseSchema,
  releasesPath,
  siteContentPath,
} from '@management-center/contract';
import { z } from 'zod';
import {
  useLiveDatabaseRange,
  useLiveDatabaseValue,
  useLiveDatabaseValues,
} from '../../../lib/database/live-database.ts';

export interface ListedRelease extends Release {
  releaseId: string;
}

// The newest releases, newest first: a team keeps a handful at a time, the published ones stay as a record.
export const listedReleases = 50;

const releaseListSchema = z
  .array(z.object({ key: z.string(), value: releaseSchema }))
  .transform((children): ListedRelease[] =>
    children.map(({ key, value }) => ({ ...value, releaseId: key })).reverse(),
  );

export function useReleases() {
  return useLiveDatabaseRange(
    { path: releasesPath, orderBy: { child: 'createdAt' }, limitToLast: listedReleases },
    releaseListSchema,
  );
}

// One schema for the life of the page: the live read keeps its listener for as long as its schema is the same.
const storedReleaseSchema = releaseSchema.nullable();

export function useRelease(releaseId: string) {
  return useLiveDatabaseValue(releasePath(releaseId), storedReleaseSchema);
}

const liveNodeSchema = contentNodeValueSchema.nullable();

/** The live rows a release's changes are shown against, by change key, live. */
export function useLiveRowsOf(release: Release | null | undefined) {
  const changes = Object.entries(release?.changes ?? {});
  const live = useLiveDatabaseValues(
    changes.map(([, change]) => siteContentPath(change.target, change.itemId)),
    liveNodeSchema,
  );
  const rows =
    live.data && Object.fromEntries(changes.map(([key], index) => [key, live.data?.[index] ?? undefined]));
  return { rows, error: live.error };
}
