import type { Database, DatabaseEvent } from '../data/database.ts';
import { pathToString } from '../data/path.ts';
import { functionsEmulatorAt } from './functions-emulator.ts';
import { type DeliveryOptions, type DeliveryStatus, TriggerDelivery } from './trigger-delivery.ts';
import { cloudEventFor } from './trigger-event.ts';
import { triggerMatches } from './trigger-matching.ts';
import {
  type FunctionTrigger,
  InvalidTriggerError,
  parseTriggerRegistration,
} from './trigger-registration.ts';

export interface FunctionTriggerOptions extends DeliveryOptions {
  /** `host:port` of firebase-tools' Functions emulator, which registers the triggers and runs them. */
  readonly functionsEmulatorHost: string;
  /** How long one event may run in the function before the attempt counts as failed. Defaults to 10 minutes. */
  readonly requestTimeoutMs?: number;
}

/** What tests and tooling see of the triggers: the delivery counters and a way to wait for quiet. */
export interface TriggerControls {
  status(): DeliveryStatus & { paused: boolean };
  whenIdle(): Promise<void>;
  /**
   * While paused, writes raise no events at all (they are not queued for later): tests and benchmarks load large
   * datasets this way and then build what the triggers would have built with a backfill.
   */
  setPaused(paused: boolean): void;
}

// Beyond the longest timeout a 2nd gen event function may declare (540 s), so only a hung worker hits it.
const DEFAULT_REQUEST_TIMEOUT_MS = 600_000;

/**
 * Realtime Database triggers the way the official database emulator serves them: firebase-tools' Functions
 * emulator registers each database function (`register`), and every committed write then becomes one event per
 * function and matching location whose data changed, in commit order, handed to the Functions emulator.
 */
export class FunctionTriggers implements TriggerControls {
  readonly #triggers = new Map<string, FunctionTrigger>();
  readonly #delivery: TriggerDelivery;
  readonly #unsubscribe: () => void;
  #paused = false;

  constructor(database: Database, options: FunctionTriggerOptions) {
    const endpoint = functionsEmulatorAt(
      `http://${options.functionsEmulatorHost}`,
      options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    );
    this.#delivery = new TriggerDelivery(endpoint, options);
    this.#unsubscribe = database.subscribe((event) => this.#onDatabaseEvent(event));
  }

  /** Accepts the body the Functions emulator posts to `/.settings/functionTriggers.json`. */
  register(body: unknown): void {
    const trigger = parseTriggerRegistration(body);
    this.#triggers.set(trigger.functionId, trigger);
  }

  status(): DeliveryStatus & { paused: boolean } {
    return { ...this.#delivery.status(), paused: this.#paused };
  }

  setPaused(paused: boolean): void {
    this.#paused = paused;
  }

  whenIdle(): Promise<void> {
    return this.#delivery.whenIdle();
  }

  stop(): void {
    this.#unsubscribe();
    this.#delivery.stop();
  }

  #onDatabaseEvent(event: DatabaseEvent): void {
    if (event.kind !== 'data' || this.#paused) {
      return;
    }
    const time = new Date();
    for (const trigger of this.#triggers.values()) {
      for (const match of triggerMatches(trigger, event.change)) {
        const location = pathToString(match.path);
        this.#delivery.enqueue({
          projectId: trigger.projectId,
          triggerKey: trigger.key,
          lane: `${trigger.functionId}\n${location}`,
          body: JSON.stringify(cloudEventFor(trigger, match, time)),
          description: `${trigger.event} at ${location} for ${trigger.key}`,
        });
      }
    }
  }
}

/** Where the server has no Functions emulator to call, registering a trigger is refused, not ignored. */
export const NO_FUNCTIONS_EMULATOR: Pick<FunctionTriggers, 'register' | 'stop'> & TriggerControls = {
  register() {
    throw new InvalidTriggerError(
      'This Realtime Database stand-in was started without a Functions emulator address ' +
        '(option functionsEmulatorHost, --functions host:port), so it cannot run database triggers',
    );
  },
  status: () => ({ pending: 0, inFlight: 0, delivered: 0, failed: 0, paused: false }),
  setPaused() {},
  whenIdle: () => Promise.resolve(),
  stop() {},
};
