/** How many pages `total` rows fill, at least one: an empty list still shows its one empty page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
