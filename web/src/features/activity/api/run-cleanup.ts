import { callableNames, type RunCleanupInput } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';
import { cleanupAnnouncement } from '../cleanup-report.ts';

// The audit log follows its live listener and the console reads no list of images, so nothing is invalidated.
export function useRunCleanup() {
  return useMutation({
    mutationFn: (dryRun: boolean) => {
      const input: RunCleanupInput = { dryRun };
      return invokeCallable(callableNames.runCleanup, input);
    },
    // A preview's report is shown on the panel; only a real run is announced.
    onSuccess: (report, dryRun) => {
      if (!dryRun) notifySuccess(cleanupAnnouncement(report));
    },
  });
}
