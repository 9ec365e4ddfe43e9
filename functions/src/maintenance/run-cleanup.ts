import { callableNames, databasePaths, readModelPaths, userTrashPath } from '@management-center/contract';
import { teamCallable } from '../platform/team-callable.ts';
import { performCleanup } from './perform-cleanup.ts';

export const runCleanup = teamCallable(callableNames.runCleanup, async ({ dryRun }) => {
  const output = await performCleanup(dryRun);
  // A dry run changes nothing; a real run names, as one target each, the audit log, the content history and the
  // video search cache and counts it trimmed, the trash it emptied of expired users or whose accounts it disabled,
  // and the users lists, figures and home page totals it repaired. It deletes no image: the media library's unused
  // images are only counted.
  const trashChanged =
    (output.userTrash?.deletedForever ?? 0) + (output.userTrash?.accountsDisabled ?? 0) > 0;
  const targets = dryRun
    ? []
    : [
        ...(output.auditEntries > 0 ? [databasePaths.auditLog] : []),
        ...(trashChanged ? [userTrashPath] : []),
        ...((output.contentVersions ?? 0) > 0 ? [databasePaths.contentVersions] : []),
        ...((output.videoSearchDays ?? 0) > 0
          ? [databasePaths.videoSearchCache, databasePaths.videoSearchUsage]
          : []),
        ...((output.readModels?.users ?? 0) > 0 ? [readModelPaths.userDirectory] : []),
        ...((output.readModels?.figures ?? 0) > 0 ? [readModelPaths.counts] : []),
        ...((output.readModels?.totals ?? 0) > 0 ? [readModelPaths.homeFigures] : []),
      ];
  return { output, targets };
});
