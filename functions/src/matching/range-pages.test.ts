import { endOfPrefix } from '@management-center/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryRangeStore, setAt, type Tree } from '../../test-support/memory-range-store.ts';
import { countOf, rangePages } from './range-pages.ts';
import type { RangePageQuery } from './range-store.ts';

const path = 'list';

function listOf(values: Record<string, string>): Tree {
  const tree: Tree = {};
  for (const [key, value] of Object.entries(values)) setAt(tree, `${path}/${key}`, value);
  return tree;
}

function byValue(limit: number): Omit<RangePageQuery, 'after'> {
  return { path, order: { by: 'value' }, start: '', limit };
}

describe('rangePages', () => {
  it('reads the range in order, in pages of the limit, and stops after a short page', async () => {
    const store = memoryRangeStore(listOf({ a: 'm', b: 'k', c: 'z', d: 'k', e: 'a' }));
    const pages: string[][] = [];
    for await (const page of rangePages(store, byValue(2))) pages.push(page.map((child) => child.key));
    expect(pages).toEqual([['e', 'b'], ['d', 'a'], ['c']]);
    expect(store.pagesRead.get(path)).toBe(3);
  });

  it('reads one more page to find the end when the last page is full', async () => {
    const store = memoryRangeStore(listOf({ a: '1', b: '2' }));
    expect(await countOf(rangePages(store, byValue(2)))).toBe(2);
    expect(store.pagesRead.get(path)).toBe(2);
  });

  it('yields nothing for an empty range', async () => {
    expect(await countOf(rangePages(memoryRangeStore({}), byValue(3)))).toBe(0);
  });

  it('skips no child and repeats none when each page is removed before the next is read', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), fc.string({ maxLength: 2 }), {
          maxKeys: 30,
        }),
        fc.integer({ min: 1, max: 5 }),
        async (values, limit) => {
          const safe = Object.fromEntries(
            Object.entries(values).filter(([key]) => !key.includes('/') && key !== '__proto__'),
          );
          const tree = listOf(safe);
          const found: string[] = [];
          for await (const page of rangePages(memoryRangeStore(tree), byValue(limit))) {
            expect(page.length).toBeLessThanOrEqual(limit);
            for (const { key } of page) {
              found.push(key);
              setAt(tree, `${path}/${key}`, undefined);
            }
          }
          expect(found.sort()).toEqual(Object.keys(safe).sort());
        },
      ),
    );
  });
});

describe('endOfPrefix', () => {
  it('bounds exactly the texts that start with the prefix', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 4 }),
        fc.string({ unit: 'binary', maxLength: 4 }),
        (prefix, rest) => {
          fc.pre(prefix.charCodeAt(prefix.length - 1) < 0xffff);
          const end = endOfPrefix(prefix);
          expect(prefix + rest < end).toBe(true);
          expect(prefix + rest >= prefix).toBe(true);
        },
      ),
    );
    expect(endOfPrefix('normal ')).toBe('normal!');
    expect(endOfPrefix('business:')).toBe('business;');
  });
});
