import { directoryEntryOf, searchListValue, type UserStatusLabel } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { searchMatches, searchWindow } from './search-window.ts';

// A search list's value as the server writes it: for a normal user Live, for a business user Approved, unless said.
function listed(kind: 'normal' | 'business', name: string, registered = true): string {
  const record =
    kind === 'normal'
      ? { username: name, ...(registered ? { registrationDetails: {} } : {}) }
      : { username: name, isApproveUser: registered };
  const entry = directoryEntryOf(kind, 'id', record);
  if (!entry) throw new Error('no entry');
  return searchListValue(entry);
}

function list(kind: 'normal' | 'business', names: string[], registered = true) {
  return {
    kind,
    children: names.map((name, index) => ({
      key: `${kind}:${kind[0]}${index}`,
      value: listed(kind, name, registered),
    })),
  };
}

describe('the matches of a search', () => {
  it('merges both collections in name order and checks names against a long search', () => {
    const matches = searchMatches(
      [list('normal', ['anna', 'hannah', 'johan']), list('business', ['annex gym', 'banner'])],
      'anna',
      'All',
    );
    expect(matches).toEqual({ keys: ['normal:n0', 'normal:n1'], complete: true });
    const short = searchMatches(
      [list('normal', ['anna']), list('business', ['banner', 'bob'])],
      'ann',
      'All',
    );
    expect(short.keys).toEqual(['normal:n0', 'business:b0']);
  });

  it('cuts the other collection at the last name read of a list that went past its window', () => {
    const names = Array.from(
      { length: searchWindow + 1 },
      (_, index) => `a${String(index).padStart(5, '0')}`,
    );
    const matches = searchMatches(
      [list('normal', names), list('business', ['a00003x', 'zed a'])],
      'a',
      'All',
    );
    expect(matches.complete).toBe(false);
    expect(matches.keys).toContain('business:b0');
    expect(matches.keys).not.toContain('business:b1');
    expect(matches.keys).toHaveLength(searchWindow + 1);
  });

  it('ignores children that are not of the collection they were read for', () => {
    const read = {
      kind: 'normal' as const,
      children: [
        { key: 'business:x', value: listed('normal', 'ann') },
        { key: 'normal:y', value: 7 },
        { key: 'normal:z', value: 'business ann\tl' },
      ],
    };
    expect(searchMatches([read], 'ann', 'All').keys).toEqual([]);
  });

  it('finds a user whose list value was written before the lists held a status under no status filter only', () => {
    const read = { kind: 'normal' as const, children: [{ key: 'normal:z', value: 'normal ann' }] };
    expect(searchMatches([read], 'ann', 'All').keys).toEqual(['normal:z']);
    expect(searchMatches([read], 'ann', 'Live').keys).toEqual([]);
  });

  it('keeps the users of the status filter only', () => {
    const reads = [
      {
        kind: 'normal' as const,
        children: [
          ...list('normal', ['ann']).children,
          { key: 'normal:u', value: listed('normal', 'anne', false) },
        ],
      },
    ];
    const byStatus = (status: UserStatusLabel | 'All') => searchMatches(reads, 'ann', status).keys;
    expect(byStatus('All')).toEqual(['normal:n0', 'normal:u']);
    expect(byStatus('Live')).toEqual(['normal:n0']);
    expect(byStatus('Unalive')).toEqual(['normal:u']);
  });

  it('orders a name before the names it begins, as the database orders the values', () => {
    const matches = searchMatches([list('normal', ['ann b', 'ann'])], 'ann', 'All');
    expect(matches.keys).toEqual(['normal:n1', 'normal:n0']);
  });
});
