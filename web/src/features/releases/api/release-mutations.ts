import {
  type CallableInput,
  callableNames,
  releaseMessages,
  releasesPath,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { push, ref } from 'firebase/database';
import { notifyCallableFailure } from '../../../lib/callables/callable-failures.ts';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { database } from '../../../lib/firebase/firebase-database.ts';
import { announce, notifySuccess } from '../../../lib/notices/notify.ts';

// The screens read the releases through live listeners: the mutations need no cache invalidation.

// push() without a value only makes a key: every attempt of one creation names the same release.
export function useCreateRelease() {
  return useMutation({
    mutationFn: async (name: string) => {
      const { key } = push(ref(database, releasesPath));
      if (key === null) throw new Error('A pushed reference has a key');
      await invokeCallable(callableNames.createRelease, { releaseId: key, name });
      return { releaseId: key, name };
    },
    onSuccess: ({ name }) => notifySuccess(releaseMessages.created(name)),
  });
}

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
