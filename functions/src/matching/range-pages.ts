import type { RangeChild, RangePageQuery, RangeStore } from './range-store.ts';

// "All that match" is resolved on the server from the read models only (never `users` or `business-users` whole),
// as pages of one ordered range after another. Each page is read when the one before has been handled, from just
// after where it ended: handling a page (deleting its users, approving their feedback) removes entries behind the
// reading position only, so none is skipped.

/** Every child of one ordered range, a page at a time, each page read after the one before was handled. */
export async function* rangePages(
  store: RangeStore,
  range: Omit<RangePageQuery, 'after'>,
): AsyncGenerator<RangeChild[]> {
  let after: RangePageQuery['after'];
  for (;;) {
    const page = await store.readPage(after === undefined ? range : { ...range, after });
    if (page.length === 0) return;
    yield page;
    const last = page[page.length - 1];
    if (page.length < range.limit || last === undefined || typeof last.orderValue !== 'string') return;
    after = { value: last.orderValue, key: last.key };
  }
}

// Counting reads the same ranges in larger pages: fewer reads. A page of 5,000 directory entries costs the SDK's
// tree of them, tens of megabytes until collected: a function that also holds pages of its own (an export) counts
// in its own smaller pages.
export const countingPageSize = 5000;

/** How many rows the pages hold, read through to the end. */
export async function countOf(pages: AsyncIterable<readonly unknown[]>): Promise<number> {
  let count = 0;
  for await (const page of pages) count += page.length;
  return count;
}
