import { type AuditEntry, releasePath, releasesPath } from '@management-center/contract';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { appendAudit, newCallId } from '../platform/callable-steps.ts';
import { database } from '../platform/firebase.ts';
import { publishRefusal } from './publish-release.ts';
import { publishReleaseChanges, scheduleActorUid } from './publish-release-core.ts';

/**
 * Publishes every scheduled release whose time has come by `dueBy`, each audited as a publishRelease by the
 * schedule (with its Undo), or as a failed one, with the reason, when a change was blocked. Two runs at once publish
 * a release once: its claim is taken in a transaction.
 */
export async function publishDueReleases(dueBy: number, now = Date.now()): Promise<string[]> {
  const due = await (await database())
    .ref(releasesPath)
    .orderByChild('publishAt')
    .startAt(0)
    .endAt(dueBy)
    .get();
  const releaseIds: string[] = [];
  due.forEach((child) => {
    if (child.key !== null) releaseIds.push(child.key);
  });
  const published: string[] = [];
  for (const releaseId of releaseIds) {
    const callId = await newCallId();
    const actor = { uid: scheduleActorUid, email: null, secondFactor: false, callId };
    const outcome = await publishReleaseChanges(releaseId, actor, { now, dueBy });
    const entry: Omit<AuditEntry, 'outcome'> = {
      action: 'publishRelease',
      actorUid: scheduleActorUid,
      actorEmail: null,
      targets: [releasePath(releaseId)],
      at: now,
    };
    if (outcome.kind === 'published') {
      published.push(releaseId);
      await appendAudit(callId, {
        ...entry,
        targets: [...entry.targets, ...outcome.paths],
        outcome: 'succeeded',
        reason: 'Its scheduled time came.',
        undo: { callable: 'undoRelease', input: { releaseId } },
      });
    } else if (outcome.kind === 'blocked') {
      const refusal = publishRefusal(outcome);
      await appendAudit(callId, {
        ...entry,
        outcome: 'failed',
        errorCode: refusal.code,
        reason: refusal.message,
      });
    }
  }
  return published;
}

// Every minute, so a release goes live within the minute after its time. A run publishes what was due at the time
// the scheduler gave it, even when it starts late.
export const publishDueReleasesSchedule = onSchedule({ schedule: 'every 1 minutes' }, async (event) => {
  const scheduled = Date.parse(event.scheduleTime);
  const published = await publishDueReleases(Number.isNaN(scheduled) ? Date.now() : scheduled);
  if (published.length > 0) logger.info('Scheduled releases published', { releaseIds: published });
});
