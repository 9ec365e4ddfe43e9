import { z } from 'zod';
import type { ScheduleTrigger } from './schedule.ts';

export interface ScheduledFunction {
  readonly name: string;
  readonly trigger: ScheduleTrigger;
}

// The time zone firebase deploy gives a Cloud Scheduler job when the function names none (gcp/cloudscheduler.js).
const defaultTimeZones = { gcfv1: 'America/Los_Angeles', gcfv2: 'UTC', run: 'UTC' } as const;

const backendsSchema = z.object({
  backends: z.array(
    z.object({
      functionTriggers: z.array(
        z.object({
          name: z.string(),
          platform: z.enum(['gcfv1', 'gcfv2', 'run']).default('gcfv2'),
          schedule: z.object({ schedule: z.string(), timeZone: z.string().nullish() }).optional(),
        }),
      ),
    }),
  ),
});

/**
 * The scheduled functions that the Functions emulator loaded, with their schedules: its own answer (GET /backends,
 * which the Emulator UI reads too) rather than an import of the functions bundle, which would run their module
 * code in the launcher and could disagree with what the emulator serves after it reloads a rebuilt bundle.
 */
export async function discoverScheduledFunctions(functionsUrl: string): Promise<ScheduledFunction[]> {
  const response = await fetch(new URL('/backends', functionsUrl));
  if (!response.ok) {
    throw new Error(`The Functions emulator did not list its functions (HTTP ${response.status})`);
  }
  const { backends } = backendsSchema.parse(await response.json());
  return backends
    .flatMap(({ functionTriggers }) => functionTriggers)
    .flatMap(({ name, platform, schedule }) =>
      schedule === undefined
        ? []
        : [
            {
              name,
              trigger: {
                schedule: schedule.schedule,
                timeZone: schedule.timeZone ?? defaultTimeZones[platform],
              },
            },
          ],
    )
    .sort((first, second) => first.name.localeCompare(second.name));
}
