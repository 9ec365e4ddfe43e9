// What the local scheduler publishes and the Pub/Sub bridge inside firebase-tools reads: one place for both sides.

/** The topic firebase-tools' Functions emulator subscribes a scheduled function to (functionsEmulator.js). */
export function scheduleTopic(functionName: string): string {
  return `firebase-schedule-${functionName}`;
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
