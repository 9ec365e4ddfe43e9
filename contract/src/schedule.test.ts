import { describe, expect, it } from 'vitest';
import { scheduleDateSchema, scheduledTimestamp } from './schedule.ts';

describe('scheduledTimestamp', () => {
  it('places a calendar date at 12:00 UTC', () => {
    expect(scheduledTimestamp('2026-11-22')).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(scheduledTimestamp('2024-02-29')).toBe(Date.parse('2024-02-29T12:00:00Z'));
  });

  it.each(['2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '22-11-2026', '2026-1-5', '', 'tomorrow'])(
    'refuses %j',
    (value) => {
      expect(scheduledTimestamp(value)).toBeUndefined();
    },
  );
});

describe('scheduleDateSchema', () => {
  it('parses to the date and its timestamp', () => {
    expect(scheduleDateSchema.parse(' 2026-12-01 ')).toEqual({
      date: '2026-12-01',
      timestamp: Date.parse('2026-12-01T12:00:00Z'),
    });
  });

  it('answers the catalogue text for a bad date', () => {
    const result = scheduleDateSchema.safeParse('2026-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid date value');
  });
});
