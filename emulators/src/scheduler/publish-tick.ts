import { z } from 'zod';
import { scheduleTickAttributes, scheduleTopic } from '../pubsub/schedule-message.ts';

export interface PubsubTarget {
  /** The Pub/Sub emulator's host:port, as in PUBSUB_EMULATOR_HOST. */
  readonly emulatorHost: string;
  readonly projectId: string;
}

const publishResponseSchema = z.object({ messageIds: z.array(z.string()).length(1) });

/**
 * Publishes one tick of a scheduled function's schedule, as Cloud Scheduler does: the Functions emulator, through
 * the Pub/Sub bridge in firebase-tools, then runs the function once. The scheduler calls this when a run is due;
 * tests call it to run a scheduled function now. Uses the emulator's REST API, so it needs no client library.
 */
export async function publishScheduleTick(
  target: PubsubTarget,
  functionName: string,
  scheduleTime: Date = new Date(),
): Promise<void> {
  const topic = scheduleTopic(functionName);
  const url = `http://${target.emulatorHost}/v1/projects/${target.projectId}/topics/${topic}:publish`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ attributes: scheduleTickAttributes(scheduleTime) }] }),
  }).catch((error: unknown) => {
    throw new Error(`The Pub/Sub emulator does not answer at ${target.emulatorHost}`, { cause: error });
  });
  if (response.status === 404) {
    throw new Error(
      `The topic ${topic} does not exist: the Functions emulator has not loaded ${functionName}`,
    );
  }
  if (!response.ok) {
    throw new Error(`The Pub/Sub emulator refused the tick of ${functionName} (HTTP ${response.status})`);
  }
  publishResponseSchema.parse(await response.json());
}
