import {
  directoryKeyOf,
  type UserRow,
  type UserTypeFilter,
  userStatusLabels,
} from '@management-center/contract';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notifyFailure } from '../../lib/notify.ts';
import { loadMatchingRows } from './api/load-matching-rows.ts';
import { useApprovalEmailFailures } from './api/use-approval-email-failures.ts';
import { useUserListPage } from './api/use-user-list-page.ts';
import { useApproveBusinessUsers, useDeleteUsers, useRetryApprovalEmails } from './api/user-mutations.ts';
import { ApprovalEmailFailures } from './components/ApprovalEmailFailures.tsx';
import { BatchProgressBar } from './components/BatchProgressBar.tsx';
import { DeleteUsersModal, type DeletionRequest } from './components/DeleteUsersModal.tsx';
import { UserListToolbar } from './components/UserListToolbar.tsx';
import { UserPageControls } from './components/UserPageControls.tsx';
import { UserTable } from './components/UserTable.tsx';
import { orderValueOf } from './directory-page.ts';
import type { BatchRun } from './id-batches.ts';
import { readUserListView, type UserListView, userListSearchParams } from './list-view.ts';
import { type SelectAllState, selectAllState, selectionSummary } from './selection.ts';
import { useUserSelection } from './use-user-selection.ts';
import { countOf } from './user-names.ts';

// Spec section 2: the popup of "Delete Selected Users"; one row's Delete asks the same about that user.
const deleteSelectedTitle = 'Are you sure to delete all users?';
const deleteOneTitle = 'Are you sure to delete this user?';

// Approval is sent for business users not approved yet: the others would get nothing from it.
function isApprovable(row: UserRow): boolean {
  return row.kind === 'business' && row.status !== userStatusLabels.approved;
}

function shownRangeText(first: number, last: number, total: number, exact: boolean): string {
  return `Showing ${first}–${last} of ${exact ? '' : 'more than '}${countOf(total, 'user')}`;
}

export function ManageUsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readUserListView(searchParams);
  const { list, updating, error } = useUserListPage(view);
  const failedEmails = useApprovalEmailFailures();
  const [deletion, setDeletion] = useState<DeletionRequest>();
  // Every user the view matches, once loaded for select-all: kept while the search and filter stay.
  const [matching, setMatching] = useState<{ viewKey: string; rows: UserRow[] }>();
  const deleteUsers = useDeleteUsers();
  const approveUsers = useApproveBusinessUsers();
  const retryEmails = useRetryApprovalEmails();
  const busy =
    deleteUsers.mutation.isPending || approveUsers.mutation.isPending || retryEmails.mutation.isPending;

  const { selection, selectedRows, toggle, toggleAll, forget, clear } = useUserSelection();
  const approvable = useMemo(() => selectedRows.filter(isApprovable), [selectedRows]);
  const rows = list?.rows;
  const viewKey = `${view.type}|${view.search}`;
  const matchingRows = matching?.viewKey === viewKey ? matching.rows : undefined;
  const matchingKeys = useMemo(
    () => list?.matchingKeys ?? matchingRows?.map(directoryKeyOf),
    [list?.matchingKeys, matchingRows],
  );
  const selectAll: SelectAllState = useMemo(
    () => selectAllState(selection, matchingKeys ?? rows?.map(directoryKeyOf) ?? []),
    [selection, matchingKeys, rows],
  );
  const allMatchSelectable =
    list !== undefined &&
    (list.matchingKeys !== undefined || (view.search === '' && list.page.total <= 1000));
  const selectAllLabel =
    list && allMatchSelectable
      ? `Select all ${countOf(list.page.total, 'user')} matching the search and filter`
      : `Select the ${countOf(rows?.length ?? 0, 'user')} on this page`;
  const listSearch = useMemo(() => {
    const params = userListSearchParams(view);
    return params.size === 0 ? '' : `?${params.toString()}`;
  }, [view]);
  const askToDelete = useCallback((row: UserRow) => setDeletion({ title: deleteOneTitle, users: [row] }), []);
  const selectedOnPage = rows?.filter((row) => selection.has(directoryKeyOf(row))).length ?? 0;

  const toggleAllMatching = useCallback(async () => {
    if (!list) return;
    if (!allMatchSelectable) {
      toggleAll(list.rows);
      return;
    }
    try {
      const loaded =
        matchingRows ??
        (await loadMatchingRows(view.type, list.matchingKeys, view.search !== '', list.page.total));
      if (!loaded) {
        toggleAll(list.rows);
        return;
      }
      setMatching({ viewKey, rows: loaded });
      toggleAll(loaded);
    } catch (failure) {
      notifyFailure(
        `The matching users could not be read: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
    }
  }, [list, allMatchSelectable, matchingRows, view.type, view.search, viewKey, toggleAll]);

  function showView(next: Partial<UserListView>) {
    // Synchronous, not a transition: the search box is controlled by the address and must echo each keystroke.
    setSearchParams(userListSearchParams({ ...view, page: 1, cursor: { at: 'first' }, ...next }), {
      replace: true,
      flushSync: true,
    });
  }

  function showPage(direction: 'first' | 'previous' | 'next' | 'last') {
    if (!list) return;
    const { page, pageCount } = list.page;
    if (direction === 'first' || (direction === 'previous' && page <= 2)) return showView({});
    if (view.search !== '' || list.entries.length === 0) {
      const target = { previous: page - 1, next: page + 1, last: pageCount }[direction];
      return showView({ search: view.search, type: view.type, page: target });
    }
    if (direction === 'last') return showView({ page: pageCount, cursor: { at: 'last' } });
    const neighbour = direction === 'next' ? list.entries.at(-1) : list.entries[0];
    if (!neighbour) return;
    showView({
      page: direction === 'next' ? page + 1 : page - 1,
      cursor: {
        at: direction === 'next' ? 'after' : 'before',
        value: orderValueOf(view.type, neighbour),
        key: directoryKeyOf(neighbour),
      },
    });
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
      ) : list === undefined ? (
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
              {list.page.total === 0
                ? `No matches among ${countOf(list.inFilter, 'user')}`
                : shownRangeText(list.page.first, list.page.last, list.page.total, list.totalIsExact)}
            </Text>
          </Group>
          {list.inFilter === 0 && view.search === '' ? (
            <Text c="dimmed" ta="center" py="xl">
              There are no users yet.
            </Text>
          ) : list.page.total === 0 ? (
            <Stack align="center" py="xl" gap="xs">
              <Text c="dimmed">No users match the search and filter.</Text>
              <Button variant="subtle" onClick={() => showView({ search: '', type: 'All' })}>
                Show all users
              </Button>
            </Stack>
          ) : (
            <UserTable
              rows={list.rows}
              updating={updating}
              selectAllLabel={selectAllLabel}
              selection={selection}
              selectAll={selectAll}
              listSearch={listSearch}
              actionsDisabled={busy}
              onToggle={toggle}
              onToggleAll={toggleAllMatching}
              onDelete={askToDelete}
            />
          )}
          {list.page.pageCount > 1 && (
            <UserPageControls
              page={list.page.page}
              pageCount={list.page.pageCount}
              onFirst={() => showPage('first')}
              onPrevious={() => showPage('previous')}
              onNext={() => showPage('next')}
              onLast={() => showPage('last')}
            />
          )}
          {!list.totalIsExact && (
            <Text size="sm" c="dimmed">
              A search lists its first {countOf(list.page.total, 'match')} in name order; type more to narrow
              it.
            </Text>
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
