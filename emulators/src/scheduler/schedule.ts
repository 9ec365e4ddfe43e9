import { z } from 'zod';
import { parseAppEngineSchedule } from './app-engine-schedule.ts';
import type { CalendarSchedule } from './calendar-schedule.ts';
import { parseCron } from './cron.ts';
import { addDays, instantsAt, isTimeZone, localDateOf } from './zoned-time.ts';

/** A scheduled function's schedule as firebase deploy hands it to Cloud Scheduler. */
export const scheduleTriggerSchema = z.object({
  schedule: z.string().trim().min(1),
  timeZone: z.string().refine(isTimeZone, { message: 'not an IANA time zone' }),
});

export type ScheduleTrigger = z.infer<typeof scheduleTriggerSchema>;

export interface Schedule {
  readonly text: string;
  readonly timeZone: string;
  readonly calendar: CalendarSchedule;
}

// Unix-cron has five fields and starts with the minute, which has no letters; App Engine's English form always
// has a letter in its first word ("every", "1st", "first") or fewer words ("1,15 of month 00:00").
function isUnixCron(schedule: string): boolean {
  const fields = schedule.split(/\s+/);
  return fields.length === 5 && /^[\d*,/-]+$/.test(fields[0] ?? '');
}

export function parseSchedule(trigger: ScheduleTrigger): Schedule {
  const { schedule, timeZone } = scheduleTriggerSchema.parse(trigger);
  const isCron = isUnixCron(schedule);
  return {
    text: schedule,
    timeZone,
    calendar: isCron ? parseCron(schedule) : parseAppEngineSchedule(schedule),
  };
}

// A 29 February schedule may wait eight years (2096 to 2104); longer means it never runs.
const searchedDays = 8 * 366 + 1;

/**
 * The first time after `after` at which the schedule runs. A wall-clock time that a daylight saving change skips
 * does not run that day; one that it repeats runs once, at its first occurrence.
 */
export function nextRunAfter(schedule: Schedule, after: Date): Date {
  const { calendar, timeZone } = schedule;
  const afterMs = after.getTime();
  const firstDate = localDateOf(afterMs, timeZone);
  for (let offset = 0; offset < searchedDays; offset += 1) {
    const date = addDays(firstDate, offset);
    if (!calendar.runsOn(date)) continue;
    for (const minuteOfDay of calendar.minutesOfDay) {
      const [first] = instantsAt(date, minuteOfDay, timeZone);
      if (first !== undefined && first > afterMs) return new Date(first);
    }
  }
  throw new Error(`The schedule "${schedule.text}" never runs`);
}
