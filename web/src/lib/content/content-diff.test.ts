import { describe, expect, it } from 'vitest';
import { listDiff, nodeDiff, wordDiff } from './content-diff.ts';

describe('wordDiff', () => {
  it('keeps the words both texts share and marks the others, in stretches', () => {
    expect(wordDiff('We train people every day', 'We coach people every single day')).toEqual([
      { kind: 'same', text: 'We ' },
      { kind: 'removed', text: 'train' },
      { kind: 'added', text: 'coach' },
      { kind: 'same', text: ' people every ' },
      { kind: 'added', text: 'single ' },
      { kind: 'same', text: 'day' },
    ]);
  });

  it('shows words replaced in turn as the old words, then the new ones', () => {
    expect(wordDiff('A title for a day', 'Everything you need to reach your goals')).toEqual([
      { kind: 'removed', text: 'A title for a day' },
      { kind: 'added', text: 'Everything you need to reach your goals' },
    ]);
    expect(wordDiff('Train hard today', 'Train well and rest today')).toEqual([
      { kind: 'same', text: 'Train ' },
      { kind: 'removed', text: 'hard ' },
      { kind: 'added', text: 'well and rest ' },
      { kind: 'same', text: 'today' },
    ]);
  });

  it('gives back both texts from its parts', () => {
    const before = 'Line one\nline two  with spaces';
    const after = 'Line one\nline 2 with spaces\nand a third';
    const parts = wordDiff(before, after);
    const joined = (kinds: string[]) =>
      parts
        .filter(({ kind }) => kinds.includes(kind))
        .map(({ text }) => text)
        .join('');
    expect(joined(['same', 'removed'])).toBe(before);
    expect(joined(['same', 'added'])).toBe(after);
  });

  it('shows a text from nothing as added, and the same text as unchanged', () => {
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(wordDiff('Same', 'Same')).toEqual([{ kind: 'same', text: 'Same' }]);
  });
});

describe('listDiff', () => {
  it('marks the items removed and added, keeping the order of both lists', () => {
    expect(listDiff(['Steps', 'Heart rate', 'Sleep'], ['Steps', 'Sleep', 'Calories'])).toEqual([
      { kind: 'same', text: 'Steps' },
      { kind: 'removed', text: 'Heart rate' },
      { kind: 'same', text: 'Sleep' },
      { kind: 'added', text: 'Calories' },
    ]);
  });
});

describe('nodeDiff', () => {
  it('lists the changed fields of a row in its screen’s order: the image, the texts, then the alt text', () => {
    const live = { image: 'https://x/new.png', description: 'Ana / Coach / Yoga', imageAlt: 'Ana' };
    const kept = { image: 'https://x/old.png', description: 'Ana / Coach / Yoga' };
    expect(nodeDiff('productAboutUsMember', live, kept)).toEqual([
      { field: 'image', kind: 'image', before: 'https://x/new.png', after: 'https://x/old.png' },
      { field: 'imageAlt', kind: 'text', parts: [{ kind: 'removed', text: 'Ana' }] },
    ]);
  });

  it('finds nothing to change between equal nodes, and every field of a node brought back', () => {
    const feature = { icon: 'https://x/i.png', options: ['A', 'B'] };
    expect(nodeDiff('productFeature', feature, { ...feature, options: ['A', 'B'] })).toEqual([]);
    expect(nodeDiff('productFeature', undefined, feature)).toEqual([
      { field: 'icon', kind: 'image', before: undefined, after: 'https://x/i.png' },
      {
        field: 'options',
        kind: 'list',
        items: [
          { kind: 'added', text: 'A' },
          { kind: 'added', text: 'B' },
        ],
      },
    ]);
  });
});
