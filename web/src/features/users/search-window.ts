import {
  isListedInFilters,
  kindNameKeyRange,
  parseDirectoryKey,
  searchListValueParts,
  type UserKind,
  type UserListQuery,
} from '@management-center/contract';

// A search reads, per collection, the first `searchWindow` names of one search list in name order (about 65
// bytes each), whatever the number of users: enough for twenty pages, an exact count when the list ends within
// it, and a lower bound ("more than") when it does not. Narrowing the search narrows the list.
export const searchWindow = 1000;

/** What one collection's read of a search list gave: its children in value order. */
export interface SearchListRead {
  kind: UserKind;
  children: ReadonlyArray<{ key: string; value: unknown }>;
}

export interface SearchMatches {
  // Directory keys of the matching users, in name order (ties by key, as the database orders them).
  keys: string[];
  // True when every list ended within the window: `keys` are all the matches.
  complete: boolean;
}

interface Candidate {
  key: string;
  // The list's value without its collection: the name, status and join day, in the order the database reads them.
  order: string;
}

function compareCandidates(first: Candidate, second: Candidate): number {
  if (first.order !== second.order) return first.order < second.order ? -1 : 1;
  return first.key < second.key ? -1 : first.key > second.key ? 1 : 0;
}

/**
 * The matches among what was read: candidates whose lower-cased name contains the search, of the status filter's
 * status, joined on one of the join filter's days. A search of up to three characters is its own list, but the
 * check still drops an entry a late write left behind. When a collection's list went past the window, matches of
 * the other collection that sort after its last name are cut, so the matches given are the first ones in name
 * order over both.
 */
export function searchMatches(
  reads: readonly SearchListRead[],
  search: string,
  filters: Pick<UserListQuery, 'status' | 'joined'>,
): SearchMatches {
  const candidates: Candidate[] = [];
  let boundary: Candidate | undefined;
  for (const { kind, children } of reads) {
    const prefixLength = kindNameKeyRange(kind).start.length;
    const windowed = children.slice(0, searchWindow);
    for (const { key, value } of windowed) {
      const listed = searchListValueParts(value, kind);
      if (!listed || parseDirectoryKey(key)?.kind !== kind) continue;
      if (!listed.name.includes(search) || !isListedInFilters(listed, filters)) continue;
      candidates.push({ key, order: String(value).slice(prefixLength) });
    }
    const last = windowed.at(-1);
    if (children.length > searchWindow && last && typeof last.value === 'string') {
      const end = { key: last.key, order: last.value.slice(prefixLength) };
      if (!boundary || compareCandidates(end, boundary) < 0) boundary = end;
    }
  }
  const ordered = candidates.sort(compareCandidates);
  const kept = boundary
    ? ordered.filter((candidate) => compareCandidates(candidate, boundary) <= 0)
    : ordered;
  return { keys: kept.map((candidate) => candidate.key), complete: boundary === undefined };
}
