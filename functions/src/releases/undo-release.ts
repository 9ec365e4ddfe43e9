import { callableNames, releaseMessages, releasePath, siteContentPath } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { serverTimestamp } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { attributedNodeWrites } from '../site-content/content-attribution.ts';
import { readRelease, releaseNotFound } from './release-records.ts';

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
