import { useCallback, useState } from 'react';
import { type ListFilter, sameFilter } from './all-matching.ts';

/**
 * The "all that match" mode of a list screen under the filter it shows now. A changed filter leaves the mode for
 * good: coming back to the same filter later does not select its rows again.
 */
export function useAllMatching<Filter extends ListFilter<Filter>>(shown: Filter) {
  const [chosen, setChosen] = useState<Filter>();
  const active = chosen !== undefined && sameFilter(chosen, shown);
  // Derived state reset while rendering (React's documented pattern): the next render has no stale mode.
  if (chosen !== undefined && !active) setChosen(undefined);
  const selectAllMatching = useCallback((filter: Filter) => setChosen(filter), []);
  const leaveAllMatching = useCallback(() => setChosen(undefined), []);
  return { allMatching: active ? chosen : undefined, selectAllMatching, leaveAllMatching };
}
