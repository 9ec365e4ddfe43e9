import { dayMs } from '@management-center/contract';

// Wall-clock time in an IANA time zone, from the time zone data that Node's Intl carries: no library needed.

/** A calendar date as a clock on the wall shows it; month 1-12. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

// The wall clock at `instant`, written as if it were a UTC time: comparing two such values compares wall clocks.
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

export function localDateOf(instant: number, timeZone: string): LocalDate {
  const wall = new Date(wallClockAsUtc(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 0 for Sunday to 6 for Saturday, as cron counts. */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * The instants (ms) at which the wall clock in `timeZone` shows `minuteOfDay` minutes after midnight of `date`,
 * earliest first: none when a daylight saving change skips that time, two when it repeats it.
 */
export function instantsAt(date: LocalDate, minuteOfDay: number, timeZone: string): number[] {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  // A zone's offset changes at most once in the two days around any time, so these are all its candidates.
  const offsets = new Set(
    [wall - dayMs, wall, wall + dayMs].map((probe) => wallClockAsUtc(probe, timeZone) - probe),
  );
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockAsUtc(instant, timeZone) === wall)
    .sort((first, second) => first - second);
}
