// How the users screen's search and type filter are read from the read models, the same in the console (the rows
// it shows) and in the functions ("all that match", resolved on the server).
import { kindOfUserStatus, type UserKind, type UserStatusFilter, type UserTypeFilter } from '../user-list.ts';
import { readModelPaths } from './paths.ts';
import { searchGramKey } from './search-grams.ts';

/**
 * The collections the type and status filters show, normal users first: each is its own range of a directory or
 * list. A status belongs to one collection; with a type of the other, none is shown.
 */
export function searchedKinds(type: UserTypeFilter, status: UserStatusFilter): UserKind[] {
  const kinds: UserKind[] =
    type === 'Normal User' ? ['normal'] : type === 'Business User' ? ['business'] : ['normal', 'business'];
  return status === 'All' ? kinds : kinds.filter((kind) => kind === kindOfUserStatus(status));
}

/**
 * The key of the search list a search is read from (`grams` as searchGramsOfQuery gives them): the search's own
 * list when it is one gram, else the shortest of its three-character strings' lists. The sizes the server keeps
 * are approximate: they only choose which list to read, and each list holds every match. `readValue` reads a
 * value of the database (undefined or null when there is none).
 */
export async function searchListToRead(
  grams: readonly string[],
  readValue: (path: string) => Promise<unknown>,
): Promise<string> {
  const gramKeys = grams.map(searchGramKey);
  if (gramKeys.length === 1) return gramKeys[0] ?? '';
  const sizes = await Promise.all(
    gramKeys.map(async (gramKey) => {
      const size = await readValue(`${readModelPaths.searchGramCounts}/${gramKey}`);
      return typeof size === 'number' ? size : 0;
    }),
  );
  let shortest = 0;
  sizes.forEach((size, index) => {
    if (size < (sizes[shortest] ?? 0)) shortest = index;
  });
  return gramKeys[shortest] ?? '';
}
