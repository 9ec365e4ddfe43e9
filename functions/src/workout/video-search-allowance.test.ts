import { describe, expect, it } from 'vitest';
import { withSearchTaken } from './video-search-allowance.ts';

const at = Date.UTC(2026, 10, 27, 10);

describe('withSearchTaken', () => {
  it("adds the call to the day's searches while fewer than the limit are made", () => {
    expect(withSearchTaken(null, { callId: 'c1', at, limit: 2 })).toEqual({ c1: at });
    expect(withSearchTaken({ c1: at }, { callId: 'c2', at: at + 1, limit: 2 })).toEqual({
      c1: at,
      c2: at + 1,
    });
  });

  it('refuses the search once the limit is made, leaving the count as it is', () => {
    expect(withSearchTaken({ c1: at, c2: at }, { callId: 'c3', at, limit: 2 })).toBeUndefined();
    expect(withSearchTaken(null, { callId: 'c1', at, limit: 0 })).toBeUndefined();
  });

  it("keeps a call's own search found stored, as a transaction run again after a dropped connection finds it", () => {
    const stored = { c1: at, c2: at };
    expect(withSearchTaken(stored, { callId: 'c2', at: at + 5, limit: 2 })).toEqual({ c1: at, c2: at });
  });

  it('refuses a stored count that is not the one it writes', () => {
    expect(() => withSearchTaken({ c1: 'yes' }, { callId: 'c2', at, limit: 5 })).toThrow();
  });
});
