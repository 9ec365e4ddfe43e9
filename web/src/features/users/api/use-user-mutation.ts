import {
  type BulkProgress,
  type CallableInput,
  type CallableNameTaking,
  type CallableOutput,
  maxIdsPerCall,
  type StreamingCallableName,
  type UserMatching,
} from '@management-center/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyCallableFailure } from '../../../lib/callables/callable-failures.ts';
import { invokeCallable, streamCallable } from '../../../lib/callables/callables.ts';
import { announce, type Notice } from '../../../lib/notices/notify.ts';
import { type NamedUser, userName } from '../../../lib/users/user-names.ts';
import type { NameOf } from '../../../lib/users/user-notices.ts';
import { type BatchRun, runInBatches } from '../id-batches.ts';
import { matchingUsersCountKey } from './use-matching-users-count.ts';

// The callables over users named by id, and those of them that also take all users that match, as a stream.
type UserIdsCallableName = CallableNameTaking<{ userIds: string[] }>;
type UserMatchingCallableName = UserIdsCallableName &
  CallableNameTaking<{ matching: UserMatching }> &
  StreamingCallableName;

// A user as the screen showed them: their name, and (a business user's row) the version of the certification link
// an approval reviews.
export interface ShownUser extends NamedUser {
  certificationVersion?: string;
}

interface UserCallable<Name extends UserIdsCallableName> {
  name: Name;
  notices: (outputs: readonly CallableOutput<Name>[], nameOf: NameOf) => Notice[];
  // What a call naming `userIds` of `users` sends: the ids alone unless given.
  idsInput?: (userIds: string[], users: readonly ShownUser[]) => CallableInput<Name>;
}

// The users a bulk call acts on: those named, or all users the screen's search and type filter match, as many
// as the confirmation counted. For the latter the answer names users by id only; `knownUsers` (the rows seen)
// give the names it can.
export type UserTargets =
  | { users: readonly ShownUser[] }
  | { matching: UserMatching; count: number; knownUsers: readonly NamedUser[] };

type ProgressSetter = (progress: BulkProgress | undefined) => void;

function nameLookup(users: readonly NamedUser[]): NameOf {
  const names = new Map(users.map((user) => [user.id, userName(user)]));
  return (userId) => names.get(userId) ?? userId;
}

// `{ userIds }` in calls the backend accepts, one after the other; a run of one call is not worth a progress bar.
function runOverUsers<Name extends UserIdsCallableName>(
  { name, idsInput }: UserCallable<Name>,
  users: readonly ShownUser[],
  setProgress: ProgressSetter,
): Promise<BatchRun<CallableOutput<Name>>> {
  // An id can be in both collections; the backend refuses a list that names it twice.
  const userIds = [...new Set(users.map((user) => user.id))];
  return runInBatches(
    userIds,
    (batch) => invokeCallable(name, idsInput?.(batch, users) ?? { userIds: batch }),
    userIds.length > maxIdsPerCall ? setProgress : () => {},
  );
}

// One `{ matching }` call, read as a stream for its progress. It names no ids, so none are processed by id.
async function runOverMatching<Name extends UserMatchingCallableName>(
  { name }: UserCallable<Name>,
  matching: UserMatching,
  count: number,
  setProgress: ProgressSetter,
): Promise<BatchRun<CallableOutput<Name>>> {
  const output = await streamCallable(name, { matching }, count, setProgress);
  return { outputs: [output], processedIds: [] };
}

/**
 * A callable over users, run for any number of them. Notifies what was done when it settles; the view itself
 * follows from the live read models. `run` decides how the targets are sent.
 */
function useUserMutation<Targets, Name extends UserIdsCallableName>(
  callable: UserCallable<Name>,
  run: (targets: Targets, setProgress: ProgressSetter) => Promise<BatchRun<CallableOutput<Name>>>,
  namedIn: (targets: Targets) => readonly NamedUser[],
) {
  const [progress, setProgress] = useState<BulkProgress>();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (targets: Targets) => run(targets, setProgress),
    onSuccess: (outcome, targets) => {
      callable.notices(outcome.outputs, nameLookup(namedIn(targets))).forEach(announce);
      // The run stopped at a failed call but keeps what the calls before it did, so it settles as a success.
      if (outcome.failure) notifyCallableFailure(outcome.failure.error);
    },
    onSettled: () => {
      setProgress(undefined);
      // Counted again when next shown: a refetch now would change the figure of the dialog about to close.
      void queryClient.invalidateQueries({ queryKey: matchingUsersCountKey, refetchType: 'none' });
    },
  });
  return { mutation, progress };
}

/** A callable over `{ userIds }` only. */
export function useBatchedUserMutation<Name extends UserIdsCallableName>(callable: UserCallable<Name>) {
  return useUserMutation(
    callable,
    (users: readonly ShownUser[], setProgress) => runOverUsers(callable, users, setProgress),
    (users) => users,
  );
}

/** A callable over `{ userIds }` or `{ matching }`: the users selected, or all users that match. */
export function useBulkUserMutation<Name extends UserMatchingCallableName>(callable: UserCallable<Name>) {
  return useUserMutation(
    callable,
    (targets: UserTargets, setProgress) =>
      'matching' in targets
        ? runOverMatching(callable, targets.matching, targets.count, setProgress)
        : runOverUsers(callable, targets.users, setProgress),
    (targets) => ('matching' in targets ? targets.knownUsers : targets.users),
  );
}
