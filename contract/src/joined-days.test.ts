import { describe, expect, it } from 'vitest';
import {
  isUtcDay,
  joinedDaysParam,
  joinedDaysSchema,
  joinedDaysText,
  readJoinedDaysParam,
  utcDaysBetween,
} from './joined-days.ts';

describe('the join filter', () => {
  it('takes real days only', () => {
    expect(isUtcDay('2024-02-29')).toBe(true);
    expect(isUtcDay('2026-02-29')).toBe(false);
    expect(isUtcDay('2026-11-31')).toBe(false);
    expect(isUtcDay('2026-1-05')).toBe(false);
    expect(isUtcDay('2026-11-05T00:00:00Z')).toBe(false);
  });

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

  it('lists every day of the range, across a month and a leap day', () => {
    expect(utcDaysBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(utcDaysBetween('2024-01-01', '2024-12-31')).toHaveLength(366);
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
