import { z } from 'zod';
import { dayMs, isUtcDay, startOfUtcDay } from './utc-days.ts';

// The users screen's join filter: the users whose account was created on one of the UTC days from `from` to `to`,
// both included (the days the home page's new users chart counts them in).
export interface JoinedDays {
  from: string;
  to: string;
}

const utcDaySchema = z.string().refine(isUtcDay, 'must be a day written YYYY-MM-DD');

// A year, leap day included: the screen's total adds up one figure per day and collection.
export const maxJoinedDays = 366;

function spanOf({ from, to }: JoinedDays): number {
  return Math.round((startOfUtcDay(to) - startOfUtcDay(from)) / dayMs) + 1;
}

export const joinedDaysSchema = z
  .object({ from: utcDaySchema, to: utcDaySchema })
  .strict()
  .refine(({ from, to }) => from <= to, { message: 'must not end before it starts', path: ['to'] })
  .refine((days) => spanOf(days) <= maxJoinedDays, {
    message: `must span at most ${maxJoinedDays} days`,
    path: ['to'],
  });

/** Whether a day (`YYYY-MM-DD`) is one of the filter's. */
export function isJoinedWithin(day: string, { from, to }: JoinedDays): boolean {
  return day >= from && day <= to;
}

const separator = '..';

/** The filter as the address writes it: one day alone, or `from..to`. */
export function joinedDaysParam({ from, to }: JoinedDays): string {
  return from === to ? from : `${from}${separator}${to}`;
}

/** The filter an address's parameter names; undefined for none or nonsense. */
export function readJoinedDaysParam(param: string | null): JoinedDays | undefined {
  if (param === null) return undefined;
  const [from, to = from, ...rest] = param.split(separator);
  if (rest.length > 0) return undefined;
  return joinedDaysSchema.safeParse({ from, to }).data;
}

/** The filter in words: "joined on 2026-11-20", "joined 2026-11-20 to 2026-11-26". */
export function joinedDaysText({ from, to }: JoinedDays): string {
  return from === to ? `joined on ${from}` : `joined ${from} to ${to}`;
}
