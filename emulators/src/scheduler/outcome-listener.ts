import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  type ScheduleOutcome,
  scheduleOutcomeSchema,
  scheduleOutcomeTopic,
} from '../pubsub/schedule-message.ts';
import type { PubsubTarget } from './publish-tick.ts';

export interface OutcomeListener {
  stop(): Promise<void>;
}

const pullResponseSchema = z.object({
  receivedMessages: z
    .array(z.object({ ackId: z.string(), message: z.object({ data: z.string().default('') }) }))
    .default([]),
});

const retryDelayMs = 1_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Receives what the Pub/Sub bridge in firebase-tools reports after each scheduled run (see schedule-message.ts),
 * on a subscription of its own, through the emulator's REST API. An empty pull waits in the emulator for a
 * message (about 90 s), so the loop costs nothing while nothing runs.
 */
export async function listenForOutcomes(
  target: PubsubTarget,
  onOutcome: (outcome: ScheduleOutcome) => void,
): Promise<OutcomeListener> {
  const base = `http://${target.emulatorHost}/v1/projects/${target.projectId}`;
  const subscription = `${base}/subscriptions/${scheduleOutcomeTopic}-${randomUUID()}`;
  const json = { 'content-type': 'application/json' };
  const topicResponse = await fetch(`${base}/topics/${scheduleOutcomeTopic}`, { method: 'PUT' });
  // 409: the topic already exists, made by another listener on the same emulator.
  if (!topicResponse.ok && topicResponse.status !== 409) {
    throw new Error(`The Pub/Sub emulator refused the outcome topic (HTTP ${topicResponse.status})`);
  }
  const subscribed = await fetch(subscription, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ topic: `projects/${target.projectId}/topics/${scheduleOutcomeTopic}` }),
  });
  if (!subscribed.ok) {
    throw new Error(`The Pub/Sub emulator refused the outcome subscription (HTTP ${subscribed.status})`);
  }

  const stopping = new AbortController();
  async function pullOnce(): Promise<void> {
    const response = await fetch(`${subscription}:pull`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ maxMessages: 10 }),
      signal: stopping.signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { receivedMessages } = pullResponseSchema.parse(await response.json());
    if (receivedMessages.length === 0) return;
    for (const { message } of receivedMessages) {
      const outcome = scheduleOutcomeSchema.safeParse(
        parseJson(Buffer.from(message.data, 'base64').toString()),
      );
      if (outcome.success) onOutcome(outcome.data);
    }
    await fetch(`${subscription}:acknowledge`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ackIds: receivedMessages.map(({ ackId }) => ackId) }),
      signal: stopping.signal,
    });
  }

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        await pullOnce();
      } catch {
        // An outcome is only news: a failed pull is tried again, and never stops the scheduler.
        if (!stopping.signal.aborted)
          await new Promise((resolveDelay) => setTimeout(resolveDelay, retryDelayMs));
      }
    }
  })();

  return {
    async stop() {
      stopping.abort();
      await loop;
      await fetch(subscription, { method: 'DELETE' }).catch(() => undefined);
    },
  };
}
