import { describe, expect, it } from 'vitest';
import { directoryPageRange, lastPageSize, orderValueOf } from './directory-page.ts';

describe('a page of the user directory', () => {
  it('reads the first fifty in name order, over both collections or one', () => {
    expect(directoryPageRange('dir', 'All', { at: 'first' }, 120)).toEqual({
      path: 'dir',
      orderBy: { child: 'nameKey' },
      limitToFirst: 50,
    });
    expect(directoryPageRange('dir', 'Business User', { at: 'first' }, 120)).toEqual({
      path: 'dir',
      orderBy: { child: 'kindNameKey' },
      startAt: ['business '],
      endBefore: ['business!'],
      limitToFirst: 50,
    });
  });

  it('reads the fifty after the last row shown, the fifty before the first, and what the last page holds', () => {
    expect(
      directoryPageRange('dir', 'Normal User', { at: 'after', value: 'normal bo', key: 'normal:b' }, 120),
    ).toEqual({
      path: 'dir',
      orderBy: { child: 'kindNameKey' },
      startAfter: ['normal bo', 'normal:b'],
      endBefore: ['normal!'],
      limitToFirst: 50,
    });
    expect(directoryPageRange('dir', 'All', { at: 'before', value: 'bo', key: 'normal:b' }, 120)).toEqual({
      path: 'dir',
      orderBy: { child: 'nameKey' },
      endBefore: ['bo', 'normal:b'],
      limitToLast: 50,
    });
    expect(directoryPageRange('dir', 'All', { at: 'last' }, 120).limitToLast).toBe(20);
    expect(lastPageSize(100)).toBe(50);
  });

  it('orders by the key the filter reads', () => {
    const row = { nameKey: 'ann', kindNameKey: 'normal ann' };
    expect(orderValueOf('All', row)).toBe('ann');
    expect(orderValueOf('Normal User', row)).toBe('normal ann');
  });
});
