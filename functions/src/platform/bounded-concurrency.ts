/**
 * Runs `task` for every item with at most `limit` tasks in flight; the results keep the order of `items`.
 * Workers share one iterator, so each item is taken exactly once, by whichever worker is free first.
 */
export async function mapWithBoundedConcurrency<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  const pending = items.entries();
  async function work(): Promise<void> {
    for (const [index, item] of pending) {
      results[index] = await task(item);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, work));
  return results;
}
