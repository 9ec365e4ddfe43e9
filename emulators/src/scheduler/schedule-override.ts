import { z } from 'zod';

const overrideSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(24 * 60 * 60)
  .optional();

/**
 * MC_SCHEDULE_EVERY_SECONDS=N runs every scheduled function every N seconds instead of on its own schedule, to see
 * a daily job work without waiting a day.
 */
export function scheduleOverrideSeconds(environment: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = environment.MC_SCHEDULE_EVERY_SECONDS;
  const parsed = overrideSchema.safeParse(value === '' ? undefined : value);
  if (!parsed.success) {
    throw new Error(
      `MC_SCHEDULE_EVERY_SECONDS must be a whole number of seconds from 1 to 86400; it is "${value}"`,
    );
  }
  return parsed.data;
}
