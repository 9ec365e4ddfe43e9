import { type CallableInput, callableNames, releaseMessages } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { notifyCallableFailure } from '../../../lib/callables/callable-failures.ts';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { announce, notifySuccess } from '../../../lib/notices/notify.ts';

// The screens read the releases through live listeners: the mutations need no cache invalidation.

async function undoRelease(releaseId: string): Promise<void> {
  try {
    const { name, rows } = await invokeCallable(callableNames.undoRelease, { releaseId });
    notifySuccess(releaseMessages.undone(name, rows));
  } catch (error) {
    notifyCallableFailure(error);
  }
}

// Published: Undo release from the notification too, as from the Activity page.
export function usePublishRelease() {
  return useMutation({
    mutationFn: (releaseId: string) => invokeCallable(callableNames.publishRelease, { releaseId }),
    onSuccess: ({ releaseId, name, rows }) =>
      announce({
        kind: 'success',
        message: releaseMessages.published(name, rows),
        undo: () => undoRelease(releaseId),
      }),
  });
}

export function useScheduleRelease(name: string) {
  return useMutation({
    mutationFn: ({ releaseId, publishAt }: { releaseId: string; publishAt: number | null }) =>
      invokeCallable(callableNames.scheduleRelease, { releaseId, publishAt }),
    onSuccess: ({ publishAt }) =>
      notifySuccess(publishAt === null ? releaseMessages.unscheduled(name) : releaseMessages.scheduled(name)),
  });
}

export function useUndoRelease() {
  return useMutation({
    mutationFn: (releaseId: string) => invokeCallable(callableNames.undoRelease, { releaseId }),
    onSuccess: ({ name, rows }) => notifySuccess(releaseMessages.undone(name, rows)),
  });
}

export function useDiscardReleaseChange(name: string) {
  return useMutation({
    mutationFn: (input: CallableInput<'discardReleaseChange'>) =>
      invokeCallable(callableNames.discardReleaseChange, input),
    onSuccess: () => notifySuccess(releaseMessages.changeDiscarded(name)),
  });
}

// Changed live since: the change stays, now starting from the live row.
export function useKeepReleaseChange(name: string) {
  return useMutation({
    mutationFn: (input: CallableInput<'keepReleaseChange'>) =>
      invokeCallable(callableNames.keepReleaseChange, input),
    onSuccess: () => notifySuccess(releaseMessages.changeKept(name)),
  });
}
