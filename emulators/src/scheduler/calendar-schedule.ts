import type { LocalDate } from './zoned-time.ts';

/** When a schedule runs, in the wall-clock time of its time zone: what cron and App Engine schedules share. */
export interface CalendarSchedule {
  /** Whether it runs at all on this date. */
  readonly runsOn: (date: LocalDate) => boolean;
  /** The minutes after midnight at which it runs on such a date, ascending and without repeats. */
  readonly minutesOfDay: readonly number[];
}

/** A schedule text that firebase deploy would accept but this local scheduler does not understand. */
export class ScheduleSyntaxError extends Error {
  override readonly name = 'ScheduleSyntaxError';
}

/** "HH:MM" in 24-hour time, as minutes after midnight. */
export function parseTimeOfDay(text: string): number {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new ScheduleSyntaxError(`"${text}" is not a time of day (HH:MM, 00:00 to 23:59)`);
  return Number(match[1]) * 60 + Number(match[2]);
}
