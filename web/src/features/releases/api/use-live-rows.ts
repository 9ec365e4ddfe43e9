import { contentNodeValueSchema, type Release, siteContentPath } from '@management-center/contract';
import { useLiveDatabaseValues } from '../../../lib/database/live-database.ts';

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
