import { describe, expect, it } from 'vitest';
import { scheduleOverrideSeconds } from './schedule-override.ts';

describe('scheduleOverrideSeconds', () => {
  it('is absent unless MC_SCHEDULE_EVERY_SECONDS is set', () => {
    expect(scheduleOverrideSeconds({})).toBeUndefined();
    expect(scheduleOverrideSeconds({ MC_SCHEDULE_EVERY_SECONDS: '' })).toBeUndefined();
  });

  it('reads a whole number of seconds', () => {
    expect(scheduleOverrideSeconds({ MC_SCHEDULE_EVERY_SECONDS: '30' })).toBe(30);
  });

  it.each(['0', '-5', '1.5', 'often', '86401'])('refuses "%s"', (value) => {
    expect(() => scheduleOverrideSeconds({ MC_SCHEDULE_EVERY_SECONDS: value })).toThrow(
      `MC_SCHEDULE_EVERY_SECONDS must be a whole number of seconds from 1 to 86400; it is "${value}"`,
    );
  });
});
