import { type CalendarSchedule, ScheduleSyntaxError } from './calendar-schedule.ts';
import { type LocalDate, weekdayOf } from './zoned-time.ts';

interface CronField {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
}

const minuteField: CronField = { name: 'minute', min: 0, max: 59 };
const hourField: CronField = { name: 'hour', min: 0, max: 23 };
const dayOfMonthField: CronField = { name: 'day of month', min: 1, max: 31 };
const monthField: CronField = {
  name: 'month',
  min: 1,
  max: 12,
  names: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
};
// 7 is Sunday too, as in every cron.
const dayOfWeekField: CronField = {
  name: 'day of week',
  min: 0,
  max: 7,
  names: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
};

function fieldValue(text: string, field: CronField): number {
  const named = field.names?.indexOf(text.toLowerCase()) ?? -1;
  const value = named >= 0 ? named + (field === monthField ? 1 : 0) : /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= field.min && value <= field.max)) {
    throw new ScheduleSyntaxError(`"${text}" is not a valid ${field.name} (${field.min}-${field.max})`);
  }
  return value;
}

// One item of a comma-separated list: *, N, N-M, each optionally /STEP; N/STEP runs from N to the maximum.
function fieldItemValues(item: string, field: CronField): number[] {
  const [range = '', stepText, extra] = item.split('/');
  if (extra !== undefined || range === '')
    throw new ScheduleSyntaxError(`"${item}" is not a valid ${field.name}`);
  const step = stepText === undefined ? 1 : Number(stepText);
  if (!Number.isInteger(step) || step < 1 || !/^\d+$/.test(stepText ?? '1')) {
    throw new ScheduleSyntaxError(`"${item}" has an invalid step in the ${field.name} field`);
  }
  let first: number;
  let last: number;
  if (range === '*') {
    first = field.min;
    last = field.max;
  } else if (range.includes('-')) {
    const [from = '', to = ''] = range.split('-');
    first = fieldValue(from, field);
    last = fieldValue(to, field);
    if (first > last)
      throw new ScheduleSyntaxError(`"${item}" is a backwards range in the ${field.name} field`);
  } else {
    first = fieldValue(range, field);
    last = stepText === undefined ? first : field.max;
  }
  const values: number[] = [];
  for (let value = first; value <= last; value += step) values.push(value);
  return values;
}

function parseField(text: string, field: CronField): Set<number> {
  return new Set(text.split(',').flatMap((item) => fieldItemValues(item, field)));
}

/**
 * A unix-cron schedule, "minute hour day-of-month month day-of-week", as Cloud Scheduler reads it. When both day
 * fields are restricted (neither starts with *), a date matching either runs, as in every cron.
 */
export function parseCron(expression: string): CalendarSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    throw new ScheduleSyntaxError(`"${expression}" has ${fields.length} fields; unix-cron has 5`);
  }
  const [minuteText = '', hourText = '', dayOfMonthText = '', monthText = '', dayOfWeekText = ''] = fields;
  const minutes = parseField(minuteText, minuteField);
  const hours = parseField(hourText, hourField);
  const daysOfMonth = parseField(dayOfMonthText, dayOfMonthField);
  const months = parseField(monthText, monthField);
  const daysOfWeek = new Set([...parseField(dayOfWeekText, dayOfWeekField)].map((day) => day % 7));
  const dayOfMonthIsStar = dayOfMonthText.startsWith('*');
  const dayOfWeekIsStar = dayOfWeekText.startsWith('*');

  const minutesOfDay = [...hours]
    .flatMap((hour) => [...minutes].map((minute) => hour * 60 + minute))
    .sort((first, second) => first - second);
  const runsOn = (date: LocalDate): boolean => {
    if (!months.has(date.month)) return false;
    const dayOfMonthMatches = daysOfMonth.has(date.day);
    const dayOfWeekMatches = daysOfWeek.has(weekdayOf(date));
    if (dayOfMonthIsStar || dayOfWeekIsStar) return dayOfMonthMatches && dayOfWeekMatches;
    return dayOfMonthMatches || dayOfWeekMatches;
  };
  return { runsOn, minutesOfDay };
}
