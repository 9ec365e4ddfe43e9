import {
  type ContentNodeValue,
  fieldsChangedSince,
  type Release,
  type ReleaseChange,
  releaseChangePlace,
} from '@management-center/contract';
import { type FieldDiff, nodeDiff } from '../../lib/content/content-diff.ts';
import { rowAfter } from '../../lib/releases/row-after.ts';

export interface ReleaseRow {
  key: string;
  change: ReleaseChange;
  place: string;
  diff: FieldDiff[];
  // The live row changed since the change was prepared: publishing waits for a review.
  changedLive: boolean;
}

function changedLiveSince(change: ReleaseChange, live: ContentNodeValue | undefined): boolean {
  if (change.kind === 'add') return live !== undefined;
  if (change.itemId !== undefined && live === undefined) return true;
  return change.base !== undefined && fieldsChangedSince(live, change.base) !== undefined;
}

/**
 * The rows of a release as its page lists them, each as a diff: against what is live now while it is prepared, and
 * against what was live before it once published.
 */
export function releaseRows(
  release: Release,
  live: Readonly<Record<string, ContentNodeValue | undefined>>,
): ReleaseRow[] {
  const published = release.status === 'published';
  return Object.entries(release.changes ?? {}).map(([key, change]) => {
    const before = published ? release.before?.[key]?.node : live[key];
    const after = published ? live[key] : rowAfter(change, before);
    return {
      key,
      change,
      place: releaseChangePlace(change.target, after ?? before),
      diff: nodeDiff(change.target, before, published ? rowAfter(change, before) : after),
      changedLive: !published && changedLiveSince(change, live[key]),
    };
  });
}
