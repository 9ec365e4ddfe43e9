import { useCallback, useMemo, useState } from 'react';
import { type ListFilter, sameFilter } from './all-matching.ts';
import {
  leavingAllMatching,
  type PageSelection,
  pageSelection,
  type RowSelection,
  withPageToggled,
  withRowsSelected,
  withRowToggled,
} from './row-selection.ts';
import { useAllMatching } from './use-all-matching.ts';

interface SelectedRows<Row> {
  keys: RowSelection;
  // The rows as they were shown when selected: what a confirmation names and an action is given.
  rows: ReadonlyMap<string, Row>;
}

interface ListSelectionOptions<Row, Filter> {
  // The filter shown: what "all that match" selects.
  shown: Filter;
  // The rows of the page shown; undefined while read.
  pageRows: readonly Row[] | undefined;
  // Must not change between renders (a function of the module): the callbacks depend on it.
  keyOf: (row: Row) => string;
  // Whether the rows selected stay selected under another filter, or the selection starts over.
  onNewFilter: 'keep' | 'clear';
}

function withRows<Row>(
  rows: ReadonlyMap<string, Row>,
  added: readonly Row[],
  keyOf: (row: Row) => string,
): Map<string, Row> {
  const next = new Map(rows);
  for (const row of added) next.set(keyOf(row), row);
  return next;
}

const noRows: readonly never[] = [];

/**
 * A list screen's selection: rows by key, picked one by one or a page at a time across the pages, or all rows that
 * match the filter shown (row-selection.ts, all-matching.ts). The callbacks change only with the mode and the page,
 * so that a change elsewhere leaves the table's rows alone.
 */
export function useListSelection<Row, Filter extends ListFilter<Filter>>({
  shown,
  pageRows,
  keyOf,
  onNewFilter,
}: ListSelectionOptions<Row, Filter>) {
  const [selected, setSelected] = useState<SelectedRows<Row>>(() => ({ keys: new Set(), rows: new Map() }));
  const { allMatching, selectAllMatching, leaveAllMatching } = useAllMatching(shown);

  // Rows selected under another filter are out of sight: where they must not be acted on, a new filter (chosen, or
  // come back to with Back) starts over. Reset while rendering (React's documented pattern): no render shows them.
  const [selectedUnder, setSelectedUnder] = useState(shown);
  if (onNewFilter === 'clear' && !sameFilter(selectedUnder, shown)) {
    setSelectedUnder(shown);
    setSelected({ keys: new Set(), rows: new Map() });
  }

  const rows = pageRows ?? noRows;
  const pageKeys = useMemo(() => rows.map(keyOf), [rows, keyOf]);
  const selectedRows = useMemo(
    () => [...selected.keys].flatMap((key) => selected.rows.get(key) ?? []),
    [selected],
  );
  const page: PageSelection = allMatching ? 'all' : pageSelection(selected.keys, pageKeys);

  const clear = useCallback(() => {
    leaveAllMatching();
    setSelected({ keys: new Set(), rows: new Map() });
  }, [leaveAllMatching]);

  // Unticking rows of "all that match" goes back to rows by key: the page shown, less what was unticked.
  const untickUnderAllMatching = useCallback(
    (keys: readonly string[]) => {
      leaveAllMatching();
      setSelected({
        keys: leavingAllMatching(pageKeys, keys, false),
        rows: withRows(new Map(), rows, keyOf),
      });
    },
    [leaveAllMatching, pageKeys, rows, keyOf],
  );

  const toggleRow = useCallback(
    (row: Row) => {
      const key = keyOf(row);
      if (allMatching) return untickUnderAllMatching([key]);
      setSelected((current) => ({
        keys: withRowToggled(current.keys, key),
        rows: withRows(current.rows, [row], keyOf),
      }));
    },
    [allMatching, untickUnderAllMatching, keyOf],
  );

  const togglePage = useCallback(() => {
    if (allMatching) return untickUnderAllMatching(pageKeys);
    setSelected((current) => ({
      keys: withPageToggled(current.keys, pageKeys),
      rows: withRows(current.rows, rows, keyOf),
    }));
  }, [allMatching, untickUnderAllMatching, pageKeys, rows, keyOf]);

  const chooseAllMatching = useCallback(() => {
    setSelected({ keys: new Set(), rows: new Map() });
    selectAllMatching(shown);
  }, [selectAllMatching, shown]);

  // After an action: the rows it dealt with leave the selection.
  const forget = useCallback(
    (dealtWith: (key: string) => boolean) =>
      setSelected((current) => ({
        keys: withRowsSelected(current.keys, [...current.keys].filter(dealtWith), false),
        rows: current.rows,
      })),
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
