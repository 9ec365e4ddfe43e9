import { callableNames, type Release, releasePath } from '@management-center/contract';
import { authorOf } from '../platform/content-author.ts';
import { database } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { storable } from './release-records.ts';

// The console names the release (a push key), so that a call sent again creates it once.
export const createRelease = teamCallable(callableNames.createRelease, async ({ releaseId, name }, actor) => {
  const release: Release = { name, createdAt: Date.now(), createdBy: authorOf(actor), status: 'draft' };
  const { committed } = await (await database())
    .ref(releasePath(releaseId))
    .transaction((current: unknown) => (current === null ? storable(release) : undefined));
  return { output: { releaseId }, targets: committed ? [releasePath(releaseId)] : [] };
});
