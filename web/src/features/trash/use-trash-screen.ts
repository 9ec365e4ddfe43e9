import { useState } from 'react';
import {
  type RowSelection,
  withPageToggled,
  withRowsSelected,
  withRowToggled,
} from '../../lib/list-screen/row-selection.ts';
import { useListAddress } from '../../lib/list-screen/use-list-address.ts';
import { type PaletteAction, usePaletteActions } from '../../lib/navigation/palette-actions.ts';
import { useAllows } from '../../lib/session/team-role.ts';
import { useTrashRetentionDays } from '../../lib/users/use-trash-retention-days.ts';
import { useDeleteUsersForever, useRestoreUsers } from './api/use-trash-actions.ts';
import { useTrashPage } from './api/use-trash-page.ts';
import { type TrashCursor, type TrashRow, trashAddress } from './trash-page.ts';

/**
 * The trash screen: the page kept in the address, its rows, the selection, and what restoring and deleting forever
 * do. The page component lays it out.
 */
export function useTrashScreen() {
  // A page moved to is an entry of the history: Back returns to the page before.
  const { view: cursor, show } = useListAddress(trashAddress, { history: 'push' });
  // Unlike the users' selection, this one is of the page shown only: a row restored elsewhere or on another page
  // is not acted on unseen, so the rows acted on are those of the live page.
  const [selected, setSelected] = useState<RowSelection>(new Set());
  const [toDeleteForever, setToDeleteForever] = useState<TrashRow[]>();
  const { page, error } = useTrashPage(cursor);
  const retentionDays = useTrashRetentionDays();
  const restore = useRestoreUsers();
  const deleteForever = useDeleteUsersForever();
  const busy = restore.isPending || deleteForever.isPending;
  // Restoring and deleting forever are both the deletion's permission: a role without it only looks.
  const mayRestore = useAllows('deleteUsers');
  const selectedRows = page?.rows.filter((row) => selected.has(row.id)) ?? [];

  function forget(rows: readonly TrashRow[]) {
    setSelected((current) =>
      withRowsSelected(
        current,
        rows.map((row) => row.id),
        false,
      ),
    );
  }

  function move(to: TrashCursor | undefined) {
    if (!to) return;
    setSelected(new Set());
    show(to);
  }

  function restoreRows(rows: TrashRow[]) {
    restore.mutate(rows, { onSuccess: () => forget(rows) });
  }

  function confirmDeleteForever() {
    if (!toDeleteForever) return;
    deleteForever.mutate(toDeleteForever, {
      onSuccess: (_output, rows) => forget(rows),
      onSettled: () => setToDeleteForever(undefined),
    });
  }

  const paletteActions: PaletteAction[] = [];
  if (mayRestore && selectedRows.length > 0 && !busy) {
    paletteActions.push(
      { id: 'restore-selected', label: 'Restore the selected users', run: () => restoreRows(selectedRows) },
      {
        id: 'delete-selected-forever',
        label: 'Delete the selected users forever',
        run: () => setToDeleteForever(selectedRows),
      },
    );
  }
  if (page?.newer)
    paletteActions.push({ id: 'newer', label: 'Show newer deletions', run: () => move(page.newer) });
  if (page?.older)
    paletteActions.push({ id: 'older', label: 'Show older deletions', run: () => move(page.older) });
  usePaletteActions(paletteActions);

  return {
    page,
    error,
    retentionDays,
    busy,
    mayRestore,
    move,
    selection: {
      keys: selected,
      rows: selectedRows,
      toggleRow: (row: TrashRow) => setSelected((current) => withRowToggled(current, row.id)),
      togglePage: () =>
        setSelected((current) =>
          withPageToggled(
            current,
            (page?.rows ?? []).map((row) => row.id),
          ),
        ),
    },
    restore: { running: restore.isPending, run: restoreRows },
    deleteForever: {
      rows: toDeleteForever,
      running: deleteForever.isPending,
      ask: setToDeleteForever,
      cancel: () => setToDeleteForever(undefined),
      confirm: confirmDeleteForever,
    },
  };
}

export type TrashScreen = ReturnType<typeof useTrashScreen>;
