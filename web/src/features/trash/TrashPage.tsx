import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { BackToUsersButton } from '../../components/BackToUsersButton.tsx';
import { ExportMenu } from '../../components/ExportMenu.tsx';
import { usePhoneLayout } from '../../components/phone-layout.ts';
import { countOf, countUsers } from '../../lib/users/user-names.ts';
import { DeleteForeverModal } from './components/DeleteForeverModal.tsx';
import { TrashCards } from './components/TrashCards.tsx';
import { TrashTable } from './components/TrashTable.tsx';
import { type TrashScreen, useTrashScreen } from './use-trash-screen.ts';

interface ScreenProps {
  screen: TrashScreen;
}

function TrashList({ screen }: ScreenProps) {
  const { page, error, retentionDays, selection } = screen;
  const Rows = usePhoneLayout() ? TrashCards : TrashTable;
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
        selected={selection.keys}
        retentionDays={retentionDays}
        actionsDisabled={screen.busy}
        onToggle={selection.toggleRow}
        onToggleAll={selection.togglePage}
        onRestore={screen.restore.run}
        onDeleteForever={screen.deleteForever.ask}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" disabled={!page.newer} onClick={() => screen.move(page.newer)}>
          Newer
        </Button>
        <Button variant="default" disabled={!page.older} onClick={() => screen.move(page.older)}>
          Older
        </Button>
      </Group>
    </>
  );
}

function SelectedActions({ screen }: ScreenProps) {
  const { rows } = screen.selection;
  return (
    <Group gap="sm">
      <Button
        disabled={rows.length === 0 || screen.busy}
        loading={screen.restore.running}
        onClick={() => screen.restore.run(rows)}
      >
        Restore Selected
      </Button>
      <Button
        color="red"
        variant="outline"
        disabled={rows.length === 0 || screen.busy}
        onClick={() => screen.deleteForever.ask(rows)}
      >
        Delete Selected Forever
      </Button>
      {rows.length > 0 && (
        <Text size="sm" c="dimmed">
          {countOf(rows.length, 'user')} selected
        </Text>
      )}
    </Group>
  );
}

export function TrashPage() {
  const screen = useTrashScreen();
  const { retentionDays, deleteForever } = screen;
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
      {screen.mayRestore && <SelectedActions screen={screen} />}
      <TrashList screen={screen} />
      {deleteForever.rows && (
        <DeleteForeverModal
          rows={deleteForever.rows}
          deleting={deleteForever.running}
          onCancel={deleteForever.cancel}
          onConfirm={deleteForever.confirm}
        />
      )}
    </Stack>
  );
}
