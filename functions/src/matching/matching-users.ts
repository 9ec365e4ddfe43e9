import {
  directoryEntrySchema,
  endOfPrefix,
  isListedInFilters,
  joinedDayOf,
  joinedKeyRange,
  kindNameKeyRange,
  parseDirectoryKey,
  readModelPaths,
  type SearchListValueParts,
  searchableName,
  searchedKinds,
  searchGramsOfQuery,
  searchListToRead,
  searchListValueParts,
  statusNameKeyRange,
  type UserKind,
  type UserMatching,
} from '@management-center/contract';
import { countingPageSize, countOf, rangePages } from './range-pages.ts';
import type { RangePageQuery, RangeStore } from './range-store.ts';

// The users screen's "all that match" (its search and its type, status and join filters), read from the user
// directory or from one search list.

/** One matching row of the users screen: a user of one collection. */
export interface UserMatch {
  kind: UserKind;
  userId: string;
  // The row's directory entry as stored, when the page was read from the directory (an empty search).
  directoryEntry?: unknown;
}

function directoryRange(
  kind: UserKind,
  { status, joined }: Pick<UserMatching, 'status' | 'joined'>,
  pageSize: number,
): Omit<RangePageQuery, 'after'> {
  if (joined) {
    // The collection's users who joined on those days, in the order they joined (a status is checked on each).
    const { start, end } = joinedKeyRange(kind, joined);
    return {
      path: readModelPaths.userDirectory,
      order: { by: 'child', child: 'kindJoinedKey' },
      start,
      end: { at: end, inclusive: false },
      limit: pageSize,
    };
  }
  if (status !== 'All') {
    // A status is one collection's: its range of the entries' status order holds that collection's only.
    const { start, end } = statusNameKeyRange(status);
    return {
      path: readModelPaths.userDirectory,
      order: { by: 'child', child: 'statusNameKey' },
      start,
      end: { at: end, inclusive: false },
      limit: pageSize,
    };
  }
  // Directory keys are `kind:id`: one collection is one range of keys.
  const prefix = `${kind}:`;
  return {
    path: readModelPaths.userDirectory,
    order: { by: 'key' },
    start: prefix,
    end: { at: endOfPrefix(prefix), inclusive: false },
    limit: pageSize,
  };
}

function searchListRange(gramKey: string, kind: UserKind, pageSize: number): Omit<RangePageQuery, 'after'> {
  const { start } = kindNameKeyRange(kind);
  return {
    path: `${readModelPaths.userSearch}/${gramKey}`,
    order: { by: 'value' },
    start,
    end: { at: endOfPrefix(start), inclusive: false },
    limit: pageSize,
  };
}

// A directory entry as stored: its status and join day, when it parses.
function listedOfEntry(stored: unknown): Pick<SearchListValueParts, 'status' | 'joinedDay'> {
  const entry = directoryEntrySchema.safeParse(stored);
  return entry.success
    ? { status: entry.data.status, joinedDay: joinedDayOf(entry.data.joinedKey) }
    : { status: undefined, joinedDay: undefined };
}

export interface UserMatchingOptions {
  // Only rows of these collections (approval concerns business users only); every searched one if not given.
  kinds?: readonly UserKind[];
  // Rows per page: a page is one chunk of a bulk action.
  pageSize: number;
}

/**
 * The rows of the users screen that `matching` selects (docs/product.md, Users: the lower-cased name contains
 * the lower-cased search, the type filter, the status filter and the join filter), a page at a time: an empty
 * search pages through the user directory (by join time under a join filter, by status under a status filter),
 * any other through one search list, its names checked unless the search is itself a gram, and its statuses and
 * join days under those filters. Each row once.
 */
export async function* matchingUserPages(
  store: RangeStore,
  matching: UserMatching,
  { kinds, pageSize }: UserMatchingOptions,
): AsyncGenerator<UserMatch[]> {
  const { search, type, status, joined } = matching;
  const query = searchableName(search);
  const searched = searchedKinds(type, status).filter((kind) => kinds === undefined || kinds.includes(kind));
  const { grams, exact } = searchGramsOfQuery(query);
  const gramKey =
    query === '' || searched.length === 0
      ? ''
      : await searchListToRead(grams, (path) => store.readValue(path));
  // An entry that moves while the pages are read (a renamed user) could be met twice.
  const seen = new Set<string>();
  for (const kind of searched) {
    const range =
      query === '' ? directoryRange(kind, matching, pageSize) : searchListRange(gramKey, kind, pageSize);
    for await (const page of rangePages(store, range)) {
      const matches: UserMatch[] = [];
      for (const child of page) {
        const parsed = parseDirectoryKey(child.key);
        if (parsed?.kind !== kind || seen.has(child.key)) continue;
        if (query !== '') {
          const listed = searchListValueParts(child.value, kind);
          if (!listed || (!exact && !listed.name.includes(query))) continue;
          if (!isListedInFilters(listed, matching)) continue;
        } else if (joined && !isListedInFilters(listedOfEntry(child.value), matching)) continue;
        seen.add(child.key);
        matches.push(query === '' ? { ...parsed, directoryEntry: child.value } : parsed);
      }
      if (matches.length > 0) yield matches;
    }
  }
}

/**
 * How many rows `matching` selects, exactly, however many: the matching rows are read through to the end (the
 * directory's keys, or one search list's names). The counted figures are not used: they are only as right as
 * their last recount.
 */
export function countUsersMatching(
  store: RangeStore,
  matching: UserMatching,
  { kinds, pageSize = countingPageSize }: Partial<UserMatchingOptions> = {},
): Promise<number> {
  return countOf(matchingUserPages(store, matching, { ...(kinds ? { kinds } : {}), pageSize }));
}
