import { callableNames, siteContentTargets } from '@management-center/contract';
import { authorOf } from '../platform/content-author.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { changeTargets, rowOf, saved, withChange } from './release-changes.ts';
import { changeDraft } from './release-records.ts';

// A new item in the release, as Add makes it live (its default image is stored when the release is published).
// The console names it with a push key: a call sent again finds the change there and adds nothing.
export const addReleaseItem = teamCallable(
  callableNames.addReleaseItem,
  async ({ releaseId, target, id }, actor) => {
    const row = { target, itemId: id };
    const { key } = rowOf(row);
    await changeDraft(releaseId, (release) =>
      release.changes?.[key]
        ? release
        : withChange(release, key, {
            ...row,
            kind: 'add',
            fields: { ...siteContentTargets[target].newItem } as Record<string, string | string[]>,
            ...saved(authorOf(actor)),
          }),
    );
    return { output: { releaseId, change: key }, targets: changeTargets(releaseId, row) };
  },
);
