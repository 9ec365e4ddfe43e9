import {
  directoryKeyOf,
  parseDirectoryKey,
  type UserMatching,
  type UserRow,
} from '@management-center/contract';
import { useCallback } from 'react';
import { useListSelection } from '../../lib/list-screen/use-list-selection.ts';

export type UserListSelection = ReturnType<typeof useUserListSelection>;

/**
 * The users screen's selection: users by directory key (an id can name a user in each collection), which outlives
 * pages, searches and filters, or all users that match the search and filter shown (`pageRows`, the rows of the
 * page shown, are undefined while read).
 */
export function useUserListSelection(shown: UserMatching, pageRows: readonly UserRow[] | undefined) {
  const selection = useListSelection({ shown, pageRows, keyOf: directoryKeyOf, onNewFilter: 'keep' });
  const { forget: forgetKeys } = selection;

  // After a call: the users it dealt with, named by id, leave the selection in whichever collection.
  const forget = useCallback(
    (ids: readonly string[]) => {
      const gone = new Set(ids);
      forgetKeys((key) => gone.has(parseDirectoryKey(key)?.userId ?? ''));
    },
    [forgetKeys],
  );

  return { ...selection, forget };
}
