import {
  directoryEntrySchema,
  readModelPaths,
  type UserRow,
  type UserTypeFilter,
  userRowOfEntry,
} from '@management-center/contract';
import { get, query, ref } from 'firebase/database';
import { database } from '../../../lib/firebase-database.ts';
import { rangeConstraints } from '../../../lib/live-database.ts';
import { directoryPageRange } from '../directory-page.ts';
import { searchWindow } from '../search-window.ts';

async function rowOfKey(key: string): Promise<UserRow[]> {
  const parsed = directoryEntrySchema.safeParse(
    (await get(ref(database, `${readModelPaths.userDirectory}/${key}`))).val(),
  );
  return parsed.success ? [userRowOfEntry(parsed.data)] : [];
}

/**
 * Every user the view matches, for "select all", when there are at most as many as a search window holds: a
 * search's matches are known by key; the whole directory under a type filter is read in one range. Undefined
 * past that size, where select-all covers the page shown.
 */
export async function loadMatchingRows(
  type: UserTypeFilter,
  matchingKeys: readonly string[] | undefined,
  searching: boolean,
  inFilter: number,
): Promise<UserRow[] | undefined> {
  if (searching) return matchingKeys && (await Promise.all(matchingKeys.map(rowOfKey))).flat();
  if (inFilter > searchWindow) return undefined;
  const range = directoryPageRange(readModelPaths.userDirectory, type, { at: 'first' }, inFilter);
  const snapshot = await get(
    query(ref(database, range.path), ...rangeConstraints({ ...range, limitToFirst: searchWindow })),
  );
  const rows: UserRow[] = [];
  snapshot.forEach((child) => {
    const parsed = directoryEntrySchema.safeParse(child.val());
    if (parsed.success) rows.push(userRowOfEntry(parsed.data));
  });
  return rows;
}
