import { type UserMatching, type UserRow, userStatusLabels } from '@management-center/contract';
import { useMemo, useState } from 'react';
import { useApproveBusinessUsers } from './api/user-mutations.ts';
import type { UserListSelection } from './use-user-list-selection.ts';

// Approval is sent for business users not approved yet: the others would get nothing from it.
function isApprovable(row: UserRow): boolean {
  return row.kind === 'business' && row.status !== userStatusLabels.approved;
}

/**
 * Approving business users from the users screen: those selected at once, or all that match once confirmed.
 * `pageRows` name the users of "all that match" the answer reports by id.
 */
export function useUserApproval(selection: UserListSelection, pageRows: readonly UserRow[] | undefined) {
  const { mutation, progress } = useApproveBusinessUsers();
  // The dialog of "all that match" is open for this search and filter.
  const [confirming, setConfirming] = useState<UserMatching>();
  const { allMatching, selectedRows, clear, forget } = selection;
  const approvable = useMemo(() => selectedRows.filter(isApprovable), [selectedRows]);

  function start() {
    if (allMatching) setConfirming(allMatching);
    else mutation.mutate({ users: approvable }, { onSuccess: (run) => forget(run.processedIds) });
  }

  function confirm(count: number) {
    if (!confirming) return;
    mutation.mutate(
      { matching: confirming, count, knownUsers: pageRows ?? [] },
      { onSuccess: clear, onSettled: () => setConfirming(undefined) },
    );
  }

  return {
    confirming,
    running: mutation.isPending,
    progress,
    approvable: approvable.length,
    possible: allMatching !== undefined || approvable.length > 0,
    start,
    confirm,
    cancel: () => setConfirming(undefined),
  };
}
