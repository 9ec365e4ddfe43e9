import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { AllMatchingBannerBar } from '../../components/AllMatchingBannerBar.tsx';
import { BatchProgressBar } from '../../components/BatchProgressBar.tsx';
import { usePhoneLayout } from '../../components/phone-layout.ts';
import { type PaletteAction, usePaletteActions } from '../../lib/navigation/palette-actions.ts';
import { routePaths } from '../../lib/navigation/paths.ts';
import { useAllows } from '../../lib/session/team-role.ts';
import { countOf, countUsers } from '../../lib/users/user-names.ts';
import { listReturnState } from '../../lib/users/users-list-return.ts';
import type { UserListPage } from './api/use-user-list-page.ts';
import { ApprovalEmailFailures } from './components/ApprovalEmailFailures.tsx';
import { ApproveMatchingUsersModal } from './components/ApproveMatchingUsersModal.tsx';
import { DeleteUsersModal } from './components/DeleteUsersModal.tsx';
import { UserCards } from './components/UserCards.tsx';
import { UserListToolbar } from './components/UserListToolbar.tsx';
import { UserPageControls } from './components/UserPageControls.tsx';
import { UserTable } from './components/UserTable.tsx';
import { searchWindow } from './search-window.ts';
import { type UsersScreen, useUsersScreen } from './use-users-screen.ts';
import { userListRangeText } from './user-list-pages.ts';

interface ScreenProps {
  screen: UsersScreen;
}

interface ShownListProps extends ScreenProps {
  list: UserListPage;
}

function UsersLoading() {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">Loading users…</Text>
      </Group>
    </Center>
  );
}

function SelectionLine({ screen: { selection } }: ScreenProps) {
  return (
    <Group gap="xs" aria-live="polite">
      <Text size="sm">{selection.text}</Text>
      {selection.clearable && (
        <Button variant="subtle" size="compact-sm" onClick={selection.clear}>
          Clear selection
        </Button>
      )}
    </Group>
  );
}

// A search past its window under a status filter may find none of that status among the names it read, while
// more names match further on: it says so rather than that nothing matches.
function NoMatchingUsers({ screen, list }: ShownListProps) {
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text c="dimmed">
        {list.totalIsExact
          ? 'No users match the search and filter.'
          : `None of the first ${countOf(searchWindow, 'name')} of each collection the search read matches the filters: type more to narrow it.`}
      </Text>
      <Button variant="subtle" onClick={screen.showAllUsers}>
        Show all users
      </Button>
    </Stack>
  );
}

function UserRows({ screen, list }: ShownListProps) {
  const { selection } = screen;
  const Rows = usePhoneLayout() ? UserCards : UserTable;
  const { search, type, status, joined } = screen.view;
  if (list.inFilter === 0 && search === '' && type === 'All' && status === 'All' && !joined) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        There are no users yet.
      </Text>
    );
  }
  if (list.page.total === 0) return <NoMatchingUsers screen={screen} list={list} />;
  return (
    <>
      <AllMatchingBannerBar selection={selection} />
      <Rows
        rows={list.rows}
        updating={screen.updating}
        selection={selection.keys}
        allMatching={selection.allMatching !== undefined}
        selectAll={selection.page}
        listSearch={screen.listSearch}
        actionsDisabled={screen.busy}
        onToggle={selection.toggleRow}
        onToggleAll={selection.togglePage}
        onDelete={screen.deletion.askForRow}
      />
    </>
  );
}

// The rows shown stay as readable as ever while the next ones are read (faded text would fall below WCAG's
// contrast); a loader beside the range says that they are being replaced, once that takes long enough to notice,
// so a quick answer shows no flicker.
function ListRange({ screen, list }: ShownListProps) {
  const [updatingAWhile] = useDebouncedValue(screen.updating, 150);
  return (
    <Group gap="xs">
      {screen.updating && updatingAWhile && <Loader size="xs" aria-hidden />}
      <Text size="sm" c="dimmed">
        {userListRangeText(list.page, list.totalIsExact, list.inFilter)}
      </Text>
    </Group>
  );
}

function ShownList({ screen, list }: ShownListProps) {
  return (
    <>
      <Group justify="space-between" gap="xs">
        <SelectionLine screen={screen} />
        <ListRange screen={screen} list={list} />
      </Group>
      <UserRows screen={screen} list={list} />
      {list.page.pageCount > 1 && (
        <UserPageControls page={list.page.page} pageCount={list.page.pageCount} onMove={screen.showPage} />
      )}
      {!list.totalIsExact && list.page.total > 0 && (
        <Text size="sm" c="dimmed">
          A search lists its first {countOf(list.page.total, 'match')} in name order; type more to narrow it.
        </Text>
      )}
    </>
  );
}

function UserList({ screen }: ScreenProps) {
  const { list, error } = screen;
  if (error) {
    return (
      <Alert color="red" title="The users could not be read">
        {error.message}
      </Alert>
    );
  }
  if (list === undefined) return <UsersLoading />;
  return <ShownList screen={screen} list={list} />;
}

export function ManageUsersPage() {
  const screen = useUsersScreen();
  const { deletion, approval, emailRetry } = screen;
  const navigate = useNavigate();
  const mayApprove = useAllows('approveBusinessUsers');
  const mayDelete = useAllows('deleteUsers');
  const paletteActions: PaletteAction[] = [
    {
      id: 'open-trash',
      label: 'Open the trash',
      run: () => navigate(routePaths.trash, { state: listReturnState(screen.listSearch) }),
    },
  ];
  if (mayApprove && approval.possible && !screen.busy) {
    paletteActions.push({ id: 'approve-selected', label: 'Approve the selected users', run: approval.start });
  }
  if (mayDelete && deletion.possible && !screen.busy) {
    paletteActions.push({
      id: 'delete-selected',
      label: 'Delete the selected users',
      run: deletion.askForSelected,
    });
  }
  usePaletteActions(paletteActions);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Manage User Dashboard</Title>
        {/* The trash's back arrow returns to this list as it is. */}
        <Button
          component={Link}
          to={routePaths.trash}
          state={listReturnState(screen.listSearch)}
          variant="light"
        >
          Trash
        </Button>
      </Group>
      {emailRetry.failures.length > 0 && (
        <ApprovalEmailFailures
          failures={emailRetry.failures}
          retrying={emailRetry.running}
          disabled={screen.busy && !emailRetry.running}
          progress={emailRetry.progress}
          onRetry={emailRetry.retry}
        />
      )}
      <UserListToolbar
        query={screen.matching}
        canDelete={deletion.possible}
        canApprove={approval.possible}
        deleting={deletion.running}
        approving={approval.running}
        busy={screen.busy}
        onSearchChange={screen.showSearch}
        onTypeChange={screen.showType}
        onStatusChange={screen.showStatus}
        onJoinedChange={screen.showJoined}
        onDeleteSelected={deletion.askForSelected}
        onApprove={approval.start}
      />
      {!approval.confirming && (
        <BatchProgressBar progress={approval.progress} action="Approved" countText={countUsers} />
      )}
      <UserList screen={screen} />
      {deletion.request && (
        <DeleteUsersModal
          request={deletion.request}
          deleting={deletion.running}
          progress={deletion.progress}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
        />
      )}
      {approval.confirming && (
        <ApproveMatchingUsersModal
          matching={approval.confirming}
          approving={approval.running}
          progress={approval.progress}
          onCancel={approval.cancel}
          onConfirm={approval.confirm}
        />
      )}
    </Stack>
  );
}
