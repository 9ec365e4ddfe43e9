import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackToUsersButton } from '../../components/BackToUsersButton.tsx';
import { ExportMenu } from '../../components/ExportMenu.tsx';
import { usePhoneLayout } from '../../components/phone-layout.ts';
import { type PaletteAction, usePaletteActions } from '../../lib/palette-actions.ts';
import {
  type RowSelection,
  withPageToggled,
  withRowsSelected,
  withRowToggled,
} from '../../lib/row-selection.ts';
import { useAllows } from '../../lib/team-role.ts';
import { useTrashRetentionDays } from '../../lib/use-trash-retention-days.ts';
import { countOf, countUsers } from '../../lib/user-names.ts';
import { useDeleteUsersForever, useRestoreUsers } from './api/use-trash-actions.ts';
import { useTrashPage } from './api/use-trash-page.ts';
import { DeleteForeverModal } from './components/DeleteForeverModal.tsx';
import { TrashCards } from './components/TrashCards.tsx';
import { TrashTable } from './components/TrashTable.tsx';
import { readTrashCursor, type TrashCursor, type TrashRow, trashCursorParams } from './trash-page.ts';

export function TrashPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const cursor = useMemo(() => readTrashCursor(searchParams), [searchParams]);
  const [selected, setSelected] = useState<RowSelection>(new Set());
  const [toDeleteForever, setToDeleteForever] = useState<TrashRow[]>();
  const { page, error } = useTrashPage(cursor);
  const retentionDays = useTrashRetentionDays();
  const restore = useRestoreUsers();
  const deleteForever = useDeleteUsersForever();
  const busy = restore.isPending || deleteForever.isPending;
  // Restoring and deleting forever are both the deletion's permission: a role without it only looks.
  const mayRestore = useAllows('deleteUsers');
  const Rows = usePhoneLayout() ? TrashCards : TrashTable;
  // Only rows on the page shown count: a row restored elsewhere or on another page is not acted on unseen.
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
    setSearchParams(trashCursorParams(to));
  }

  const paletteActions: PaletteAction[] = [];
  if (mayRestore && selectedRows.length > 0 && !busy) {
    paletteActions.push(
      {
        id: 'restore-selected',
        label: 'Restore the selected users',
        run: () => restore.mutate(selectedRows, { onSuccess: () => forget(selectedRows) }),
      },
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

  function confirmDeleteForever() {
    if (!toDeleteForever) return;
    deleteForever.mutate(toDeleteForever, {
      onSuccess: (_output, rows) => forget(rows),
      onSettled: () => setToDeleteForever(undefined),
    });
  }

  function content() {
    if (error) {
      return (
        <Alert color="red" title="The trash could not be read">
          {error.message}
        </Alert>
      );
    }
    if (!page || retentionDays === undefined) {
      return (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">Loading the trash…</Text>
          </Group>
        </Center>
      );
    }
    if (page.rows.length === 0 && !page.newer && !page.older) {
      return <Text c="dimmed">The trash is empty.</Text>;
    }
    return (
      <>
        <Rows
          rows={page.rows}
          selected={selected}
          retentionDays={retentionDays}
          actionsDisabled={busy}
          onToggle={(row) => setSelected((current) => withRowToggled(current, row.id))}
          onToggleAll={() =>
            setSelected((current) =>
              withPageToggled(
                current,
                page.rows.map((row) => row.id),
              ),
            )
          }
          onRestore={(rows) => restore.mutate(rows, { onSuccess: () => forget(rows) })}
          onDeleteForever={setToDeleteForever}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" disabled={!page.newer} onClick={() => move(page.newer)}>
            Newer
          </Button>
          <Button variant="default" disabled={!page.older} onClick={() => move(page.older)}>
            Older
          </Button>
        </Group>
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs">
          <BackToUsersButton />
          <Title order={1}>Trash</Title>
        </Group>
        <ExportMenu callable="exportTrash" filters={{}} countText={countUsers} />
      </Group>
      <Text size="sm" c="dimmed">
        Deleted users are kept here
        {retentionDays === undefined ? '' : ` for ${countOf(retentionDays, 'day')}`}, newest first, then
        deleted for good. Restore puts back their records exactly as they were and enables their sign-in
        accounts again.
      </Text>
      {mayRestore && (
        <Group gap="sm">
          <Button
            disabled={selectedRows.length === 0 || busy}
            loading={restore.isPending}
            onClick={() => restore.mutate(selectedRows, { onSuccess: () => forget(selectedRows) })}
          >
            Restore Selected
          </Button>
          <Button
            color="red"
            variant="outline"
            disabled={selectedRows.length === 0 || busy}
            onClick={() => setToDeleteForever(selectedRows)}
          >
            Delete Selected Forever
          </Button>
          {selectedRows.length > 0 && (
            <Text size="sm" c="dimmed">
              {countOf(selectedRows.length, 'user')} selected
            </Text>
          )}
        </Group>
      )}
      {content()}
      {toDeleteForever && (
        <DeleteForeverModal
          rows={toDeleteForever}
          deleting={deleteForever.isPending}
          onCancel={() => setToDeleteForever(undefined)}
          onConfirm={confirmDeleteForever}
        />
      )}
    </Stack>
  );
}
