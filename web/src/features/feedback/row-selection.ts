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

type PageSelection = 'none' | 'some' | 'all';

export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): PageSelection {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
