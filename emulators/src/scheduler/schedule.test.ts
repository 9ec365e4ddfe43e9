import { describe, expect, it } from 'vitest';
import { ScheduleSyntaxError } from './calendar-schedule.ts';
import { nextRunAfter, parseSchedule } from './schedule.ts';

function nextRun(schedule: string, timeZone: string, after: string): string {
  return nextRunAfter(parseSchedule({ schedule, timeZone }), new Date(after)).toISOString();
}

function runs(schedule: string, timeZone: string, after: string, count: number): string[] {
  const parsed = parseSchedule({ schedule, timeZone });
  const times: string[] = [];
  let last = new Date(after);
  for (let index = 0; index < count; index += 1) {
    last = nextRunAfter(parsed, last);
    times.push(last.toISOString());
  }
  return times;
}

describe('unix-cron', () => {
  it('runs every 15 minutes on the quarter hours', () => {
    expect(runs('*/15 * * * *', 'UTC', '2026-11-23T10:07:30Z', 3)).toEqual([
      '2026-11-23T10:15:00.000Z',
      '2026-11-23T10:30:00.000Z',
      '2026-11-23T10:45:00.000Z',
    ]);
  });

  it('counts strictly after the given time', () => {
    expect(nextRun('0 3 * * *', 'UTC', '2026-11-23T03:00:00Z')).toBe('2026-11-24T03:00:00.000Z');
  });

  it('reads lists, ranges with steps, and month and weekday names', () => {
    expect(runs('0,30 9-17/4 * jan-mar mon-fri', 'UTC', '2027-03-31T16:00:00Z', 4)).toEqual([
      '2027-03-31T17:00:00.000Z',
      '2027-03-31T17:30:00.000Z',
      // April is not in jan-mar: the next run is the first weekday of the next January.
      '2028-01-03T09:00:00.000Z',
      '2028-01-03T09:30:00.000Z',
    ]);
  });

  it('takes 7 and 0 for Sunday', () => {
    expect(nextRun('0 12 * * 7', 'UTC', '2026-11-23T00:00:00Z')).toBe('2026-11-29T12:00:00.000Z');
    expect(nextRun('0 12 * * 0', 'UTC', '2026-11-23T00:00:00Z')).toBe('2026-11-29T12:00:00.000Z');
  });

  it('runs on either day field when both are restricted, on both when one is *', () => {
    // 2026-11-23 is a Monday: the next Monday (30 Nov) comes before the 1st (1 Dec).
    expect(runs('0 0 1 * mon', 'UTC', '2026-11-23T00:00:01Z', 2)).toEqual([
      '2026-11-30T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    expect(nextRun('0 0 */7 * mon', 'UTC', '2026-11-24T00:00:00Z')).toBe('2027-02-01T00:00:00.000Z');
  });

  it('skips months without the day: the 31st, and 29 February until a leap year', () => {
    expect(runs('0 0 31 * *', 'UTC', '2027-01-31T00:00:00Z', 2)).toEqual([
      '2027-03-31T00:00:00.000Z',
      '2027-05-31T00:00:00.000Z',
    ]);
    expect(nextRun('0 0 29 2 *', 'UTC', '2027-01-01T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
  });

  it('fails on a schedule that never runs', () => {
    expect(() => nextRun('0 0 30 2 *', 'UTC', '2027-01-01T00:00:00Z')).toThrow('never runs');
  });

  it.each([
    ['61 * * * *', 'minute'],
    ['0 24 * * *', 'hour'],
    ['0 0 0 * *', 'day of month'],
    ['0 0 * 13 *', 'month'],
    ['0 0 * * funday', 'day of week'],
    ['*/0 * * * *', 'step'],
    ['5-1 * * * *', 'backwards'],
  ])('refuses %s, naming the %s', (schedule, fault) => {
    expect(() => parseSchedule({ schedule, timeZone: 'UTC' })).toThrow(fault);
  });
});

describe('App Engine schedules', () => {
  it('runs scheduledCleanup\'s "every day 03:00" once a day', () => {
    expect(runs('every day 03:00', 'UTC', '2026-11-23T01:00:00Z', 2)).toEqual([
      '2026-11-23T03:00:00.000Z',
      '2026-11-24T03:00:00.000Z',
    ]);
  });

  it('runs "every N minutes" and "every N hours" from midnight', () => {
    expect(runs('every 5 minutes', 'UTC', '2026-11-23T10:07:00Z', 2)).toEqual([
      '2026-11-23T10:10:00.000Z',
      '2026-11-23T10:15:00.000Z',
    ]);
    expect(nextRun('every 90 mins', 'UTC', '2026-11-23T22:30:00Z')).toBe('2026-11-24T00:00:00.000Z');
    expect(nextRun('every 6 hours synchronized', 'UTC', '2026-11-23T13:00:00Z')).toBe(
      '2026-11-23T18:00:00.000Z',
    );
  });

  it('keeps an interval within its from and to times', () => {
    expect(runs('every 2 hours from 08:00 to 18:00', 'UTC', '2026-11-23T17:00:00Z', 2)).toEqual([
      '2026-11-23T18:00:00.000Z',
      '2026-11-24T08:00:00.000Z',
    ]);
  });

  it('runs on named weekdays, full or short', () => {
    expect(runs('every monday 09:00', 'UTC', '2026-11-23T09:00:00Z', 1)).toEqual([
      '2026-11-30T09:00:00.000Z',
    ]);
    expect(runs('every Mon, Wed, Fri 17:30', 'UTC', '2026-11-23T18:00:00Z', 3)).toEqual([
      '2026-11-25T17:30:00.000Z',
      '2026-11-27T17:30:00.000Z',
      '2026-11-30T17:30:00.000Z',
    ]);
  });

  it('runs on the nth weekday of chosen months, and on days of the month', () => {
    expect(runs('1st,3rd monday of month 09:00', 'UTC', '2026-11-23T00:00:00Z', 2)).toEqual([
      '2026-12-07T09:00:00.000Z',
      '2026-12-21T09:00:00.000Z',
    ]);
    expect(nextRun('second tuesday of sep,oct 10:00', 'UTC', '2026-11-23T00:00:00Z')).toBe(
      '2027-09-14T10:00:00.000Z',
    );
    expect(runs('1,31 of month 00:00', 'UTC', '2027-01-31T00:00:00Z', 2)).toEqual([
      '2027-02-01T00:00:00.000Z',
      '2027-03-01T00:00:00.000Z',
    ]);
    expect(nextRun('every day of jan 00:00', 'UTC', '2026-11-23T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  it.each([
    ['every 0 minutes', 'interval'],
    ['every 25 hours', 'interval'],
    ['every 2 hours from 18:00 to 08:00', 'ends before it starts'],
    ['every funday 09:00', 'weekday'],
    ['every day 24:00', 'time of day'],
    ['6th monday of month 09:00', 'ordinal'],
    ['32 of month 00:00', 'day of the month'],
    ['every monday of smarch 09:00', 'month'],
    ['monday 09:00', 'every'],
    ['* * * *', 'neither unix-cron nor'],
  ])('refuses "%s", saying %s', (schedule, fault) => {
    expect(() => parseSchedule({ schedule, timeZone: 'UTC' })).toThrow(ScheduleSyntaxError);
    expect(() => parseSchedule({ schedule, timeZone: 'UTC' })).toThrow(fault);
  });
});

describe('time zones', () => {
  it('runs at the wall-clock time of the zone, summer and winter', () => {
    expect(nextRun('every day 09:00', 'Europe/Berlin', '2027-01-10T00:00:00Z')).toBe(
      '2027-01-10T08:00:00.000Z',
    );
    expect(nextRun('0 9 * * *', 'Europe/Berlin', '2027-07-10T00:00:00Z')).toBe('2027-07-10T07:00:00.000Z');
    expect(nextRun('every day 09:00', 'Asia/Kolkata', '2027-07-10T00:00:00Z')).toBe(
      '2027-07-10T03:30:00.000Z',
    );
  });

  it('takes the date in the zone, not in UTC', () => {
    // 23:30 UTC on Sunday is already Monday 08:30 in Tokyo.
    expect(nextRun('every monday 09:00', 'Asia/Tokyo', '2026-11-22T23:30:00Z')).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('skips a time that the change to daylight saving time skips', () => {
    // New York's clocks went from 02:00 to 03:00 on 14 March 2027: 02:30 did not exist.
    expect(runs('30 2 * * *', 'America/New_York', '2027-03-13T12:00:00Z', 2)).toEqual([
      '2027-03-15T06:30:00.000Z',
      '2027-03-16T06:30:00.000Z',
    ]);
  });

  it('runs a time that the change back repeats only once', () => {
    // On 7 November 2027, 01:30 in New York came first at 05:30 UTC (EDT), then again at 06:30 UTC (EST).
    expect(runs('30 1 * * *', 'America/New_York', '2027-11-07T04:00:00Z', 2)).toEqual([
      '2027-11-07T05:30:00.000Z',
      '2027-11-08T06:30:00.000Z',
    ]);
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => parseSchedule({ schedule: 'every day 03:00', timeZone: 'Mars/Olympus_Mons' })).toThrow(
      'not an IANA time zone',
    );
  });
});
