// Selection is kept as ids so that it survives the live list being replaced by a newer snapshot.

export function withRowsSelected(
  selected: ReadonlySet<string>,
  ids: readonly string[],
  checked: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The selected ids that are still listed, in list order: a row approved elsewhere meanwhile is not sent. */
export function selectedAmong(selected: ReadonlySet<string>, listedIds: readonly string[]): string[] {
  return listedIds.filter((id) => selected.has(id));
}

type PageSelection = 'none' | 'some' | 'all';

export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): PageSelection {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers start at 1, as Mantine's Pagination counts them. */
export function pageOf<Item>(items: readonly Item[], page: number, pageSize: number): Item[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
