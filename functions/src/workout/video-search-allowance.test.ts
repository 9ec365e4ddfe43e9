import { describe, expect, it } from 'vitest';
import { type SearchRequest, withSearchTaken } from './video-search-allowance.ts';

const at = Date.UTC(2026, 10, 27, 10);

function search(overrides: Partial<SearchRequest>): SearchRequest {
  return { uid: 'ann', callId: 'c1', at, memberLimit: 2, projectLimit: 3, ...overrides };
}

describe('withSearchTaken', () => {
  it("adds the call to the member's searches of the day while fewer than both limits are made", () => {
    expect(withSearchTaken(null, search({}))).toEqual({ ann: { c1: at } });
    expect(withSearchTaken({ ann: { c1: at } }, search({ callId: 'c2', at: at + 1 }))).toEqual({
      ann: { c1: at, c2: at + 1 },
    });
  });

  it("refuses the member's search once their limit is made, whatever the team has left", () => {
    expect(withSearchTaken({ ann: { c1: at, c2: at } }, search({ callId: 'c3' }))).toBe('member');
    expect(withSearchTaken(null, search({ memberLimit: 0 }))).toBe('member');
  });

  it("refuses any member's search once the team has made the project's limit together", () => {
    const team = { ann: { c1: at }, bob: { c2: at, c3: at } };
    expect(withSearchTaken(team, search({ callId: 'c4' }))).toBe('project');
    expect(withSearchTaken(team, search({ uid: 'cat', callId: 'c4' }))).toBe('project');
    expect(withSearchTaken(team, search({ uid: 'cat', callId: 'c4', projectLimit: 4 }))).toEqual({
      ...team,
      cat: { c4: at },
    });
  });

  it("keeps a call's own search found stored, as a transaction run again after a dropped connection finds it", () => {
    const stored = { ann: { c1: at, c2: at } };
    expect(withSearchTaken(stored, search({ callId: 'c2', at: at + 5 }))).toEqual(stored);
  });

  it('refuses a stored count that is not the one it writes', () => {
    expect(() => withSearchTaken({ ann: { c1: 'yes' } }, search({ callId: 'c2' }))).toThrow();
  });
});
