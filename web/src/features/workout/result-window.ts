// docs/product.md, Workout content: the results show 5 videos at a time; Refresh Repository moves on by 5.
export const videosShownAtOnce = 5;

/** Where the next 5 start; after the last of them the window wraps round to the first results again. */
export function nextWindowStart(start: number, total: number): number {
  const next = start + videosShownAtOnce;
  return next >= total ? 0 : next;
}

export function windowOf<Item>(items: readonly Item[], start: number): Item[] {
  return items.slice(start, start + videosShownAtOnce);
}

export function windowLabel(start: number, total: number): string {
  if (total === 0) return 'No videos found';
  const last = Math.min(start + videosShownAtOnce, total);
  return `Showing ${start + 1}–${last} of ${total}`;
}
