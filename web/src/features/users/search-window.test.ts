import { describe, expect, it } from 'vitest';
import { searchMatches, searchWindow } from './search-window.ts';

function list(kind: 'normal' | 'business', names: string[]) {
  return {
    kind,
    children: names.map((name, index) => ({ key: `${kind}:${kind[0]}${index}`, value: `${kind} ${name}` })),
  };
}

describe('the matches of a search', () => {
  it('merges both collections in name order and checks names against a long search', () => {
    const matches = searchMatches(
      [list('normal', ['anna', 'hannah', 'johan']), list('business', ['annex gym', 'banner'])],
      'anna',
    );
    expect(matches).toEqual({ keys: ['normal:n0', 'normal:n1'], complete: true });
    const short = searchMatches([list('normal', ['anna']), list('business', ['banner', 'bob'])], 'ann');
    expect(short.keys).toEqual(['normal:n0', 'business:b0']);
  });

  it('cuts the other collection at the last name read of a list that went past its window', () => {
    const names = Array.from(
      { length: searchWindow + 1 },
      (_, index) => `a${String(index).padStart(5, '0')}`,
    );
    const matches = searchMatches([list('normal', names), list('business', ['a00003x', 'zed a'])], 'a');
    expect(matches.complete).toBe(false);
    expect(matches.keys).toContain('business:b0');
    expect(matches.keys).not.toContain('business:b1');
    expect(matches.keys).toHaveLength(searchWindow + 1);
  });

  it('ignores children that are not of the collection they were read for', () => {
    const read = {
      kind: 'normal' as const,
      children: [
        { key: 'business:x', value: 'normal ann' },
        { key: 'normal:y', value: 7 },
      ],
    };
    expect(searchMatches([read], 'ann').keys).toEqual([]);
  });
});
