import { describe, expect, it } from 'vitest';
import { joinedDaysParam, joinedDaysSchema, joinedDaysText, readJoinedDaysParam } from './joined-days.ts';

describe('the join filter', () => {
  it('refuses a range that ends before it starts or spans more than a year', () => {
    expect(joinedDaysSchema.safeParse({ from: '2026-11-20', to: '2026-11-19' }).success).toBe(false);
    expect(joinedDaysSchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    const tooLong = joinedDaysSchema.safeParse({ from: '2024-01-01', to: '2025-01-01' });
    expect(tooLong.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['to', 'must span at most 366 days'],
    ]);
    expect(joinedDaysSchema.safeParse({ from: '2026-11-20', to: '2026-11-20', day: 'x' }).success).toBe(
      false,
    );
  });

  it('goes through the address and back, and ignores nonsense', () => {
    for (const days of [
      { from: '2026-11-20', to: '2026-11-26' },
      { from: '2026-11-20', to: '2026-11-20' },
    ]) {
      expect(readJoinedDaysParam(joinedDaysParam(days))).toEqual(days);
    }
    expect(joinedDaysParam({ from: '2026-11-20', to: '2026-11-20' })).toBe('2026-11-20');
    for (const nonsense of [
      '',
      'yesterday',
      '2026-11-26..2026-11-20',
      '2026-11-20..2026-11-21..2026-11-22',
      '..',
    ]) {
      expect(readJoinedDaysParam(nonsense)).toBeUndefined();
    }
    expect(readJoinedDaysParam(null)).toBeUndefined();
  });

  it('says the range in words', () => {
    expect(joinedDaysText({ from: '2026-11-20', to: '2026-11-20' })).toBe('joined on 2026-11-20');
    expect(joinedDaysText({ from: '2026-11-20', to: '2026-11-26' })).toBe('joined 2026-11-20 to 2026-11-26');
  });
});
