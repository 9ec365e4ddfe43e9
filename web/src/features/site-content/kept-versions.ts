import type { ContentVersion } from '@management-center/contract';
import type { KeptVersion } from '../../lib/content/kept-version.ts';

// The history of a row or item: the latest change first.
export function newestFirst(versions: readonly KeptVersion[]): KeptVersion[] {
  return [...versions].sort(
    (first, second) =>
      second.version.replacedAt - first.version.replacedAt || (first.versionId < second.versionId ? 1 : -1),
  );
}

/**
 * The deleted items of a list that are still gone, each by its latest deletion (an item restored and deleted
 * again was deleted twice), the latest deletion first.
 */
export function recentlyDeleted(
  deletions: readonly KeptVersion[],
  presentIds: ReadonlySet<string>,
): KeptVersion[] {
  const latestByItem = new Map<string, KeptVersion>();
  for (const deletion of newestFirst(deletions)) {
    const { itemId } = deletion.version;
    if (itemId !== undefined && !presentIds.has(itemId) && !latestByItem.has(itemId)) {
      latestByItem.set(itemId, deletion);
    }
  }
  return [...latestByItem.values()];
}

export const changeTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function authorName({ author }: ContentVersion): string {
  return author ? (author.email ?? author.uid) : 'someone outside the console';
}

const changeVerbs = { created: 'Added', changed: 'Changed', deleted: 'Deleted' } as const;

// Who made the change that replaced this version, and when: "Changed by admin@example.com on Nov 23, 2026, 2:15 PM".
export function changeSummary(
  version: ContentVersion,
  format: Intl.DateTimeFormat = changeTimeFormat,
): string {
  return `${changeVerbs[version.change]} by ${authorName(version)} on ${format.format(version.replacedAt)}`;
}
