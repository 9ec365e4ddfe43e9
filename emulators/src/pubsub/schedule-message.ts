// What the local scheduler and the Pub/Sub bridge inside firebase-tools send each other: one place for both sides.
import { z } from 'zod';

/** The topic firebase-tools' Functions emulator subscribes a scheduled function to (functionsEmulator.js). */
export function scheduleTopic(functionName: string): string {
  return `${scheduleTopicPrefix}${functionName}`;
}

const scheduleTopicPrefix = 'firebase-schedule-';

export function functionOfScheduleTopic(topic: string): string {
  return topic.startsWith(scheduleTopicPrefix) ? topic.slice(scheduleTopicPrefix.length) : topic;
}

/**
 * The attributes of a tick. Cloud Scheduler's Pub/Sub jobs (1st gen functions) carry `scheduled: "true"`;
 * `scheduleTime` is the local scheduler's own, the time the tick was due, which a 2nd gen function receives as
 * Cloud Scheduler's X-CloudScheduler-ScheduleTime header.
 */
export interface ScheduleTickAttributes {
  readonly scheduled: 'true';
  readonly scheduleTime: string;
}

export function scheduleTickAttributes(scheduleTime: Date): ScheduleTickAttributes {
  return { scheduled: 'true', scheduleTime: scheduleTime.toISOString() };
}

/** Where the bridge reports each scheduled run, so that the launcher can log how it ended. */
export const scheduleOutcomeTopic = 'local-scheduler-outcomes';

export const scheduleOutcomeSchema = z.object({
  functionName: z.string(),
  scheduleTime: z.string(),
  /** The function's HTTP status; absent when it could not be called at all. */
  status: z.number().int().optional(),
  durationMs: z.number().nonnegative(),
});

export type ScheduleOutcome = z.infer<typeof scheduleOutcomeSchema>;
