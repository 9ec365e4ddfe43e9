import {
  callableNames,
  contentVersionSchema,
  databasePaths,
  type SiteContentTargetName,
  type SiteItemTargetName,
  siteContentPath,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import type { KeptVersion } from '../../../lib/content/kept-version.ts';
import { type DatabaseRange, useLiveDatabaseRange } from '../../../lib/database/live-database.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';
import { newestFirst } from '../kept-versions.ts';

const keptVersionsSchema = z
  .array(z.object({ key: z.string(), value: contentVersionSchema }))
  .transform((children) => children.map(({ key, value }) => ({ versionId: key, version: value })));

// The versions whose `child` is `value` (an equality query on the versions' index).
function versionsWhere(child: 'node' | 'deletedFrom', value: string): DatabaseRange {
  return {
    path: databasePaths.contentVersions,
    orderBy: { child },
    startAt: [value],
    endAt: [value],
  };
}

// The kept versions of one row or item, live while `open`: the history is read only while it is shown.
export function useNodeHistory(target: SiteContentTargetName, id: string | undefined, open: boolean) {
  const range = open ? versionsWhere('node', siteContentPath(target, id)) : undefined;
  const history = useLiveDatabaseRange(range, keptVersionsSchema);
  return { ...history, data: history.data && newestFirst(history.data) };
}

// The kept deletions of a list's items, live: a screen shows those of its items that are still gone.
export function useItemDeletions(target: SiteItemTargetName) {
  return useLiveDatabaseRange(versionsWhere('deletedFrom', target), keptVersionsSchema);
}

// The live listeners show the restored content and the version the restore kept: no cache to invalidate.
export function useRestoreContentVersion() {
  return useMutation({
    mutationFn: ({ restore }: { restore: KeptVersion; successMessage: string }) =>
      invokeCallable(callableNames.restoreContentVersion, { versionId: restore.versionId }),
    onSuccess: (_output, { successMessage }) => notifySuccess(successMessage),
  });
}
