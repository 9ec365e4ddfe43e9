import type { CallableName } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { notifyCallableFailure } from '../../../lib/callable-failures.ts';
import { invokeCallable } from '../../../lib/callables.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { type BatchProgress, type BatchRun, runInBatches } from '../id-batches.ts';
import type { NameOf, Notice } from '../outcome-notices.ts';
import { type NamedUser, userName } from '../user-names.ts';

interface BatchedUserCallable<Output> {
  name: CallableName;
  outputSchema: z.ZodType<Output>;
  notices: (outputs: readonly Output[], nameOf: NameOf) => Notice[];
}

function announce(notice: Notice): void {
  if (notice.kind === 'success') notifySuccess(notice.message);
  else notifyFailure(notice.message);
}

function nameLookup(users: readonly NamedUser[]): NameOf {
  const names = new Map(users.map((user) => [user.id, userName(user)]));
  return (userId) => names.get(userId) ?? userId;
}

/**
 * A callable over `{ userIds }`, run for any number of users in batches the backend accepts. Notifies what was
 * done when it settles; the view itself follows from the live listeners on the user collections.
 */
export function useBatchedUserMutation<Output>({ name, outputSchema, notices }: BatchedUserCallable<Output>) {
  const [progress, setProgress] = useState<BatchProgress>();
  const mutation = useMutation({
    mutationFn: (users: readonly NamedUser[]): Promise<BatchRun<Output>> => {
      // An id can be in both collections; the backend refuses a list that names it twice.
      const userIds = [...new Set(users.map((user) => user.id))];
      return runInBatches(
        userIds,
        (batch) => invokeCallable(name, { userIds: batch }, outputSchema),
        setProgress,
      );
    },
    onSuccess: (run, users) => {
      notices(run.outputs, nameLookup(users)).forEach(announce);
      // The run stopped at a failed call but keeps what the calls before it did, so it settles as a success.
      if (run.failure) notifyCallableFailure(run.failure.error);
    },
    onSettled: () => setProgress(undefined),
  });
  return { mutation, progress };
}
