import { describe, expect, it } from 'vitest';
import { userStatusLabels } from '../user-list.ts';
import {
  directoryEntryOf,
  directoryEntrySchema,
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
    });
    expect(searchListValueParts(searchListValue(waiting), 'business')).toEqual({
      name: 'iron gym',
      status: 'Waiting for approval',
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
    });
  });
});
