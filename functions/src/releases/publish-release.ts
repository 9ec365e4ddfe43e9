import { callableNames, releaseMessages, releasePath } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { teamCallable } from '../platform/team-callable.ts';
import { type PublishOutcome, publishReleaseChanges } from './publish-release-core.ts';
import { releaseNotFound } from './release-records.ts';

/** Why a publish did not happen, in the words the console shows. */
export function publishRefusal(outcome: Exclude<PublishOutcome, { kind: 'published' }>): HttpsError {
  switch (outcome.kind) {
    case 'blocked': {
      const rows = outcome.nodes.length;
      const message =
        outcome.reason === 'changedLive'
          ? releaseMessages.blockedByLiveChanges(rows)
          : releaseMessages.blockedByInvalidContent(rows);
      return new HttpsError('failed-precondition', message, { reason: outcome.reason, nodes: outcome.nodes });
    }
    case 'missing':
      return releaseNotFound();
    case 'empty':
      return new HttpsError('failed-precondition', releaseMessages.empty);
    default:
      return new HttpsError('failed-precondition', releaseMessages.notEditable);
  }
}

// Publish now: every change of the release live at once, or none (publish-release-core.ts); Undo release puts
// every row back.
export const publishRelease = teamCallable(callableNames.publishRelease, async ({ releaseId }, actor) => {
  const outcome = await publishReleaseChanges(releaseId, actor);
  if (outcome.kind !== 'published') throw publishRefusal(outcome);
  return {
    output: { releaseId, name: outcome.name, rows: outcome.rows },
    targets: [releasePath(releaseId), ...outcome.paths],
    undo: { callable: 'undoRelease', input: { releaseId } },
  };
});
