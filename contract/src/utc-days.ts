// Days are UTC days written `YYYY-MM-DD`: the keys the figures, the video search allowance and the join filter are
// kept under, the same for every member wherever they are. A UTC day is always 24 hours long (no daylight saving).
export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The time at which a UTC day (`YYYY-MM-DD`) starts; NaN for text that names no day. */
export function startOfUtcDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Whether `text` is a real UTC day written `YYYY-MM-DD` (no 30 February). */
export function isUtcDay(text: string): boolean {
  if (!dayPattern.test(text)) return false;
  const time = startOfUtcDay(text);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(text);
}

/** The UTC day of a time, as `YYYY-MM-DD`; undefined for a time no day of years 1970-9999 holds. */
export function utcDayOf(time: number): string | undefined {
  if (!Number.isFinite(time) || time < 0 || time >= Date.UTC(10000, 0, 1)) return undefined;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The UTC day of a time that must have one, such as the clock's: a day key made of anything else would be written
 * where no reader finds it, so it throws instead.
 */
export function utcDayOfOrThrow(time: number): string {
  const day = utcDayOf(time);
  if (day === undefined) throw new Error(`No UTC day holds the time ${time}`);
  return day;
}

/** The UTC day `days` after `day` (before it, for a negative count); throws where `day` names no day. */
export function addUtcDays(day: string, days: number): string {
  return utcDayOfOrThrow(startOfUtcDay(day) + days * dayMs);
}

/** Every UTC day from `from` to `to` (`YYYY-MM-DD`, both included), in order; none when `to` is before `from`. */
export function utcDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = startOfUtcDay(to);
  for (let time = startOfUtcDay(from); time <= end; time += dayMs) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}
