import { z } from 'zod';
import { alertMessages } from './messages.ts';
import { catalogueIssueParam } from './validation.ts';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

// docs/product.md, Feedback: the scheduled date is stored with a fixed time of 12:00 UTC.
export function scheduledTimestamp(isoDate: string): number | undefined {
  const match = isoDatePattern.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const timestamp = Date.UTC(year, month - 1, day, 12);
  const date = new Date(timestamp);
  // Date.UTC rolls 2025-02-30 over into March; a real calendar date survives the round trip.
  const isCalendarDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDate ? timestamp : undefined;
}

// Parses to the stored shape, so a caller never holds a date without its timestamp.
export const scheduleDateSchema = z
  .string()
  .trim()
  .transform((date, context) => {
    const timestamp = scheduledTimestamp(date);
    if (timestamp === undefined) {
      context.addIssue({
        code: 'custom',
        message: alertMessages.invalidDate,
        params: { [catalogueIssueParam]: true },
      });
      return z.NEVER;
    }
    return { date, timestamp };
  });
