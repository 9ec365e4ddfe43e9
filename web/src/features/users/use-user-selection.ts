import { useCallback, useMemo, useState } from 'react';
import {
  type Selection,
  selectAllState,
  toggleAllSelected,
  toggleSelected,
  withoutIds,
} from './selection.ts';

/**
 * The users screen's selection and the ways to change it; `matchingIds` are the users the search and filter list,
 * which select-all covers. The callbacks are stable so that a change elsewhere leaves the table's rows alone.
 */
export function useUserSelection(matchingIds: readonly string[]) {
  const [selection, setSelection] = useState<Selection>(new Set());
  const selectAll = useMemo(() => selectAllState(selection, matchingIds), [selection, matchingIds]);
  const toggle = useCallback((id: string) => setSelection((current) => toggleSelected(current, id)), []);
  const toggleAll = useCallback(
    () => setSelection((current) => toggleAllSelected(current, matchingIds)),
    [matchingIds],
  );
  const forget = useCallback(
    (ids: readonly string[]) => setSelection((current) => withoutIds(current, ids)),
    [],
  );
  const clear = useCallback(() => setSelection(new Set()), []);
  return { selection, selectAll, toggle, toggleAll, forget, clear };
}
