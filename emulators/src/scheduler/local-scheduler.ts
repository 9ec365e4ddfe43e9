import { describeOutcome } from './describe-outcome.ts';
import { listenForOutcomes } from './outcome-listener.ts';
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

/**
 * Runs the scheduled functions that the Functions emulator loaded, each through its Pub/Sub topic, and logs each
 * tick it publishes and how each run ended.
 */
export async function startLocalScheduler(options: LocalSchedulerOptions): Promise<RunningScheduler> {
  const functions = await discoverScheduledFunctions(options.functionsUrl);
  const outcomes = await listenForOutcomes(options.pubsub, (outcome) =>
    options.log(describeOutcome(outcome)),
  );
  const scheduler = startScheduler({
    functions,
    publish: (functionName, scheduleTime) => publishScheduleTick(options.pubsub, functionName, scheduleTime),
    log: options.log,
    everySeconds: options.everySeconds,
  });
  return {
    functionNames: scheduler.functionNames,
    async stop() {
      await scheduler.stop();
      await outcomes.stop();
    },
  };
}
