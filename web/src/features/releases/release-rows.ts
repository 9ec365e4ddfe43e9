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
  // What changed live since, where it did: the row as the change started from it against the row now.
  liveSince: FieldDiff[];
}

function changedLiveSince(change: ReleaseChange, live: ContentNodeValue | undefined): boolean {
  if (change.kind === 'add') return live !== undefined;
  if (change.itemId !== undefined && live === undefined) return true;
  return change.base !== undefined && fieldsChangedSince(live, change.base) !== undefined;
}

/** The row as the change started from it: its base values over the live row (a null base value was absent). */
function startedFrom(
  change: ReleaseChange,
  live: ContentNodeValue | undefined,
): ContentNodeValue | undefined {
  if (change.kind === 'add') return undefined;
  const node: Record<string, unknown> = { ...live };
  for (const [field, value] of Object.entries(change.base ?? {})) {
    if (value === null) delete node[field];
    else node[field] = value;
  }
  return node as ContentNodeValue;
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
    const changedLive = !published && changedLiveSince(change, live[key]);
    return {
      key,
      change,
      place: releaseChangePlace(change.target, after ?? before),
      diff: nodeDiff(change.target, before, published ? rowAfter(change, before) : after),
      changedLive,
      liveSince: changedLive ? nodeDiff(change.target, startedFrom(change, live[key]), live[key]) : [],
    };
  });
}
