import { pageCount } from '../../lib/list-screen/page-count.ts';

// Fifty rows keep the table quick to render and to scan, whatever the number of users.
export const usersPerPage = 50;

export interface ListPage<Item> {
  items: Item[];
  // 1-based, within 1..pageCount even when the page asked for no longer exists (the list shrank).
  page: number;
  pageCount: number;
  // 1-based positions of the first and last item shown; both 0 when there is nothing to show.
  first: number;
  last: number;
  total: number;
}

export function pageOf<Item>(
  items: readonly Item[],
  requestedPage: number,
  pageSize = usersPerPage,
): ListPage<Item> {
  const pages = pageCount(items.length, pageSize);
  const page = Math.min(Math.max(1, Math.floor(requestedPage)), pages);
  const start = (page - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page,
    pageCount: pages,
    first: pageItems.length === 0 ? 0 : start + 1,
    last: start + pageItems.length,
    total: items.length,
  };
}

/**
 * Where a page of the whole directory sits: the page asked for (the last of however many there are now, when read
 * from the end), among `total` users. Its rows were read from a neighbour, not cut from the list.
 */
export function directoryPageOf<Item>(
  items: Item[],
  requested: { page: number; fromEnd: boolean },
  total: number,
  pageSize = usersPerPage,
): ListPage<Item> {
  const pages = pageCount(total, pageSize);
  const page = requested.fromEnd ? pages : Math.min(requested.page, pages);
  const first = items.length === 0 ? 0 : (page - 1) * pageSize + 1;
  return {
    items,
    page,
    pageCount: pages,
    first,
    last: items.length === 0 ? 0 : first + items.length - 1,
    total,
  };
}
