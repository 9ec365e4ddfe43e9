import {
  directoryKeyOf,
  parseDirectoryKey,
  type UserMatching,
  type UserRow,
} from '@management-center/contract';
import { useCallback, useMemo, useState } from 'react';
import {
  leavingAllMatching,
  type PageSelection,
  pageSelection,
  type RowSelection,
  withPageToggled,
  withRowsSelected,
  withRowToggled,
} from '../../lib/row-selection.ts';
import { useAllMatching } from '../../lib/use-all-matching.ts';

interface SelectedUsers {
  // Directory keys: an id can name a user in each collection.
  keys: RowSelection;
  // The rows as they were when selected: what the confirmations name and the callables are given.
  rows: ReadonlyMap<string, UserRow>;
}

const nothingSelected: SelectedUsers = { keys: new Set(), rows: new Map() };

function withRows(rows: ReadonlyMap<string, UserRow>, added: readonly UserRow[]): Map<string, UserRow> {
  const next = new Map(rows);
  for (const row of added) next.set(directoryKeyOf(row), row);
  return next;
}

const noRows: readonly UserRow[] = [];

/**
 * The users screen's selection: users by id, which outlives pages, searches and filters, or all users that match
 * the search and filter shown (`pageRows`, the rows of the page shown, are undefined while read). The callbacks
 * change only with the mode and the page, so that a change elsewhere leaves the table's rows alone.
 */
export type UserListSelection = ReturnType<typeof useUserListSelection>;

export function useUserListSelection(shown: UserMatching, pageRows: readonly UserRow[] | undefined) {
  const [selected, setSelected] = useState<SelectedUsers>(nothingSelected);
  const { allMatching, selectAllMatching, leaveAllMatching } = useAllMatching(shown);
  const rows = pageRows ?? noRows;
  const pageKeys = useMemo(() => rows.map(directoryKeyOf), [rows]);
  const selectedRows = useMemo(
    () => [...selected.keys].flatMap((key) => selected.rows.get(key) ?? []),
    [selected],
  );
  const page: PageSelection = allMatching ? 'all' : pageSelection(selected.keys, pageKeys);

  const clear = useCallback(() => {
    leaveAllMatching();
    setSelected(nothingSelected);
  }, [leaveAllMatching]);

  // Unticking rows of "all that match" goes back to rows by id: the page shown, less what was unticked.
  const untickUnderAllMatching = useCallback(
    (keys: readonly string[]) => {
      leaveAllMatching();
      setSelected({ keys: leavingAllMatching(pageKeys, keys, false), rows: withRows(new Map(), rows) });
    },
    [leaveAllMatching, pageKeys, rows],
  );

  const toggleRow = useCallback(
    (row: UserRow) => {
      const key = directoryKeyOf(row);
      if (allMatching) return untickUnderAllMatching([key]);
      setSelected((current) => ({
        keys: withRowToggled(current.keys, key),
        rows: withRows(current.rows, [row]),
      }));
    },
    [allMatching, untickUnderAllMatching],
  );

  const togglePage = useCallback(() => {
    if (allMatching) return untickUnderAllMatching(pageKeys);
    setSelected((current) => ({
      keys: withPageToggled(current.keys, pageKeys),
      rows: withRows(current.rows, rows),
    }));
  }, [allMatching, untickUnderAllMatching, pageKeys, rows]);

  const chooseAllMatching = useCallback(() => {
    setSelected(nothingSelected);
    selectAllMatching(shown);
  }, [selectAllMatching, shown]);

  // After a call: the users it dealt with (by id, in whichever collection) leave the selection.
  const forget = useCallback(
    (ids: readonly string[]) =>
      setSelected((current) => {
        const gone = new Set(ids);
        const keys = [...current.keys].filter((key) => gone.has(parseDirectoryKey(key)?.userId ?? ''));
        return { keys: withRowsSelected(current.keys, keys, false), rows: current.rows };
      }),
    [],
  );

  return {
    keys: selected.keys,
    selectedRows,
    allMatching,
    page,
    selectedOnPage: pageKeys.filter((key) => selected.keys.has(key)).length,
    toggleRow,
    togglePage,
    chooseAllMatching,
    clear,
    forget,
  };
}
