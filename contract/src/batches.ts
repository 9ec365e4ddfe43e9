// The limits of one call or one query (ids per callable, values per Firestore `in` filter, removals per write)
// are met by splitting a list into consecutive batches.
export function splitIntoBatches<Item>(items: readonly Item[], batchSize: number): Item[][] {
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new Error(`A batch holds a whole number of items, at least 1; this one is ${batchSize}`);
  }
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    batches.push(items.slice(start, start + batchSize));
  }
  return batches;
}
