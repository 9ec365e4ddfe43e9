import { callableNames, databasePaths, runCleanupInputSchema } from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { performCleanup } from './perform-cleanup.ts';

export const runCleanup = adminCallable(
  callableNames.runCleanup,
  runCleanupInputSchema,
  async ({ dryRun }) => {
    const output = await performCleanup(dryRun);
    // A dry run changes nothing; a real run names each deleted image and, as one target, the audit log it trimmed.
    const targets = dryRun
      ? []
      : [
          ...output.images.map(({ path }) => path),
          ...(output.auditEntries > 0 ? [databasePaths.auditLog] : []),
        ];
    return { output, targets };
  },
);
