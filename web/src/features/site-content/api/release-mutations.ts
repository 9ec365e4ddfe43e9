import {
  type CallableInput,
  callableNames,
  releaseMessages,
  type SiteItemTargetName,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { retryUncertainFailure } from '../../../lib/callables/uncertain-failure-retry.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';
import type { ReleaseWork } from '../release-work/release-work.ts';
import type { ContentUpdate } from '../update-problem.ts';
import type { newSiteItem } from './site-content-mutations.ts';

// A screen working in a release saves there what it would otherwise change live: the same edits, checked by the
// same schemas, and the websites do not change. The release is read live: no cache to invalidate.

export function useSaveReleaseChange() {
  return useMutation({
    // The values the edit started from are the release's: the release keeps each field's live value itself.
    mutationFn: ({ work, update }: { work: ReleaseWork; update: ContentUpdate }) =>
      invokeCallable(callableNames.saveReleaseChange, {
        releaseId: work.releaseId,
        edit: {
          target: update.target,
          ...(update.id === undefined ? {} : { id: update.id }),
          fields: update.fields,
        } as CallableInput<'saveReleaseChange'>['edit'],
      }),
    onSuccess: (_output, { work }) => notifySuccess(releaseMessages.changeSaved(work.release.name)),
  });
}

export function useAddReleaseItem() {
  return useMutation({
    // One key for every attempt of one Add: a call sent again adds the item once.
    mutationFn: ({ work, item }: { work: ReleaseWork; item: ReturnType<typeof newSiteItem> }) =>
      invokeCallable(callableNames.addReleaseItem, { releaseId: work.releaseId, ...item }),
    retry: retryUncertainFailure,
    onSuccess: (_output, { work }) => notifySuccess(releaseMessages.itemAdded(work.release.name)),
  });
}

export function useDeleteReleaseItem() {
  return useMutation({
    mutationFn: ({ work, target, id }: { work: ReleaseWork; target: SiteItemTargetName; id: string }) =>
      invokeCallable(callableNames.deleteReleaseItem, { releaseId: work.releaseId, target, id }),
    onSuccess: (_output, { work }) => notifySuccess(releaseMessages.itemDeleted(work.release.name)),
  });
}
