import { callableNames, releaseMessages, releasePath } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { teamCallable } from '../platform/team-callable.ts';
import { changeDraft } from './release-records.ts';

// Publish at a time (UTC ms): the schedule publishes it within the minute after (publish-due-releases.ts). Null
// unschedules it. Either until its publish begins.
export const scheduleRelease = teamCallable(
  callableNames.scheduleRelease,
  async ({ releaseId, publishAt }) => {
    if (publishAt !== null && publishAt <= Date.now()) {
      throw new HttpsError('invalid-argument', releaseMessages.publishAtPast);
    }
    await changeDraft(releaseId, (release) => {
      const { publishAt: _previous, blocked: _blocked, ...rest } = release;
      if (publishAt === null) return { ...rest, status: 'draft' };
      if (Object.keys(release.changes ?? {}).length === 0) {
        return new HttpsError('failed-precondition', releaseMessages.empty);
      }
      return { ...rest, status: 'scheduled', publishAt };
    });
    return { output: { releaseId, publishAt }, targets: [releasePath(releaseId)] };
  },
);
