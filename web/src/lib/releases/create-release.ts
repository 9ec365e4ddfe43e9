import { callableNames, releaseMessages, releasesPath } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { push, ref } from 'firebase/database';
import { invokeCallable } from '../callables/callables.ts';
import { database } from '../firebase/firebase-database.ts';
import { notifySuccess } from '../notices/notify.ts';

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
