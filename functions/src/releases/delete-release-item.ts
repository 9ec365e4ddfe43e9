import { callableNames } from '@management-center/contract';
import { authorOf } from '../platform/content-author.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { readContentNode, siteItemNotFound } from '../site-content/content-nodes.ts';
import { baseOf, changeTargets, rowOf, saved, withChange } from './release-changes.ts';
import { changeDraft } from './release-records.ts';

// An item deleted in the release: one the release added is simply taken out again; a live one is deleted when the
// release is published, unless it was changed live since (its base is the item as it was).
export const deleteReleaseItem = teamCallable(
  callableNames.deleteReleaseItem,
  async ({ releaseId, target, id }, actor) => {
    const row = { target, itemId: id };
    const { key, path } = rowOf(row);
    const live = await readContentNode(path);
    await changeDraft(releaseId, (release) => {
      if (release.changes?.[key]?.kind === 'add') return withChange(release, key, undefined);
      if (live === undefined) return siteItemNotFound(target, id);
      return withChange(release, key, {
        ...row,
        kind: 'delete',
        base: baseOf(live, Object.keys(live)),
        ...saved(authorOf(actor)),
      });
    });
    return { output: { releaseId, change: key }, targets: changeTargets(releaseId, row) };
  },
);
