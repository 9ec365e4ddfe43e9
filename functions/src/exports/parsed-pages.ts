import type { RangeChild } from '../matching/range-store.ts';

/**
 * Each page of children as the rows they stand for: `rowOf` answers undefined for a child that is no row (one of
 * another shape, which its screen leaves out too).
 */
export async function* parsedPages<Row>(
  pages: AsyncIterable<RangeChild[]>,
  rowOf: (child: RangeChild) => Row | undefined,
): AsyncGenerator<Row[]> {
  for await (const page of pages) {
    yield page.flatMap((child) => {
      const row = rowOf(child);
      return row === undefined ? [] : [row];
    });
  }
}
