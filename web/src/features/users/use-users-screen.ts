import type { JoinedDays, UserMatching, UserStatusFilter, UserTypeFilter } from '@management-center/contract';
import { useMemo } from 'react';
import { allMatchingBanner } from '../../lib/list-screen/all-matching.ts';
import { useListAddress } from '../../lib/list-screen/use-list-address.ts';
import { useApprovalEmailFailures } from './api/use-approval-email-failures.ts';
import { useMatchingUsersCount } from './api/use-matching-users-count.ts';
import { useUserListPage } from './api/use-user-list-page.ts';
import { useRetryApprovalEmails } from './api/user-mutations.ts';
import { userListAddress, userListSearchParams } from './list-view.ts';
import { allMatchingSummary, selectionSummary } from './selection-summary.ts';
import { useUserApproval } from './use-user-approval.ts';
import { useUserDeletion } from './use-user-deletion.ts';
import { useUserListSelection } from './use-user-list-selection.ts';
import {
  firstPageOf,
  joinedFilteredView,
  movedUserListView,
  statusFilteredView,
  typeFilteredView,
  type UserPageMove,
} from './user-list-pages.ts';

const usersNoun = { one: 'user', many: 'users' };

/**
 * The users screen: the view kept in the address, the page of users it shows, the selection, and what the
 * screen's actions do. The page component lays it out.
 */
export function useUsersScreen() {
  // A change replaces the entry of the history (Back leaves the screen), synchronously: the search box is
  // controlled by the address and must echo each keystroke.
  const { view, show } = useListAddress(userListAddress, { history: 'replace', flushSync: true });
  const { list, updating, error } = useUserListPage(view);
  const matching: UserMatching = useMemo(
    () => ({
      search: view.search,
      type: view.type,
      status: view.status,
      ...(view.joined ? { joined: view.joined } : {}),
    }),
    [view.search, view.type, view.status, view.joined],
  );
  const selection = useUserListSelection(matching, list?.rows);
  const deletion = useUserDeletion(selection, list?.rows);
  const approval = useUserApproval(selection, list?.rows);
  const failedEmails = useApprovalEmailFailures();
  const retryEmails = useRetryApprovalEmails();
  const busy = deletion.running || approval.running || retryEmails.mutation.isPending;

  // The list's query, carried to a user's page and the trash so that their back arrow restores the list.
  const listSearch = useMemo(() => {
    const params = userListSearchParams(view);
    return params.size === 0 ? '' : `?${params.toString()}`;
  }, [view]);

  // A search past its window knows only that there are more matches; the server counts them.
  const moreMatchThanShown = list !== undefined && (!list.totalIsExact || list.page.total > list.rows.length);
  const { count: matchingCount } = useMatchingUsersCount(matching, {
    wanted: selection.allMatching !== undefined || (moreMatchThanShown && selection.page === 'all'),
  });

  function showPage(move: UserPageMove) {
    if (!list) return;
    show(movedUserListView(view, { ...list.page, entries: list.entries }, move));
  }

  const selectionText = selection.allMatching
    ? allMatchingSummary(matchingCount)
    : selectionSummary({
        selected: selection.selectedRows.length,
        onPage: selection.selectedOnPage,
        waitingForApproval: view.type === 'Business User' ? approval.approvable : undefined,
      });

  return {
    view,
    matching,
    listSearch,
    list,
    updating,
    error,
    busy,
    showSearch: (search: string) => show(firstPageOf(view, { search })),
    showType: (type: UserTypeFilter) => show(typeFilteredView(view, type)),
    showStatus: (status: UserStatusFilter) => show(statusFilteredView(view, status)),
    showJoined: (joined: JoinedDays | undefined) => show(joinedFilteredView(view, joined)),
    showAllUsers: () =>
      show(joinedFilteredView(firstPageOf(view, { search: '', type: 'All', status: 'All' }), undefined)),
    showPage,
    selection: {
      ...selection,
      text: selectionText,
      clearable: !selection.allMatching && selection.selectedRows.length > 0,
      banner: allMatchingBanner({
        allMatching: selection.allMatching !== undefined,
        pageRows: list?.rows.length ?? 0,
        selectedOnPage: selection.selectedOnPage,
        moreMatchThanShown,
        matchingCount,
        noun: usersNoun,
      }),
    },
    deletion,
    approval,
    emailRetry: {
      failures: failedEmails,
      running: retryEmails.mutation.isPending,
      progress: retryEmails.progress,
      retry: () => retryEmails.mutation.mutate(failedEmails),
    },
  };
}

export type UsersScreen = ReturnType<typeof useUsersScreen>;
