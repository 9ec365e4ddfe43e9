import { type PubsubTarget, publishScheduleTick } from './publish-tick.ts';
import { discoverScheduledFunctions } from './scheduled-functions.ts';
import { type RunningScheduler, startScheduler } from './scheduler.ts';

interface LocalSchedulerOptions {
  /** The Functions emulator's base URL, e.g. http://127.0.0.1:5001. */
  readonly functionsUrl: string;
  readonly pubsub: PubsubTarget;
  readonly log: (line: string) => void;
  readonly everySeconds?: number | undefined;
}

/** Runs the scheduled functions that the Functions emulator loaded, each through its Pub/Sub topic. */
export async function startLocalScheduler(options: LocalSchedulerOptions): Promise<RunningScheduler> {
  const functions = await discoverScheduledFunctions(options.functionsUrl);
  return startScheduler({
    functions,
    publish: (functionName, scheduleTime) => publishScheduleTick(options.pubsub, functionName, scheduleTime),
    log: options.log,
    everySeconds: options.everySeconds,
  });
}
