import { describe, expect, it } from 'vitest';
import { userStatusLabels } from '../user-list.ts';
import {
  directoryEntryOf,
  directoryEntrySchema,
  isListedInFilters,
  joinedKeyRange,
  searchListValue,
  searchListValueParts,
  statusNameKeyRange,
} from './directory-entry.ts';

const waiting = directoryEntryOf('business', 'b1', { username: 'Iron Gym', isApproveUser: false });
const live = directoryEntryOf('normal', 'n1', { username: 'Ann\tLee', registrationDetails: { age: 30 } });

describe('the status order of the directory and the search lists', () => {
  it('puts each entry in the range of its status, in name order', () => {
    const range = statusNameKeyRange(userStatusLabels.waitingForApproval);
    expect(waiting?.statusNameKey).toBe('w iron gym');
    expect(waiting && waiting.statusNameKey >= range.start && waiting.statusNameKey < range.end).toBe(true);
    const approved = statusNameKeyRange(userStatusLabels.approved);
    expect(waiting && waiting.statusNameKey >= approved.start && waiting.statusNameKey < approved.end).toBe(
      false,
    );
  });

  it("reads back the name and status of a search list's value, a tab in the name included", () => {
    if (!live || !waiting) throw new Error('no entry');
    expect(searchListValueParts(searchListValue(live), 'normal')).toEqual({
      name: 'ann\tlee',
      status: 'Live',
      joinedDay: undefined,
    });
    expect(searchListValueParts(searchListValue(waiting), 'business')).toEqual({
      name: 'iron gym',
      status: 'Waiting for approval',
      joinedDay: undefined,
    });
    expect(searchListValueParts(searchListValue(waiting), 'normal')).toBeUndefined();
    expect(searchListValueParts(42, 'normal')).toBeUndefined();
  });

  it('orders the values of one collection by name, a name before the longer names it begins', () => {
    const values = ['ann b', 'ann', 'anna'].map((username) => {
      const entry = directoryEntryOf('normal', username, { username });
      if (!entry) throw new Error('no entry');
      return searchListValue(entry);
    });
    expect([...values].sort().map((value) => searchListValueParts(value, 'normal')?.name)).toEqual([
      'ann',
      'ann b',
      'anna',
    ]);
  });

  it('reads what was stored before the status order: an entry and a value with no status', () => {
    const { statusNameKey: _statusNameKey, ...older } = waiting ?? {};
    expect(directoryEntrySchema.parse(older).statusNameKey).toBe('');
    expect(searchListValueParts('business iron gym', 'business')).toEqual({
      name: 'iron gym',
      status: undefined,
      joinedDay: undefined,
    });
    // A name with a tab, stored before the status: what follows its tab is no status and day.
    expect(searchListValueParts('normal ann\tlee', 'normal')).toEqual({
      name: 'ann\tlee',
      status: undefined,
      joinedDay: undefined,
    });
  });
});

describe('the join order of the directory and the join day of the search lists', () => {
  const joinedAt = Date.parse('2026-11-26T23:59:59.999Z');
  const joined = directoryEntryOf(
    'business',
    'b2',
    { username: 'Core Gym', isApproveUser: true },
    false,
    joinedAt,
  );
  const week = { from: '2026-11-20', to: '2026-11-26' };

  it('keys the entry by the time the user joined, alone and within the collection', () => {
    expect(joined?.joinedKey).toBe('2026-11-26T23:59:59.999Z');
    expect(joined?.kindJoinedKey).toBe('business 2026-11-26T23:59:59.999Z');
    expect(waiting?.joinedKey).toBeUndefined();
    expect(directoryEntryOf('normal', 'n9', { username: 'x' }, false, Number.NaN)?.joinedKey).toBeUndefined();
  });

  it("puts the entry in the ranges of the days it joined on only, the last day's last moment included", () => {
    const within = (key: string | undefined, range: { start: string; end: string }) =>
      key !== undefined && key >= range.start && key < range.end;
    expect(within(joined?.kindJoinedKey, joinedKeyRange('business', week))).toBe(true);
    expect(within(joined?.joinedKey, joinedKeyRange(undefined, week))).toBe(true);
    expect(within(joined?.kindJoinedKey, joinedKeyRange('normal', week))).toBe(false);
    expect(
      within(joined?.joinedKey, joinedKeyRange(undefined, { from: '2026-11-27', to: '2026-11-30' })),
    ).toBe(false);
    expect(
      within(joined?.joinedKey, joinedKeyRange(undefined, { from: '2026-11-19', to: '2026-11-25' })),
    ).toBe(false);
  });

  it("reads back the join day of a search list's value, and checks it and the status against the filters", () => {
    if (!joined) throw new Error('no entry');
    const listed = searchListValueParts(searchListValue(joined), 'business');
    expect(listed).toEqual({ name: 'core gym', status: 'Approved', joinedDay: '2026-11-26' });
    if (!listed) throw new Error('no parts');
    expect(isListedInFilters(listed, { status: 'All', joined: week })).toBe(true);
    expect(isListedInFilters(listed, { status: 'Approved', joined: week })).toBe(true);
    expect(isListedInFilters(listed, { status: 'Waiting for approval', joined: week })).toBe(false);
    expect(
      isListedInFilters(listed, { status: 'All', joined: { from: '2026-11-27', to: '2026-11-27' } }),
    ).toBe(false);
    expect(isListedInFilters({ ...listed, joinedDay: undefined }, { status: 'All', joined: week })).toBe(
      false,
    );
    expect(isListedInFilters({ ...listed, joinedDay: undefined }, { status: 'All' })).toBe(true);
  });
});
