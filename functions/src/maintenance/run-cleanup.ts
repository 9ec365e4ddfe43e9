import { callableNames, databasePaths, runCleanupInputSchema } from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { performCleanup } from './perform-cleanup.ts';

export const runCleanup = adminCallable(
  callableNames.runCleanup,
  runCleanupInputSchema,
  async ({ dryRun }) => {
    const output = await performCleanup(dryRun);
    // A dry run changes nothing; a real run names each deleted image and, as one target each, the audit log and
    // the content history it trimmed.
    const targets = dryRun
      ? []
      : [
          ...output.images.map(({ path }) => path),
          ...(output.auditEntries > 0 ? [databasePaths.auditLog] : []),
          ...((output.contentVersions ?? 0) > 0 ? [databasePaths.contentVersions] : []),
        ];
    return { output, targets };
  },
);
