import {
  type DirectoryEntry,
  directoryEntrySchema,
  kindNameKeyRange,
  readModelPaths,
  searchableName,
  searchGramsOfQuery,
  searchListToRead,
  type UserKind,
} from '@management-center/contract';
import { endBefore, get, limitToFirst, orderByValue, query, ref, startAt } from 'firebase/database';
import { database } from '../../../lib/firebase/firebase-database.ts';
import { searchMatches } from '../search-window.ts';
import { readOnce } from './use-user-search.ts';

// The command palette's user search: a page of one search list per collection, read once, never the window the
// users screen reads.
const namesReadPerCollection = 50;
const kinds: readonly UserKind[] = ['normal', 'business'];

async function searchListPage(gramKey: string, kind: UserKind) {
  const { start, end } = kindNameKeyRange(kind);
  const snapshot = await get(
    query(
      ref(database, `${readModelPaths.userSearch}/${gramKey}`),
      orderByValue(),
      startAt(start),
      endBefore(end),
      limitToFirst(namesReadPerCollection),
    ),
  );
  const children: { key: string; value: unknown }[] = [];
  snapshot.forEach((child) => {
    if (child.key !== null) children.push({ key: child.key, value: child.val() });
  });
  return { kind, children };
}

/** The first `count` users whose name contains `search`, in name order, with what the users screen shows of them. */
export async function usersNamed(search: string, count: number): Promise<DirectoryEntry[]> {
  const name = searchableName(search);
  const gramKey = await searchListToRead(searchGramsOfQuery(name).grams, readOnce);
  const reads = await Promise.all(kinds.map((kind) => searchListPage(gramKey, kind)));
  const { keys } = searchMatches(reads, name, { status: 'All' });
  const entries = await Promise.all(
    keys.slice(0, count).map((key) => readOnce(`${readModelPaths.userDirectory}/${key}`)),
  );
  return entries.flatMap((entry) => {
    const parsed = directoryEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
