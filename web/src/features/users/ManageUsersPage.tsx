import {
  filterUserRows,
  type UserRow,
  type UserTypeFilter,
  userStatusLabels,
} from '@management-center/contract';
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUserList } from './api/use-user-list.ts';
import { useApproveBusinessUsers, useDeleteUsers, useRetryApprovalEmails } from './api/user-mutations.ts';
import { ApprovalEmailFailures } from './components/ApprovalEmailFailures.tsx';
import { BatchProgressBar } from './components/BatchProgressBar.tsx';
import { DeleteUsersModal, type DeletionRequest } from './components/DeleteUsersModal.tsx';
import { UserListToolbar } from './components/UserListToolbar.tsx';
import { UserTable } from './components/UserTable.tsx';
import type { BatchRun } from './id-batches.ts';
import { readUserListView, type UserListView, userListSearchParams } from './list-view.ts';
import { pageOf } from './pagination.ts';
import { selectionSummary } from './selection.ts';
import { useUserSelection } from './use-user-selection.ts';
import { countOf } from './user-names.ts';

// Spec section 2: the popup of "Delete Selected Users"; one row's Delete asks the same about that user.
const deleteSelectedTitle = 'Are you sure to delete all users?';
const deleteOneTitle = 'Are you sure to delete this user?';

const pageControlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

// Approval is sent for business users not approved yet: the others would get nothing from it.
function isApprovable(row: UserRow): boolean {
  return row.kind === 'business' && row.status !== userStatusLabels.approved;
}

export function ManageUsersPage() {
  const { rows, failedEmails, error } = useUserList();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readUserListView(searchParams);
  const [deletion, setDeletion] = useState<DeletionRequest>();
  const deleteUsers = useDeleteUsers();
  const approveUsers = useApproveBusinessUsers();
  const retryEmails = useRetryApprovalEmails();
  const busy =
    deleteUsers.mutation.isPending || approveUsers.mutation.isPending || retryEmails.mutation.isPending;

  const matching = useMemo(
    () => (rows ? filterUserRows(rows, { search: view.search, type: view.type }) : []),
    [rows, view.search, view.type],
  );
  const matchingIds = useMemo(() => matching.map((row) => row.id), [matching]);
  const { selection, selectAll, toggle, toggleAll, forget, clear } = useUserSelection(matchingIds);
  const selectedRows = useMemo(() => rows?.filter((row) => selection.has(row.id)) ?? [], [rows, selection]);
  const approvable = useMemo(() => selectedRows.filter(isApprovable), [selectedRows]);
  // Memoised, with stable callbacks, so that renders which change neither the page nor the selection (a busy
  // flag, a progress bar) leave the fifty rows alone.
  const page = useMemo(() => pageOf(matching, view.page), [matching, view.page]);
  const listSearch = useMemo(() => {
    const params = userListSearchParams({ search: view.search, type: view.type, page: view.page });
    return params.size === 0 ? '' : `?${params.toString()}`;
  }, [view.search, view.type, view.page]);
  const toggleRow = useCallback((row: UserRow) => toggle(row.id), [toggle]);
  const askToDelete = useCallback((row: UserRow) => setDeletion({ title: deleteOneTitle, users: [row] }), []);
  const selectedOnPage = page.items.filter((row) => selection.has(row.id)).length;

  function showView(next: Partial<UserListView>) {
    // Synchronous, not a transition: the search box is controlled by the address and must echo each keystroke.
    setSearchParams(userListSearchParams({ ...view, page: 1, ...next }), { replace: true, flushSync: true });
  }

  function forgetProcessed(run: BatchRun<unknown>) {
    forget(run.processedIds);
  }

  function confirmDeletion() {
    if (!deletion) return;
    deleteUsers.mutation.mutate(deletion.users, {
      onSuccess: forgetProcessed,
      onSettled: () => setDeletion(undefined),
    });
  }

  return (
    <Stack gap="md">
      <Title order={1}>Manage User Dashboard</Title>
      {failedEmails.length > 0 && (
        <ApprovalEmailFailures
          failures={failedEmails}
          retrying={retryEmails.mutation.isPending}
          disabled={busy && !retryEmails.mutation.isPending}
          progress={retryEmails.progress}
          onRetry={() => retryEmails.mutation.mutate(failedEmails)}
        />
      )}
      <UserListToolbar
        search={view.search}
        type={view.type}
        selectedCount={selectedRows.length}
        approvableCount={approvable.length}
        deleting={deleteUsers.mutation.isPending}
        approving={approveUsers.mutation.isPending}
        busy={busy}
        onSearchChange={(nextSearch) => showView({ search: nextSearch })}
        onTypeChange={(type: UserTypeFilter) => showView({ type })}
        onDeleteSelected={() => setDeletion({ title: deleteSelectedTitle, users: selectedRows })}
        onApprove={() => approveUsers.mutation.mutate(approvable, { onSuccess: forgetProcessed })}
      />
      <BatchProgressBar progress={approveUsers.progress} action="Approved" />
      {error ? (
        <Alert color="red" title="The users could not be read">
          {error.message}
        </Alert>
      ) : rows === undefined ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">Loading users…</Text>
          </Group>
        </Center>
      ) : (
        <>
          <Group justify="space-between" gap="xs">
            <Group gap="xs" aria-live="polite">
              <Text size="sm">
                {selectionSummary({
                  selected: selectedRows.length,
                  onPage: selectedOnPage,
                  waitingForApproval: view.type === 'Business User' ? approvable.length : undefined,
                })}
              </Text>
              {selectedRows.length > 0 && (
                <Button variant="subtle" size="compact-sm" onClick={clear}>
                  Clear selection
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {page.total === 0
                ? `No matches among ${countOf(rows.length, 'user')}`
                : `Showing ${page.first}–${page.last} of ${countOf(page.total, 'user')}`}
            </Text>
          </Group>
          {rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              There are no users yet.
            </Text>
          ) : page.total === 0 ? (
            <Stack align="center" py="xl" gap="xs">
              <Text c="dimmed">No users match the search and filter.</Text>
              <Button variant="subtle" onClick={() => showView({ search: '', type: 'All' })}>
                Show all users
              </Button>
            </Stack>
          ) : (
            <UserTable
              rows={page.items}
              matchingCount={matching.length}
              selection={selection}
              selectAll={selectAll}
              listSearch={listSearch}
              actionsDisabled={busy}
              onToggle={toggleRow}
              onToggleAll={toggleAll}
              onDelete={askToDelete}
            />
          )}
          {page.pageCount > 1 && (
            <Pagination
              total={page.pageCount}
              value={page.page}
              onChange={(nextPage) => showView({ page: nextPage })}
              getItemProps={(itemPage) => ({ 'aria-label': `Page ${itemPage}` })}
              getControlProps={(control) => ({ 'aria-label': pageControlLabels[control] })}
              aria-label="Pages of users"
            />
          )}
        </>
      )}
      {deletion && (
        <DeleteUsersModal
          request={deletion}
          deleting={deleteUsers.mutation.isPending}
          progress={deleteUsers.progress}
          onCancel={() => setDeletion(undefined)}
          onConfirm={confirmDeletion}
        />
      )}
    </Stack>
  );
}
