import { describe, expect, it } from 'vitest';
import {
  addUtcDays,
  dayMs,
  hourMs,
  isUtcDay,
  startOfUtcDay,
  utcDayOf,
  utcDayOfOrThrow,
  utcDaysBetween,
} from './utc-days.ts';

describe('UTC days', () => {
  it('measures an hour and a day in milliseconds', () => {
    expect(hourMs).toBe(3_600_000);
    expect(dayMs).toBe(86_400_000);
  });

  it('takes real days only', () => {
    expect(isUtcDay('2024-02-29')).toBe(true);
    expect(isUtcDay('2026-02-29')).toBe(false);
    expect(isUtcDay('2026-11-31')).toBe(false);
    expect(isUtcDay('2026-1-05')).toBe(false);
    expect(isUtcDay('2026-11-05T00:00:00Z')).toBe(false);
  });

  it('starts a day at its midnight in UTC, and no time for text that names no day', () => {
    expect(startOfUtcDay('2026-11-28')).toBe(Date.UTC(2026, 10, 28));
    expect(startOfUtcDay('yesterday')).toBeNaN();
  });

  it('names the UTC day of a time, whatever the time of day', () => {
    expect(utcDayOf(Date.UTC(2026, 10, 28, 23, 59, 59))).toBe('2026-11-28');
    expect(utcDayOf(Date.UTC(2026, 10, 29))).toBe('2026-11-29');
    expect(utcDayOf(Date.parse('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    expect(utcDayOf(Date.parse('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(utcDayOf(0)).toBe('1970-01-01');
    expect(utcDayOf(Date.UTC(10000, 0, 1) - 1)).toBe('9999-12-31');
  });

  it('names no day for a time no calendar day of 1970-9999 holds, or throws where one is needed', () => {
    for (const time of [Number.NaN, -1, Number.POSITIVE_INFINITY, Date.UTC(10000, 0, 1)]) {
      expect(utcDayOf(time)).toBeUndefined();
      expect(() => utcDayOfOrThrow(time)).toThrow(`No UTC day holds the time ${time}`);
    }
    expect(utcDayOfOrThrow(Date.UTC(2026, 10, 28, 12))).toBe('2026-11-28');
  });

  it('adds days across a month, a leap day and a year, and takes them away', () => {
    expect(addUtcDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addUtcDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addUtcDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addUtcDays('2026-11-28', -6)).toBe('2026-11-22');
    expect(addUtcDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(() => addUtcDays('yesterday', 1)).toThrow('No UTC day holds the time NaN');
  });

  it('lists every day of the range, across a month and a leap day', () => {
    expect(utcDaysBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(utcDaysBetween('2024-01-01', '2024-12-31')).toHaveLength(366);
    expect(utcDaysBetween('2026-11-20', '2026-11-20')).toEqual(['2026-11-20']);
    expect(utcDaysBetween('2026-11-21', '2026-11-20')).toEqual([]);
  });
});
