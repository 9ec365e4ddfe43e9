import type { UserRow } from '@management-center/contract';
import { useCallback, useState } from 'react';
import { useDeleteUsers } from './api/user-mutations.ts';
import type { DeletionRequest } from './components/DeleteUsersModal.tsx';
import type { UserListSelection } from './use-user-list-selection.ts';

// docs/product.md, Users: the popup of "Delete Selected Users"; one row's Delete asks the same about that user.
const deleteSelectedTitle = 'Are you sure to delete all users?';
const deleteOneTitle = 'Are you sure to delete this user?';

/**
 * Deleting users from the users screen: one row, the users selected, or all that match, each confirmed first.
 * `pageRows` name the users of "all that match" the answer reports by id.
 */
export function useUserDeletion(selection: UserListSelection, pageRows: readonly UserRow[] | undefined) {
  const { mutation, progress } = useDeleteUsers();
  const [request, setRequest] = useState<DeletionRequest>();
  const { allMatching, selectedRows, clear, forget } = selection;

  // Stable: the table's rows are drawn again only when they change.
  const askForRow = useCallback((row: UserRow) => setRequest({ title: deleteOneTitle, users: [row] }), []);

  function askForSelected() {
    setRequest(
      allMatching
        ? { title: deleteSelectedTitle, matching: allMatching }
        : { title: deleteSelectedTitle, users: selectedRows },
    );
  }

  function confirm(count: number) {
    if (!request) return;
    const onSettled = () => setRequest(undefined);
    if ('matching' in request) {
      mutation.mutate(
        { matching: request.matching, count, knownUsers: pageRows ?? [] },
        { onSuccess: clear, onSettled },
      );
    } else {
      mutation.mutate({ users: request.users }, { onSuccess: (run) => forget(run.processedIds), onSettled });
    }
  }

  return {
    request,
    running: mutation.isPending,
    progress,
    possible: allMatching !== undefined || selectedRows.length > 0,
    askForRow,
    askForSelected,
    confirm,
    cancel: () => setRequest(undefined),
  };
}
