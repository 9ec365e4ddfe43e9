import {
  callableNames,
  fieldsChangedSince,
  type Release,
  releaseChangePlace,
  releaseMessages,
  releasePath,
  siteContentPath,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { serverTimestamp } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { attributedNodeWrites } from '../site-content/content-attribution.ts';
import { readContentNode } from '../site-content/content-nodes.ts';
import { readRelease, releaseNotFound } from './release-records.ts';

/**
 * Refuses the undo when a row was changed on the websites after the release published it: putting it back would
 * silently drop that later change. Those rows are named; their history restores them one by one.
 */
async function refuseRowsChangedSince(release: Release): Promise<void> {
  const changedSince: string[] = [];
  for (const change of Object.values(release.changes ?? {})) {
    const live = await readContentNode(siteContentPath(change.target, change.itemId));
    const changed =
      change.kind === 'delete'
        ? live !== undefined
        : live === undefined || fieldsChangedSince(live, change.fields ?? {}) !== undefined;
    if (changed) changedSince.push(releaseChangePlace(change.target, live ?? change.fields));
  }
  if (changedSince.length > 0) {
    throw new HttpsError('failed-precondition', releaseMessages.changedSincePublished(changedSince));
  }
}

// Undo release: every row the release changed is put back as it was just before the publish, in one multi-path
// update (each a content version, so the history can bring the release's values back row by row).
export const undoRelease = teamCallable(callableNames.undoRelease, async ({ releaseId }, actor) => {
  const release = await readRelease(releaseId);
  if (!release) throw releaseNotFound();
  if (release.status !== 'published' || !release.before) {
    throw new HttpsError('failed-precondition', releaseMessages.notPublished);
  }
  if (release.undoneAt !== undefined)
    throw new HttpsError('failed-precondition', releaseMessages.alreadyUndone);
  await refuseRowsChangedSince(release);
  const writes = Object.entries(release.before).flatMap(([key, before]) => {
    const change = release.changes?.[key];
    if (!change) return [];
    const { target, itemId } = change;
    const path = siteContentPath(target, itemId);
    return [{ target, id: itemId, path, node: before.existed ? (before.node ?? null) : null }];
  });
  await attributedNodeWrites(actor, writes, {
    [`${releasePath(releaseId)}/undoneAt`]: await serverTimestamp(),
  });
  return {
    output: { releaseId, name: release.name, rows: writes.length },
    targets: [releasePath(releaseId), ...writes.map(({ path }) => path)],
  };
});
