import { type TrashedUser, userTrashPath } from '@management-center/contract';
import type { DatabaseRange } from '../../lib/database/live-database.ts';
import type { ListViewCodec } from '../../lib/list-screen/use-list-address.ts';

// Fifty rows, as on the users screen; a page's rows are also what one call restores or deletes forever.
export const trashPerPage = 50;

export interface TrashRow extends TrashedUser {
  id: string;
}

// Newest deletions first. The database cannot skip to the n-th child, so a page is found from a neighbour: the
// newest, the page of deletions older than the last row shown, or newer than the first row shown.
export type TrashCursor =
  | { at: 'newest' }
  | { at: 'olderThan'; deletedAt: number; id: string }
  | { at: 'newerThan'; deletedAt: number; id: string };

export const newestTrashPage: TrashCursor = { at: 'newest' };

/** One row more than a page: whether a page lies beyond it is then known without counting the trash. */
export function trashPageRange(cursor: TrashCursor): DatabaseRange {
  const range: DatabaseRange = { path: userTrashPath, orderBy: { child: 'deletedAt' } };
  const probe = trashPerPage + 1;
  switch (cursor.at) {
    case 'newest':
      return { ...range, limitToLast: probe };
    case 'olderThan':
      return { ...range, endBefore: [cursor.deletedAt, cursor.id], limitToLast: probe };
    case 'newerThan':
      return { ...range, startAfter: [cursor.deletedAt, cursor.id], limitToFirst: probe };
  }
}

export interface TrashPage {
  rows: TrashRow[];
  newer: TrashCursor | undefined;
  older: TrashCursor | undefined;
}

function cursorOf(at: 'olderThan' | 'newerThan', row: TrashRow): TrashCursor {
  return { at, deletedAt: row.deletedAt, id: row.id };
}

/** The page the range read (in the database's order, oldest first) shown newest first, with its neighbours. */
export function trashPageOf(cursor: TrashCursor, oldestFirst: readonly TrashRow[]): TrashPage {
  const extra = oldestFirst.length > trashPerPage;
  if (cursor.at === 'newerThan') {
    const rows = (extra ? oldestFirst.slice(0, trashPerPage) : oldestFirst).toReversed();
    const last = rows.at(-1);
    const first = rows[0];
    return {
      rows,
      newer: extra && first ? cursorOf('newerThan', first) : undefined,
      older: last ? cursorOf('olderThan', last) : undefined,
    };
  }
  const rows = (extra ? oldestFirst.slice(1) : oldestFirst).toReversed();
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    newer: cursor.at === 'olderThan' && first ? cursorOf('newerThan', first) : undefined,
    older: extra && last ? cursorOf('olderThan', last) : undefined,
  };
}

// The page shown is kept in the address (`?olderThan=` or `?newerThan=`, the neighbour's deletion time and id), so
// that a reload, a bookmark or Back shows the same page.
const cursorParams = ['olderThan', 'newerThan'] as const;

/** The page the address names; the newest for an address that names none, or none the trash can read. */
export function readTrashCursor(params: URLSearchParams): TrashCursor {
  for (const at of cursorParams) {
    const value = params.get(at);
    if (value === null) continue;
    const separator = value.indexOf(':');
    const deletedAt = Number(value.slice(0, separator));
    const id = value.slice(separator + 1);
    if (separator > 0 && Number.isSafeInteger(deletedAt) && id !== '') return { at, deletedAt, id };
  }
  return newestTrashPage;
}

export function trashCursorParams(cursor: TrashCursor): URLSearchParams {
  return new URLSearchParams(
    cursor.at === 'newest' ? {} : { [cursor.at]: `${cursor.deletedAt}:${cursor.id}` },
  );
}

export const trashAddress: ListViewCodec<TrashCursor> = { read: readTrashCursor, write: trashCursorParams };
