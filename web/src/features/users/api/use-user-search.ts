import {
  kindNameKeyRange,
  readModelPaths,
  searchableName,
  searchedKinds,
  searchGramKey,
  searchGramsOfQuery,
  searchListToRead,
  type UserKind,
  type UserListQuery,
} from '@management-center/contract';
import { useQuery } from '@tanstack/react-query';
import { get, ref } from 'firebase/database';
import { useMemo } from 'react';
import { z } from 'zod';
import { type DatabaseRange, useLiveDatabaseRange } from '../../../lib/database/live-database.ts';
import { database } from '../../../lib/firebase/firebase-database.ts';
import { type SearchMatches, searchMatches, searchWindow } from '../search-window.ts';

const listSchema = z.array(z.object({ key: z.string(), value: z.unknown() }));

// The lists' kept sizes are read once, not followed: they only choose which list the live reads follow.
export async function readOnce(path: string): Promise<unknown> {
  return (await get(ref(database, path))).val();
}

function searchListRange(gramKey: string, kind: UserKind): DatabaseRange {
  const { start, end } = kindNameKeyRange(kind);
  return {
    path: `${readModelPaths.userSearch}/${gramKey}`,
    orderBy: 'value',
    startAt: [start],
    endBefore: [end],
    // One past the window tells whether the list ends within it.
    limitToFirst: searchWindow + 1,
  };
}

/**
 * The users whose name contains `search` (case-insensitive) under the type, status and join filters, as directory keys
 * in name order, live: read from the server's search lists, one window per collection. Undefined while reading,
 * and for an empty search.
 */
export function useUserSearch({ search, type, status, joined }: UserListQuery): {
  matches: SearchMatches | undefined;
  error: Error | null;
} {
  const query = searchableName(search);
  const { grams } = searchGramsOfQuery(query);
  const gramKeys = grams.map(searchGramKey);
  const list = useQuery({
    queryKey: ['search-list', ...gramKeys],
    enabled: query !== '',
    queryFn: () => searchListToRead(grams, readOnce),
    staleTime: 60_000,
  });
  const kinds = searchedKinds(type, status);
  const listKey = query === '' ? undefined : list.data;
  const normal = useLiveDatabaseRange(
    listKey !== undefined && kinds.includes('normal') ? searchListRange(listKey, 'normal') : undefined,
    listSchema,
  );
  const business = useLiveDatabaseRange(
    listKey !== undefined && kinds.includes('business') ? searchListRange(listKey, 'business') : undefined,
    listSchema,
  );
  const normalChildren = kinds.includes('normal') ? normal.data : [];
  const businessChildren = kinds.includes('business') ? business.data : [];
  const matches = useMemo(
    () =>
      normalChildren && businessChildren
        ? searchMatches(
            [
              { kind: 'normal', children: normalChildren },
              { kind: 'business', children: businessChildren },
            ],
            query,
            { status, joined },
          )
        : undefined,
    [normalChildren, businessChildren, query, status, joined],
  );
  return { matches: query === '' ? undefined : matches, error: list.error ?? normal.error ?? business.error };
}
