import { callableNames, releaseMessages } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { authorOf } from '../platform/content-author.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { readContentNode } from '../site-content/content-nodes.ts';
import { baseOf, changeTargets, reviewed, rowOf, saved, withChange } from './release-changes.ts';
import { changeDraft } from './release-records.ts';

// "Changed live since: review", answered with Keep: the change stays as it is and starts from the live row now, so
// it no longer blocks the publish. An item deleted live since (or one the release adds, now live) cannot start
// from there: its change can only be taken out.
export const keepReleaseChange = teamCallable(
  callableNames.keepReleaseChange,
  async ({ releaseId, target, id }, actor) => {
    const row = { target, itemId: id };
    const { key, path } = rowOf(row);
    const live = await readContentNode(path);
    await changeDraft(releaseId, (release) => {
      const change = release.changes?.[key];
      if (!change) return release;
      const cannotKeep = new HttpsError('failed-precondition', releaseMessages.cannotKeep);
      if (change.kind === 'add') return live === undefined ? reviewed(release, key) : cannotKeep;
      if (id !== undefined && live === undefined) return cannotKeep;
      const names = change.kind === 'delete' ? Object.keys(live ?? {}) : Object.keys(change.base ?? {});
      const kept = { ...change, base: baseOf(live, names), ...saved(authorOf(actor)) };
      return reviewed(withChange(release, key, kept), key);
    });
    return { output: { releaseId, change: key }, targets: changeTargets(releaseId, row) };
  },
);
