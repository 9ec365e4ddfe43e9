import { describe, expect, it } from 'vitest';
import { directoryPageRange, lastPageSize, orderValueOf } from './directory-page.ts';

const all = { type: 'All', status: 'All' } as const;
const normal = { type: 'Normal User', status: 'All' } as const;
const business = { type: 'Business User', status: 'All' } as const;

describe('a page of the user directory', () => {
  it('reads the first fifty in name order, over both collections or one', () => {
    expect(directoryPageRange('dir', all, { at: 'first' }, 120)).toEqual({
      path: 'dir',
      orderBy: { child: 'nameKey' },
      limitToFirst: 50,
    });
    expect(directoryPageRange('dir', business, { at: 'first' }, 120)).toEqual({
      path: 'dir',
      orderBy: { child: 'kindNameKey' },
      startAt: ['business '],
      endBefore: ['business!'],
      limitToFirst: 50,
    });
  });

  it('reads the fifty after the last row shown, the fifty before the first, and what the last page holds', () => {
    expect(
      directoryPageRange('dir', normal, { at: 'after', value: 'normal bo', key: 'normal:b' }, 120),
    ).toEqual({
      path: 'dir',
      orderBy: { child: 'kindNameKey' },
      startAfter: ['normal bo', 'normal:b'],
      endBefore: ['normal!'],
      limitToFirst: 50,
    });
    expect(directoryPageRange('dir', all, { at: 'before', value: 'bo', key: 'normal:b' }, 120)).toEqual({
      path: 'dir',
      orderBy: { child: 'nameKey' },
      endBefore: ['bo', 'normal:b'],
      limitToLast: 50,
    });
    expect(directoryPageRange('dir', all, { at: 'last' }, 120).limitToLast).toBe(20);
    expect(lastPageSize(100)).toBe(50);
  });

  it('reads the users of one status in name order', () => {
    const waiting = { type: 'Business User', status: 'Waiting for approval' } as const;
    expect(directoryPageRange('dir', waiting, { at: 'first' }, 120)).toEqual({
      path: 'dir',
      orderBy: { child: 'statusNameKey' },
      startAt: ['w '],
      endBefore: ['w!'],
      limitToFirst: 50,
    });
    expect(
      directoryPageRange('dir', waiting, { at: 'before', value: 'w bo', key: 'business:b' }, 120),
    ).toEqual({
      path: 'dir',
      orderBy: { child: 'statusNameKey' },
      startAt: ['w '],
      endBefore: ['w bo', 'business:b'],
      limitToLast: 50,
    });
  });

  it("reads the users who joined on the filter's days in the order they joined, over both collections or one", () => {
    const joined = { from: '2026-11-20', to: '2026-11-26' };
    expect(directoryPageRange('dir', { ...all, joined }, { at: 'first' }, 120)).toEqual({
      path: 'dir',
      orderBy: { child: 'joinedKey' },
      startAt: ['2026-11-20'],
      endBefore: ['2026-11-27'],
      limitToFirst: 50,
    });
    expect(
      directoryPageRange(
        'dir',
        { ...normal, joined },
        { at: 'after', value: 'normal 2026-11-21T10:00:00.000Z', key: 'normal:b' },
        120,
      ),
    ).toEqual({
      path: 'dir',
      orderBy: { child: 'kindJoinedKey' },
      startAfter: ['normal 2026-11-21T10:00:00.000Z', 'normal:b'],
      endBefore: ['normal 2026-11-27'],
      limitToFirst: 50,
    });
  });

  it('orders by the key the filter reads', () => {
    const row = {
      nameKey: 'ann',
      kindNameKey: 'normal ann',
      statusNameKey: 'l ann',
      joinedKey: '2026-11-21T10:00:00.000Z',
      kindJoinedKey: 'normal 2026-11-21T10:00:00.000Z',
    };
    const joined = { from: '2026-11-21', to: '2026-11-21' };
    expect(orderValueOf(all, row)).toBe('ann');
    expect(orderValueOf(normal, row)).toBe('normal ann');
    expect(orderValueOf({ type: 'Normal User', status: 'Live' }, row)).toBe('l ann');
    expect(orderValueOf({ ...all, joined }, row)).toBe('2026-11-21T10:00:00.000Z');
    expect(orderValueOf({ ...normal, joined }, row)).toBe('normal 2026-11-21T10:00:00.000Z');
  });
});
