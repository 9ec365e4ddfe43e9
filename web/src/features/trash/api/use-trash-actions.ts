import { type CallableOutput, callableNames } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { announce, type Notice } from '../../../lib/notices/notify.ts';
import { userName } from '../../../lib/users/user-names.ts';
import { deleteForeverNotices, restoreNotices } from '../trash-notices.ts';
import type { TrashRow } from '../trash-page.ts';

type TrashCallableName = typeof callableNames.restoreUsers | typeof callableNames.deleteUsersForever;

interface TrashAction<Name extends TrashCallableName> {
  name: Name;
  notices: (output: CallableOutput<Name>, nameOf: (userId: string) => string) => Notice[];
}

// A page holds at most 50 rows, within what one call may name. Nothing to invalidate: the trash page and the
// users screen are live, and rows leave them as the functions change the data.
function useTrashAction<Name extends TrashCallableName>({ name, notices }: TrashAction<Name>) {
  return useMutation({
    // Deleting forever cannot be undone: the server may ask for the password again first (invokeCallable).
    mutationFn: (rows: readonly TrashRow[]) => invokeCallable(name, { userIds: rows.map((row) => row.id) }),
    onSuccess: (output, rows) => {
      const names = new Map(rows.map((row) => [row.id, userName(row)]));
      notices(output, (userId) => names.get(userId) ?? userId).forEach(announce);
    },
  });
}

export function useRestoreUsers() {
  return useTrashAction({
    name: callableNames.restoreUsers,
    notices: restoreNotices,
  });
}

export function useDeleteUsersForever() {
  return useTrashAction({
    name: callableNames.deleteUsersForever,
    notices: deleteForeverNotices,
  });
}
