import type { ScheduleOutcome } from '../pubsub/schedule-message.ts';

/** The scheduler's log line for how a scheduled run ended. */
export function describeOutcome({ functionName, scheduleTime, status, durationMs }: ScheduleOutcome): string {
  const tick = `the tick of ${scheduleTime}`;
  if (status === undefined) return `${functionName}: could not be called for ${tick}`;
  if (status >= 200 && status < 300) return `${functionName}: ran for ${tick} in ${durationMs} ms`;
  return `${functionName}: failed for ${tick} (HTTP ${status} after ${durationMs} ms); its error is in firebase-tools' log`;
}
