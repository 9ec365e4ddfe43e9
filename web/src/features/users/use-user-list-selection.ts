import { directoryKeyOf, parseDirectoryKey, type UserRow } from '@management-center/contract';
import { useCallback, useMemo, useState } from 'react';
import {
  type RowSelection,
  withPageToggled,
  withRowsSelected,
  withRowToggled,
} from '../../lib/row-selection.ts';

interface SelectedUsers {
  // Directory keys: an id can name a user in each collection.
  keys: RowSelection;
  // The rows as they were when selected: what the confirmations name and the callables are given.
  rows: ReadonlyMap<string, UserRow>;
}

function withRows(rows: ReadonlyMap<string, UserRow>, added: readonly UserRow[]): Map<string, UserRow> {
  const next = new Map(rows);
  for (const row of added) next.set(directoryKeyOf(row), row);
  return next;
}

/**
 * The users screen's selection, which outlives pages, searches and filters. The callbacks are stable so that a
 * change elsewhere leaves the table's rows alone.
 */
export function useUserSelection() {
  const [selected, setSelected] = useState<SelectedUsers>({ keys: new Set(), rows: new Map() });
  const toggle = useCallback(
    (row: UserRow) =>
      setSelected((current) => ({
        keys: withRowToggled(current.keys, directoryKeyOf(row)),
        rows: withRows(current.rows, [row]),
      })),
    [],
  );
  // Selects all of `rows`, or clears them when all are already selected; other selected users stay.
  const toggleAll = useCallback(
    (rows: readonly UserRow[]) =>
      setSelected((current) => ({
        keys: withPageToggled(current.keys, rows.map(directoryKeyOf)),
        rows: withRows(current.rows, rows),
      })),
    [],
  );
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
  // Exactly `rows`: what stays selected when the admin unticks one row of a page of "all that match".
  const selectOnly = useCallback(
    (rows: readonly UserRow[]) =>
      setSelected({ keys: new Set(rows.map(directoryKeyOf)), rows: withRows(new Map(), rows) }),
    [],
  );
  const clear = useCallback(() => setSelected({ keys: new Set(), rows: new Map() }), []);
  const selectedRows = useMemo(
    () => [...selected.keys].flatMap((key) => selected.rows.get(key) ?? []),
    [selected],
  );
  return { selection: selected.keys, selectedRows, toggle, toggleAll, selectOnly, forget, clear };
}
