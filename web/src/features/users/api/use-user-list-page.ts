import {
  type DirectoryEntry,
  directoryEntrySchema,
  readModelPaths,
  searchedKinds,
  type UserRow,
  userRowOfEntry,
} from '@management-center/contract';
import { useMemo, useRef } from 'react';
import { useLiveDatabaseValues } from '../../../lib/database/live-database.ts';
import { usersInFilter } from '../../../lib/users/user-totals.ts';
import type { UserListView } from '../list-view.ts';
import { directoryPageOf, type ListPage, pageOf } from '../pagination.ts';
import { useUserDirectoryPage } from './use-user-directory-page.ts';
import { useUserSearch } from './use-user-search.ts';
import { useJoinedTotal, useUserTotals } from './use-user-totals.ts';

const entrySchema = directoryEntrySchema.nullable();

export interface UserListPage {
  rows: UserRow[];
  // Where the rows sit among all that match; for a search past its window, `total` counts the matches read.
  page: ListPage<UserRow>;
  // False when the search list went past its window: there are more matches than `page.total`.
  totalIsExact: boolean;
  // Users the type, status and join filters show, whatever the search.
  inFilter: number;
  // The rows with their ordering keys: where the previous and next pages of the directory start.
  entries: DirectoryEntry[];
}

/** The page of users the view shows, live, and where it sits: what the users screen draws. */
export function useUserListPage(view: UserListView): {
  list: UserListPage | undefined;
  updating: boolean;
  error: Error | null;
} {
  const { totals, error: countedError } = useUserTotals();
  const joinedTotal = useJoinedTotal(view.joined, searchedKinds(view.type, view.status));
  const totalsError = countedError ?? joinedTotal.error;
  const searching = view.search !== '';
  const inFilter = view.joined ? joinedTotal.total : totals && usersInFilter(totals, view);
  const directory = useUserDirectoryPage(view, view.cursor, inFilter, !searching);
  const search = useUserSearch(view);

  const searchPage = useMemo(
    () => (search.matches ? pageOf(search.matches.keys, view.page) : undefined),
    [search.matches, view.page],
  );
  const searchedEntries = useLiveDatabaseValues(
    (searchPage?.items ?? []).map((key) => `${readModelPaths.userDirectory}/${key}`),
    entrySchema,
  );

  const list = useMemo((): UserListPage | undefined => {
    if (inFilter === undefined) return undefined;
    if (!searching) {
      if (!directory.entries) return undefined;
      const rows = directory.entries.map(userRowOfEntry);
      return {
        rows,
        page: directoryPageOf(rows, { page: view.page, fromEnd: view.cursor.at === 'last' }, inFilter),
        totalIsExact: true,
        inFilter,
        entries: directory.entries,
      };
    }
    if (!search.matches || !searchPage || !searchedEntries.data) return undefined;
    const entries = searchedEntries.data.flatMap((entry) => entry ?? []);
    const rows = entries.map(userRowOfEntry);
    return {
      rows,
      page: { ...searchPage, items: rows },
      totalIsExact: search.matches.complete,
      inFilter,
      entries,
    };
  }, [
    inFilter,
    searching,
    directory.entries,
    view.cursor.at,
    view.page,
    search.matches,
    searchPage,
    searchedEntries.data,
  ]);

  // While the next search, filter or page is read, the list shown before stays (marked as updating) rather than
  // a loading state replacing the table at every keystroke.
  const lastList = useRef<UserListPage | undefined>(undefined);
  if (list) lastList.current = list;
  return {
    list: list ?? lastList.current,
    updating: list === undefined && lastList.current !== undefined,
    error: totalsError ?? (searching ? (search.error ?? searchedEntries.error) : directory.error),
  };
}
