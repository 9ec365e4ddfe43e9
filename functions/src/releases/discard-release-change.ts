import { callableNames } from '@management-center/contract';
import { teamCallable } from '../platform/team-callable.ts';
import { changeTargets, reviewed, rowOf, withChange } from './release-changes.ts';
import { changeDraft } from './release-records.ts';

// A row's change taken out of the release: the row is as live in it again.
export const discardReleaseChange = teamCallable(
  callableNames.discardReleaseChange,
  async ({ releaseId, target, id }) => {
    const row = { target, itemId: id };
    const { key } = rowOf(row);
    await changeDraft(releaseId, (release) => reviewed(withChange(release, key, undefined), key));
    return { output: { releaseId, change: key }, targets: changeTargets(releaseId, row) };
  },
);
