// The rows a list screen's administrator picked one by one or a page at a time: a set of ids, which outlives
// pages, filters and the live list being replaced by a newer snapshot. "All that match" is no set of ids but the
// filter itself, sent to the server (all-matching.ts).
export type RowSelection = ReadonlySet<string>;

/** How much of a page is selected: what its header checkbox shows. */
export type PageSelection = 'none' | 'some' | 'all';

export function withRowsSelected(
  selection: RowSelection,
  ids: readonly string[],
  checked: boolean,
): RowSelection {
  const next = new Set(selection);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function withRowToggled(selection: RowSelection, id: string): RowSelection {
  return withRowsSelected(selection, [id], !selection.has(id));
}

export function pageSelection(selection: RowSelection, pageIds: readonly string[]): PageSelection {
  const count = pageIds.filter((id) => selection.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** The header checkbox: selects the whole page, or clears it when all of it is selected. Rows elsewhere stay. */
export function withPageToggled(selection: RowSelection, pageIds: readonly string[]): RowSelection {
  return withRowsSelected(selection, pageIds, pageSelection(selection, pageIds) !== 'all');
}

/**
 * A change to rows while all that match are selected goes back to rows by id, as in a mail client: from the page
 * shown, all of it selected, with that change (unticking one row leaves the rest of the page, the header none).
 */
export function leavingAllMatching(
  pageIds: readonly string[],
  ids: readonly string[],
  checked: boolean,
): RowSelection {
  return withRowsSelected(new Set(pageIds), ids, checked);
}
