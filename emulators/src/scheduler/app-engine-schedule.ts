import { type CalendarSchedule, parseTimeOfDay, ScheduleSyntaxError } from './calendar-schedule.ts';
import { type LocalDate, weekdayOf } from './zoned-time.ts';

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const ordinalWords = ['first', 'second', 'third', 'fourth', 'fifth'];
const minutesPerDay = 24 * 60;

// Full names and their first three letters, as App Engine's cron accepts them ("mon", "monday", "sep").
function nameIndex(names: readonly string[], text: string, what: string): number {
  const index = names.findIndex((name) => name === text || name.slice(0, 3) === text);
  if (index < 0) throw new ScheduleSyntaxError(`"${text}" is not a ${what}`);
  return index;
}

function list<T>(text: string, parse: (item: string) => T): T[] {
  return text.split(',').map((item) => parse(item.trim()));
}

// "every 5 minutes", "every 2 hours from 08:00 to 18:00", "every 30 mins synchronized". Locally each interval
// counts from midnight (or from the `from` time), as App Engine's `synchronized` does: without it, App Engine
// counts from when the job was last run, which a local run has no record of.
function parseInterval(match: RegExpExecArray): CalendarSchedule {
  const [, countText = '', unit = '', fromText, toText] = match;
  const intervalMinutes = Number(countText) * (unit.startsWith('hour') ? 60 : 1);
  if (intervalMinutes < 1 || intervalMinutes > minutesPerDay) {
    throw new ScheduleSyntaxError(`every ${countText} ${unit} is not an interval between a minute and a day`);
  }
  const first = fromText === undefined ? 0 : parseTimeOfDay(fromText);
  const last = toText === undefined ? minutesPerDay - 1 : parseTimeOfDay(toText);
  if (last < first) throw new ScheduleSyntaxError(`"from ${fromText} to ${toText}" ends before it starts`);
  const minutesOfDay: number[] = [];
  for (let minute = first; minute <= last; minute += intervalMinutes) minutesOfDay.push(minute);
  return { runsOn: () => true, minutesOfDay };
}

function parseOrdinal(text: string): number {
  const word = ordinalWords.indexOf(text);
  if (word >= 0) return word + 1;
  const match = /^([1-5])(st|nd|rd|th)$/.exec(text);
  if (!match) throw new ScheduleSyntaxError(`"${text}" is not an ordinal (1st to 5th, first to fifth)`);
  return Number(match[1]);
}

function parseDayOfMonth(text: string): number {
  const day = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!(day >= 1 && day <= 31)) throw new ScheduleSyntaxError(`"${text}" is not a day of the month (1-31)`);
  return day;
}

function monthFilter(monthsText: string | undefined): (date: LocalDate) => boolean {
  if (monthsText === undefined || monthsText === 'month') return () => true;
  const chosen = new Set(list(monthsText, (name) => nameIndex(months, name, 'month') + 1));
  return (date) => chosen.has(date.month);
}

function weekdayFilter(daysText: string): (date: LocalDate) => boolean {
  if (daysText === 'day') return () => true;
  const chosen = new Set(list(daysText, (name) => nameIndex(weekdays, name, 'weekday')));
  return (date) => chosen.has(weekdayOf(date));
}

// "every day 03:00", "every monday 09:00", "every mon,wed,fri 17:30", "every day of jan 00:00",
// "1st,3rd monday of month 09:00", "2nd tuesday of sep,oct 10:00", "1,15 of month 00:00".
function parseCalendar(match: RegExpExecArray): CalendarSchedule {
  const [, which, daysText = '', monthsText, time = ''] = match;
  const minutesOfDay = [parseTimeOfDay(time)];
  const inMonths = monthFilter(monthsText);
  if (which === undefined) {
    if (!/^[\d,]+$/.test(daysText))
      throw new ScheduleSyntaxError(`"${daysText}" needs "every" or an ordinal before it`);
    const days = new Set(list(daysText, parseDayOfMonth));
    return { runsOn: (date) => inMonths(date) && days.has(date.day), minutesOfDay };
  }
  const onWeekdays = weekdayFilter(daysText);
  if (which === 'every') return { runsOn: (date) => inMonths(date) && onWeekdays(date), minutesOfDay };
  if (daysText === 'day') throw new ScheduleSyntaxError(`"${which} day" names no weekday`);
  // The nth of a weekday in a month falls on day (n-1)*7+1 to n*7.
  const ordinals = new Set(list(which, parseOrdinal));
  return {
    runsOn: (date) => inMonths(date) && onWeekdays(date) && ordinals.has(Math.ceil(date.day / 7)),
    minutesOfDay,
  };
}

const intervalPattern =
  /^every (\d+) (minutes|minute|mins|min|hours|hour)(?: from (\d{1,2}:\d{2}) to (\d{1,2}:\d{2}))?(?: synchronized)?$/;
const calendarPattern = /^(?:(every|[a-z0-9,]+) )?([a-z,]+|[\d,]+)(?: of ([a-z,]+))? (\d{1,2}:\d{2})$/;

/** An App Engine cron schedule ("every 5 minutes", "every day 03:00", ...), as Cloud Scheduler reads it. */
export function parseAppEngineSchedule(text: string): CalendarSchedule {
  const normalized = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ',');
  const interval = intervalPattern.exec(normalized);
  if (interval) return parseInterval(interval);
  const calendar = calendarPattern.exec(normalized);
  if (calendar) return parseCalendar(calendar);
  throw new ScheduleSyntaxError(
    `"${text}" is neither unix-cron nor an App Engine schedule this scheduler reads`,
  );
}
