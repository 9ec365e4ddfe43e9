import { describe, expect, it } from 'vitest';
import { scheduledDateText, scheduleInputFor } from './feedback-dates.ts';

describe('scheduleInputFor', () => {
  it('sends a picked calendar date as it is', () => {
    expect(scheduleInputFor('2026-12-15')).toEqual({ date: '2026-12-15' });
  });

  it.each([null, '', '2026-02-30', '15/12/2026', '2026-12-15 10:00'])('sends nothing for %j', (picked) => {
    expect(scheduleInputFor(picked)).toBeUndefined();
  });
});

describe('scheduledDateText', () => {
  it('shows the stored noon UTC on the chosen day', () => {
    expect(scheduledDateText(Date.UTC(2026, 10, 30, 12))).toBe('November 30, 2026 at 12:00:00 PM UTC');
  });
});
