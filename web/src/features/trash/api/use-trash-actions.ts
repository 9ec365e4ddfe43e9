import {
  callableNames,
  deleteUsersForeverOutputSchema,
  restoreUsersOutputSchema,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { invokeCallable } from '../../../lib/callables.ts';
import { announce, type Notice } from '../../../lib/notify.ts';
import { withRecentSignIn } from '../../../lib/recent-sign-in.ts';
import { userName } from '../../../lib/user-names.ts';
import { deleteForeverNotices, restoreNotices } from '../trash-notices.ts';
import type { TrashRow } from '../trash-page.ts';

interface TrashAction<Output> {
  name: typeof callableNames.restoreUsers | typeof callableNames.deleteUsersForever;
  outputSchema: z.ZodType<Output>;
  notices: (output: Output, nameOf: (userId: string) => string) => Notice[];
}

// A page holds at most 50 rows, within what one call may name. Nothing to invalidate: the trash page and the
// users screen are live, and rows leave them as the functions change the data.
function useTrashAction<Output>({ name, outputSchema, notices }: TrashAction<Output>) {
  return useMutation({
    // Deleting forever cannot be undone: the server may ask for the password again first.
    mutationFn: (rows: readonly TrashRow[]) =>
      withRecentSignIn(() => invokeCallable(name, { userIds: rows.map((row) => row.id) }, outputSchema)),
    onSuccess: (output, rows) => {
      const names = new Map(rows.map((row) => [row.id, userName(row)]));
      notices(output, (userId) => names.get(userId) ?? userId).forEach(announce);
    },
  });
}

export function useRestoreUsers() {
  return useTrashAction({
    name: callableNames.restoreUsers,
    outputSchema: restoreUsersOutputSchema,
    notices: restoreNotices,
  });
}

export function useDeleteUsersForever() {
  return useTrashAction({
    name: callableNames.deleteUsersForever,
    outputSchema: deleteUsersForeverOutputSchema,
    notices: deleteForeverNotices,
  });
}
