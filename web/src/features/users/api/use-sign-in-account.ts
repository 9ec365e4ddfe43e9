import {
  type AccountEmailKind,
  callableNames,
  disableAgainInput,
  signInBlockPath,
  signInBlockSchema,
} from '@management-center/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyCallableFailure } from '../../../lib/callables/callable-failures.ts';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { useLiveDatabaseValue } from '../../../lib/database/live-database.ts';
import { announce, notifySuccess } from '../../../lib/notices/notify.ts';
import { signInDisabledAgain, signInEnabledAgain } from '../../../lib/notices/undo-messages.ts';

export function signInAccountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['signInAccount', userId],
    queryFn: async () => (await invokeCallable(callableNames.readSignInAccount, { userId })).account,
  });
}

// An action on the account: it reads the account again afterwards, so that what changed is shown as Auth keeps
// it, then says what happened, with Undo where `undoOf` gives the call that undoes it.
function useAccountAction<Input, Output>(
  userId: string,
  call: (input: Input) => Promise<Output>,
  outcome: (output: Output) => string,
  undoOf?: (output: Output) => (() => Promise<string>) | undefined,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: signInAccountQueryOptions(userId).queryKey });
  return useMutation({
    mutationFn: call,
    onSuccess: async (output) => {
      await refresh();
      const undoCall = undoOf?.(output);
      const undo =
        undoCall &&
        (async () => {
          try {
            const undone = await undoCall();
            await refresh();
            notifySuccess(undone);
          } catch (error) {
            notifyCallableFailure(error);
          }
        });
      announce({ kind: 'success', message: outcome(output), ...(undo ? { undo } : {}) });
    },
  });
}

export function useSignOutUser(userId: string) {
  return useAccountAction(
    userId,
    () => invokeCallable(callableNames.signOutUser, { userId }),
    () => 'Signed out everywhere: the app asks this user to sign in again within the hour.',
  );
}

export function useRemoveUserSecondFactors(userId: string) {
  return useAccountAction(
    userId,
    () => invokeCallable(callableNames.removeUserSecondFactors, { userId }),
    ({ removedFactors }) =>
      removedFactors === 0
        ? 'This user had no second factor any more.'
        : 'Second factors removed: the user signs in with their password alone until they add a new phone.',
  );
}

export function useDisableSignIn(userId: string) {
  return useAccountAction(
    userId,
    (input: { reason: string; days: 1 | 7 | 30 | null }) =>
      invokeCallable(callableNames.disableSignIn, { userId, ...input }),
    ({ changed }) =>
      changed
        ? 'Sign-in disabled: the user cannot sign in, and their sessions end within the hour.'
        : "This user's sign-in was already disabled: nothing changed.",
    // The call the disable's audit entry names as its undo, as the Activity page makes it.
    ({ changed }) =>
      changed
        ? async () => {
            await invokeCallable(callableNames.enableSignIn, { userId });
            return signInEnabledAgain;
          }
        : undefined,
  );
}

export function useEnableSignIn(userId: string) {
  return useAccountAction(
    userId,
    () => invokeCallable(callableNames.enableSignIn, { userId }),
    ({ changed }) =>
      changed ? 'Sign-in enabled: the user can sign in again.' : 'Sign-in was already enabled.',
    // The call the enable's audit entry names as its undo: the disable it ended, made again.
    ({ liftedBlock }) =>
      liftedBlock
        ? async () => {
            await invokeCallable(callableNames.disableSignIn, disableAgainInput(userId, liftedBlock));
            return signInDisabledAgain;
          }
        : undefined,
  );
}

// A block the console cannot read shows as none rather than breaking the user's page.
const storedBlockSchema = signInBlockSchema.nullable().catch(null);

/** Why and until when the console disabled the user's sign-in, live: null when it did not. */
export function useSignInBlock(userId: string) {
  return useLiveDatabaseValue(signInBlockPath(userId), storedBlockSchema);
}

const accountEmailCallables = {
  passwordReset: callableNames.sendPasswordResetEmail,
  emailVerification: callableNames.sendVerificationEmail,
} as const;

export function useSendAccountEmail(userId: string, kind: AccountEmailKind) {
  return useAccountAction(
    userId,
    () => invokeCallable(accountEmailCallables[kind], { userId }),
    () =>
      kind === 'passwordReset'
        ? 'Password reset e-mail queued: its state shows on this page.'
        : 'Verification e-mail queued: its state shows on this page.',
  );
}
