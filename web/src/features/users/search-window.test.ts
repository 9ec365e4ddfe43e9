import { directoryEntryOf, searchListValue, type UserStatusLabel } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { searchMatches, searchWindow } from './search-window.ts';

// A search list's value as the server writes it: for a normal user Live, for a business user Approved, unless said.
function listed(kind: 'normal' | 'business', name: string, registered = true, joinedAt?: number): string {
  const record =
    kind === 'normal'
      ? { username: name, ...(registered ? { registrationDetails: {} } : {}) }
      : { username: name, isApproveUser: registered };
  const entry = directoryEntryOf(kind, 'id', record, false, joinedAt);
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
      { status: 'All' },
    );
    expect(matches).toEqual({ keys: ['normal:n0', 'normal:n1'], complete: true });
    const short = searchMatches([list('normal', ['anna']), list('business', ['banner', 'bob'])], 'ann', {
      status: 'All',
    });
    expect(short.keys).toEqual(['normal:n0', 'business:b0']);
  });

  it('cuts the other collection at the last name read of a list that went past its window', () => {
    const names = Array.from(
      { length: searchWindow + 1 },
      (_, index) => `a${String(index).padStart(5, '0')}`,
    );
    const matches = searchMatches([list('normal', names), list('business', ['a00003x', 'zed a'])], 'a', {
      status: 'All',
    });
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
    expect(searchMatches([read], 'ann', { status: 'All' }).keys).toEqual([]);
  });

  it('finds a user whose list value was written before the lists held a status under no status filter only', () => {
    const read = { kind: 'normal' as const, children: [{ key: 'normal:z', value: 'normal ann' }] };
    expect(searchMatches([read], 'ann', { status: 'All' }).keys).toEqual(['normal:z']);
    expect(searchMatches([read], 'ann', { status: 'Live' }).keys).toEqual([]);
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
    const byStatus = (status: UserStatusLabel | 'All') => searchMatches(reads, 'ann', { status }).keys;
    expect(byStatus('All')).toEqual(['normal:n0', 'normal:u']);
    expect(byStatus('Live')).toEqual(['normal:n0']);
    expect(byStatus('Unalive')).toEqual(['normal:u']);
  });

  it('keeps the users who joined on the days of the join filter only, the last moment of its last day included', () => {
    const reads = [
      {
        kind: 'normal' as const,
        children: [
          {
            key: 'normal:before',
            value: listed('normal', 'ann a', true, Date.parse('2026-11-19T23:59:59.999Z')),
          },
          { key: 'normal:first', value: listed('normal', 'ann b', true, Date.parse('2026-11-20T00:00:00Z')) },
          {
            key: 'normal:last',
            value: listed('normal', 'ann c', false, Date.parse('2026-11-26T23:59:59.999Z')),
          },
          { key: 'normal:after', value: listed('normal', 'ann d', true, Date.parse('2026-11-27T00:00:00Z')) },
          { key: 'normal:unknown', value: listed('normal', 'ann e') },
        ],
      },
    ];
    const week = { from: '2026-11-20', to: '2026-11-26' };
    expect(searchMatches(reads, 'ann', { status: 'All', joined: week }).keys).toEqual([
      'normal:first',
      'normal:last',
    ]);
    expect(searchMatches(reads, 'ann', { status: 'Unalive', joined: week }).keys).toEqual(['normal:last']);
    expect(searchMatches(reads, 'ann', { status: 'All' }).keys).toHaveLength(5);
  });

  it('orders a name before the names it begins, as the database orders the values', () => {
    const matches = searchMatches([list('normal', ['ann b', 'ann'])], 'ann', { status: 'All' });
    expect(matches.keys).toEqual(['normal:n1', 'normal:n0']);
  });
});
