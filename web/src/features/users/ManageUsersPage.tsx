import {
  directoryKeyOf,
  type UserMatching,
  type UserRow,
  type UserTypeFilter,
  userStatusLabels,
} from '@management-center/contract';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AllMatchingBannerBar } from '../../components/AllMatchingBannerBar.tsx';
import { BatchProgressBar } from '../../components/BatchProgressBar.tsx';
import { allMatchingBanner } from '../../lib/all-matching.ts';
import { type PageSelection, pageSelection } from '../../lib/row-selection.ts';
import { useAllMatching } from '../../lib/use-all-matching.ts';
import { countOf, countUsers } from '../../lib/user-names.ts';
import { listReturnState } from '../../lib/users-list-return.ts';
import { useApprovalEmailFailures } from './api/use-approval-email-failures.ts';
import { useMatchingUsersCount } from './api/use-matching-users-count.ts';
import { useUserListPage } from './api/use-user-list-page.ts';
import { useApproveBusinessUsers, useDeleteUsers, useRetryApprovalEmails } from './api/user-mutations.ts';
import { ApprovalEmailFailures } from './components/ApprovalEmailFailures.tsx';
import { ApproveMatchingUsersModal } from './components/ApproveMatchingUsersModal.tsx';
import { DeleteUsersModal, type DeletionRequest } from './components/DeleteUsersModal.tsx';
import { UserListToolbar } from './components/UserListToolbar.tsx';
import { UserPageControls } from './components/UserPageControls.tsx';
import { UserTable } from './components/UserTable.tsx';
import { orderValueOf } from './directory-page.ts';
import type { BatchRun } from './id-batches.ts';
import { readUserListView, type UserListView, userListSearchParams } from './list-view.ts';
import { allMatchingSummary, selectionSummary } from './selection-summary.ts';
import { useUserSelection } from './use-user-selection.ts';

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
  // Approving all business users that match asks first; the dialog is open for this search.
  const [approval, setApproval] = useState<UserMatching>();
  const deleteUsers = useDeleteUsers();
  const approveUsers = useApproveBusinessUsers();
  const retryEmails = useRetryApprovalEmails();
  const busy =
    deleteUsers.mutation.isPending || approveUsers.mutation.isPending || retryEmails.mutation.isPending;

  const { selection, selectedRows, toggle, toggleAll, selectOnly, forget, clear } = useUserSelection();
  const shownMatching: UserMatching = useMemo(
    () => ({ search: view.search, type: view.type }),
    [view.search, view.type],
  );
  const { allMatching, selectAllMatching, leaveAllMatching } = useAllMatching(shownMatching);
  const approvable = useMemo(() => selectedRows.filter(isApprovable), [selectedRows]);
  const rows = list?.rows;
  const selectAll: PageSelection = useMemo(
    () => (allMatching ? 'all' : pageSelection(selection, rows?.map(directoryKeyOf) ?? [])),
    [allMatching, selection, rows],
  );
  // A search past its window knows only that there are more matches; the server counts them.
  const moreMatchThanShown = list !== undefined && (!list.totalIsExact || list.page.total > list.rows.length);
  const { count: matchingCount } = useMatchingUsersCount(shownMatching, {
    wanted: allMatching !== undefined || (moreMatchThanShown && selectAll === 'all'),
  });
  const listSearch = useMemo(() => {
    const params = userListSearchParams(view);
    return params.size === 0 ? '' : `?${params.toString()}`;
  }, [view]);
  const askToDelete = useCallback((row: UserRow) => setDeletion({ title: deleteOneTitle, users: [row] }), []);
  const selectedOnPage = rows?.filter((row) => selection.has(directoryKeyOf(row))).length ?? 0;
  const banner = allMatchingBanner({
    allMatching: allMatching !== undefined,
    pageRows: rows?.length ?? 0,
    selectedOnPage,
    moreMatchThanShown,
    matchingCount,
    noun: { one: 'user', many: 'users' },
  });

  const clearSelection = useCallback(() => {
    leaveAllMatching();
    clear();
  }, [leaveAllMatching, clear]);

  // Unticking the header or a row of "all that match" goes back to rows by id, as in a mail client: none, or
  // the page shown but that row.
  const toggleAllOnPage = useCallback(() => {
    if (allMatching) clearSelection();
    else if (rows) toggleAll(rows);
  }, [allMatching, rows, clearSelection, toggleAll]);
  const toggleRow = useCallback(
    (row: UserRow) => {
      if (!allMatching) return toggle(row);
      leaveAllMatching();
      const key = directoryKeyOf(row);
      selectOnly((rows ?? []).filter((shown) => directoryKeyOf(shown) !== key));
    },
    [allMatching, rows, toggle, leaveAllMatching, selectOnly],
  );

  function chooseAllMatching() {
    clear();
    selectAllMatching(shownMatching);
  }

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

  function confirmDeletion(count: number) {
    if (!deletion) return;
    const onSettled = () => setDeletion(undefined);
    if ('matching' in deletion) {
      deleteUsers.mutation.mutate(
        { matching: deletion.matching, count, knownUsers: rows ?? [] },
        { onSuccess: clearSelection, onSettled },
      );
    } else {
      deleteUsers.mutation.mutate({ users: deletion.users }, { onSuccess: forgetProcessed, onSettled });
    }
  }

  function approveSelected() {
    if (allMatching) setApproval(allMatching);
    else approveUsers.mutation.mutate({ users: approvable }, { onSuccess: forgetProcessed });
  }

  function confirmApproval(count: number) {
    if (!approval) return;
    approveUsers.mutation.mutate(
      { matching: approval, count, knownUsers: rows ?? [] },
      { onSuccess: clearSelection, onSettled: () => setApproval(undefined) },
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Manage User Dashboard</Title>
        {/* The trash's back arrow returns to this list as it is. */}
        <Button
          component={Link}
          to="/manage_user_dashboard/trash"
          state={listReturnState(listSearch)}
          variant="light"
        >
          Trash
        </Button>
      </Group>
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
        canDelete={allMatching !== undefined || selectedRows.length > 0}
        canApprove={allMatching !== undefined || approvable.length > 0}
        deleting={deleteUsers.mutation.isPending}
        approving={approveUsers.mutation.isPending}
        busy={busy}
        onSearchChange={(nextSearch) => showView({ search: nextSearch })}
        onTypeChange={(type: UserTypeFilter) => showView({ type })}
        onDeleteSelected={() =>
          setDeletion(
            allMatching
              ? { title: deleteSelectedTitle, matching: allMatching }
              : { title: deleteSelectedTitle, users: selectedRows },
          )
        }
        onApprove={approveSelected}
      />
      {!approval && (
        <BatchProgressBar progress={approveUsers.progress} action="Approved" countText={countUsers} />
      )}
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
                {allMatching
                  ? allMatchingSummary(matchingCount)
                  : selectionSummary({
                      selected: selectedRows.length,
                      onPage: selectedOnPage,
                      waitingForApproval: view.type === 'Business User' ? approvable.length : undefined,
                    })}
              </Text>
              {!allMatching && selectedRows.length > 0 && (
                <Button variant="subtle" size="compact-sm" onClick={clearSelection}>
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
            <>
              {banner && (
                <AllMatchingBannerBar
                  banner={banner}
                  onSelectAllMatching={chooseAllMatching}
                  onClear={clearSelection}
                />
              )}
              <UserTable
                rows={list.rows}
                updating={updating}
                selection={selection}
                allMatching={allMatching !== undefined}
                selectAll={selectAll}
                listSearch={listSearch}
                actionsDisabled={busy}
                onToggle={toggleRow}
                onToggleAll={toggleAllOnPage}
                onDelete={askToDelete}
              />
            </>
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
      {approval && (
        <ApproveMatchingUsersModal
          matching={approval}
          approving={approveUsers.mutation.isPending}
          progress={approveUsers.progress}
          onCancel={() => setApproval(undefined)}
          onConfirm={confirmApproval}
        />
      )}
    </Stack>
  );
}
