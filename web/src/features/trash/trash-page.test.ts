import { describe, expect, it } from 'vitest';
import {
  newestTrashPage,
  readTrashCursor,
  type TrashRow,
  trashCursorParams,
  trashPageOf,
  trashPageRange,
  trashPerPage,
} from './trash-page.ts';

function rows(count: number, firstDeletedAt = 1000): TrashRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `user-${String(index).padStart(3, '0')}`,
    username: `User ${index}`,
    email: `user${index}@example.com`,
    collections: ['users'],
    deletedAt: firstDeletedAt + index,
    deletedBy: { uid: 'admin' },
    account: 'disabled',
  }));
}

describe('trashPageRange', () => {
  it('reads one row past a page, from the newest deletion or beside the rows shown', () => {
    expect(trashPageRange({ at: 'newest' })).toEqual({
      path: 'userTrash',
      orderBy: { child: 'deletedAt' },
      limitToLast: trashPerPage + 1,
    });
    expect(trashPageRange({ at: 'olderThan', deletedAt: 5, id: 'b' })).toMatchObject({
      endBefore: [5, 'b'],
      limitToLast: trashPerPage + 1,
    });
    expect(trashPageRange({ at: 'newerThan', deletedAt: 5, id: 'b' })).toMatchObject({
      startAfter: [5, 'b'],
      limitToFirst: trashPerPage + 1,
    });
  });
});

describe('trashPageOf', () => {
  it('shows the newest page newest first, with older deletions beyond it', () => {
    const read = rows(trashPerPage + 1);
    const page = trashPageOf({ at: 'newest' }, read);
    expect(page.rows.map((row) => row.id)).toEqual(
      read
        .slice(1)
        .map((row) => row.id)
        .reverse(),
    );
    expect(page.newer).toBeUndefined();
    expect(page.older).toEqual({ at: 'olderThan', deletedAt: 1001, id: 'user-001' });
  });

  it('has no older page when the read held no more than a page', () => {
    const page = trashPageOf({ at: 'newest' }, rows(3));
    expect(page.rows.map((row) => row.id)).toEqual(['user-002', 'user-001', 'user-000']);
    expect(page.older).toBeUndefined();
    expect(page.newer).toBeUndefined();
  });

  it('goes back to newer deletions from an older page, and knows when they are the newest', () => {
    const older = trashPageOf({ at: 'olderThan', deletedAt: 2000, id: 'x' }, rows(2));
    expect(older.newer).toEqual({ at: 'newerThan', deletedAt: 1001, id: 'user-001' });
    expect(older.older).toBeUndefined();

    const read = rows(trashPerPage + 1);
    const newer = trashPageOf({ at: 'newerThan', deletedAt: 999, id: 'y' }, read);
    expect(newer.rows).toHaveLength(trashPerPage);
    expect(newer.rows[0]?.id).toBe(`user-${String(trashPerPage - 1).padStart(3, '0')}`);
    expect(newer.newer).toEqual({
      at: 'newerThan',
      deletedAt: 1000 + trashPerPage - 1,
      id: newer.rows[0]?.id,
    });
    expect(newer.older).toEqual({ at: 'olderThan', deletedAt: 1000, id: 'user-000' });

    const newest = trashPageOf({ at: 'newerThan', deletedAt: 999, id: 'y' }, rows(4));
    expect(newest.newer).toBeUndefined();
  });
});

describe('the trash page in the address', () => {
  it('names the neighbour of the page shown, and reads it back', () => {
    const older = { at: 'olderThan', deletedAt: 1_790_000_000_000, id: 'a:b-c' } as const;
    expect(trashCursorParams(older).toString()).toBe('olderThan=1790000000000%3Aa%3Ab-c');
    expect(readTrashCursor(trashCursorParams(older))).toEqual(older);
    const newer = { at: 'newerThan', deletedAt: 5, id: 'u1' } as const;
    expect(readTrashCursor(trashCursorParams(newer))).toEqual(newer);
    expect(trashCursorParams(newestTrashPage).toString()).toBe('');
  });

  it('shows the newest page for an address that names no page the trash can read', () => {
    for (const search of ['', 'olderThan=', 'olderThan=abc:u1', 'newerThan=5:', 'olderThan=:u1', 'other=1']) {
      expect(readTrashCursor(new URLSearchParams(search))).toEqual(newestTrashPage);
    }
  });
});
