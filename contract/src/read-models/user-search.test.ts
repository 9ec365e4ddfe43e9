import { describe, expect, it } from 'vitest';
import { matchesUserStatusFilter, matchesUserTypeFilter } from '../../test-support/user-list-reference.ts';
import { type UserKind, userStatusesOf, userStatusFilters, userTypeFilters } from '../user-list.ts';
import { readModelPaths } from './paths.ts';
import { searchGramKey, searchGramsOfQuery } from './search-grams.ts';
import { searchedKinds, searchListToRead } from './user-search.ts';

describe('searchedKinds', () => {
  it('reads exactly the collections whose users the type and status filters can show, normal users first', () => {
    const kinds: UserKind[] = ['normal', 'business'];
    for (const type of userTypeFilters) {
      for (const status of userStatusFilters) {
        const shown = kinds.filter(
          (kind) =>
            matchesUserTypeFilter({ kind }, type) &&
            userStatusesOf(kind).some((own) => matchesUserStatusFilter({ status: own }, status)),
        );
        expect(searchedKinds(type, status)).toEqual(shown);
      }
    }
    expect(searchedKinds('All', 'All')).toEqual(['normal', 'business']);
    expect(searchedKinds('All', 'Waiting for approval')).toEqual(['business']);
    expect(searchedKinds('Normal User', 'Approved')).toEqual([]);
  });
});

function keptSizes(sizes: Record<string, unknown>) {
  const read: string[] = [];
  const readValue = async (path: string) => {
    read.push(path);
    return sizes[path.slice(readModelPaths.searchGramCounts.length + 1)];
  };
  return { read, readValue };
}

describe('searchListToRead', () => {
  it('reads the shortest list of a long search', async () => {
    const { grams } = searchGramsOfQuery('annaz');
    const { read, readValue } = keptSizes({ ann: 30, nna: 29, naz: 2 });
    expect(await searchListToRead(grams, readValue)).toBe('naz');
    expect(read).toEqual(grams.map((gram) => `${readModelPaths.searchGramCounts}/${searchGramKey(gram)}`));
  });

  it('takes the first of lists of the same size, and a list without a kept size as empty', async () => {
    const { grams } = searchGramsOfQuery('annan');
    expect(await searchListToRead(grams, keptSizes({ ann: 5, nna: 5, nan: 5 }).readValue)).toBe('ann');
    expect(await searchListToRead(grams, keptSizes({ ann: 5, nna: 'x' }).readValue)).toBe('nna');
  });

  it('reads no size for a search that is one gram: its own list holds exactly the matches', async () => {
    const { read, readValue } = keptSizes({});
    expect(await searchListToRead(searchGramsOfQuery('a.n').grams, readValue)).toBe(searchGramKey('a.n'));
    expect(read).toEqual([]);
  });
});
