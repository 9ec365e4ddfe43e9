import { callableNames } from '@management-center/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables.ts';
import { notifySuccess } from '../../../lib/notify.ts';

export function signInAccountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['signInAccount', userId],
    queryFn: async () => (await invokeCallable(callableNames.readSignInAccount, { userId })).account,
  });
}

// Each action reads the account again afterwards: what changed is shown as Auth keeps it.
function useAccountRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: signInAccountQueryOptions(userId).queryKey });
}

export function useSignOutUser(userId: string) {
  const refresh = useAccountRefresh(userId);
  return useMutation({
    mutationFn: () => invokeCallable(callableNames.signOutUser, { userId }),
    onSuccess: async () => {
      await refresh();
      notifySuccess('Signed out everywhere: the app asks this user to sign in again within the hour.');
    },
  });
}

export function useRemoveUserSecondFactors(userId: string) {
  const refresh = useAccountRefresh(userId);
  return useMutation({
    mutationFn: () => invokeCallable(callableNames.removeUserSecondFactors, { userId }),
    onSuccess: async ({ removedFactors }) => {
      await refresh();
      notifySuccess(
        removedFactors === 0
          ? 'This user had no second factor any more.'
          : 'Second factors removed: the user signs in with their password alone until they add a new phone.',
      );
    },
  });
}
