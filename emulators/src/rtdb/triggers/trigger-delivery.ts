import type { AttemptOutcome, FunctionsEndpoint } from './functions-emulator.ts';

/** One event for one function, ready to send. */
export interface TriggerEvent {
  readonly projectId: string;
  readonly triggerKey: string;
  /** The function and the location: events with the same lane are delivered one at a time, in order. */
  readonly lane: string;
  /** The CloudEvent as JSON text. */
  readonly body: string;
  /** For log lines. */
  readonly description: string;
}

export interface DeliveryOptions {
  /** Events in flight at once, over all functions. Defaults to 4. */
  readonly maxInFlight?: number;
  /** How often an event whose function declared `retry: true` is tried before it is given up. Defaults to 8. */
  readonly maxFunctionAttempts?: number;
  /** The wait before the second attempt; it doubles with each attempt. Defaults to 250 ms. */
  readonly initialBackoffMs?: number;
  /** The longest wait between attempts. Defaults to 10 s. */
  readonly maxBackoffMs?: number;
  readonly log?: (line: string) => void;
}

/** Counters for tests and tooling; an idle queue has nothing pending and nothing in flight. */
export interface DeliveryStatus {
  /** Waiting for a slot, for an earlier event of the same lane, or for a retry. */
  readonly pending: number;
  readonly inFlight: number;
  /** Events the Functions emulator accepted (the function returned). */
  readonly delivered: number;
  /** Events given up: the function failed (after its retries, if it asked for them), or it was refused. */
  readonly failed: number;
}

interface QueuedEvent {
  readonly event: TriggerEvent;
  /** Every attempt, answered or not: it sets the backoff. */
  attempts: number;
  /** Attempts the function itself failed: `maxFunctionAttempts` bounds these. */
  functionFailures: number;
}

const DEFAULTS = {
  maxInFlight: 4,
  maxFunctionAttempts: 8,
  initialBackoffMs: 250,
  maxBackoffMs: 10_000,
} as const;

/**
 * Sends trigger events to the Functions emulator with at most `maxInFlight` requests open, since each request
 * may make the emulator start a worker process. Each lane (function + location) holds its events in commit order
 * and sends the next only when the previous is settled, so a function sees one location's changes in order.
 * An unreachable emulator (or one answering 429/5xx other than 500) delays an event, with exponential backoff,
 * until it answers: nothing is lost. A function that throws (500) is tried again only when it was declared with
 * `retry: true`, as in production, at most `maxFunctionAttempts` times.
 */
export class TriggerDelivery {
  readonly #endpoint: FunctionsEndpoint;
  readonly #options: Required<Omit<DeliveryOptions, 'log'>>;
  readonly #log: (line: string) => void;
  readonly #lanes = new Map<string, QueuedEvent[]>();
  /** Lanes whose first event may be sent now; a lane is here at most once. */
  readonly #ready: string[] = [];
  #readyHead = 0;
  readonly #backoffTimers = new Set<NodeJS.Timeout>();
  readonly #stopping = new AbortController();
  readonly #idleWaiters: (() => void)[] = [];
  #pending = 0;
  #inFlight = 0;
  #delivered = 0;
  #failed = 0;

  constructor(endpoint: FunctionsEndpoint, options: DeliveryOptions = {}) {
    this.#endpoint = endpoint;
    this.#options = {
      maxInFlight: options.maxInFlight ?? DEFAULTS.maxInFlight,
      maxFunctionAttempts: options.maxFunctionAttempts ?? DEFAULTS.maxFunctionAttempts,
      initialBackoffMs: options.initialBackoffMs ?? DEFAULTS.initialBackoffMs,
      maxBackoffMs: options.maxBackoffMs ?? DEFAULTS.maxBackoffMs,
    };
    if (!Number.isInteger(this.#options.maxInFlight) || this.#options.maxInFlight < 1) {
      throw new Error(`maxInFlight must be a whole number of at least 1, not ${this.#options.maxInFlight}`);
    }
    this.#log = options.log ?? ((line) => console.warn(line));
  }

  enqueue(event: TriggerEvent): void {
    if (this.#stopping.signal.aborted) {
      return;
    }
    this.#pending += 1;
    const lane = this.#lanes.get(event.lane);
    if (lane === undefined) {
      this.#lanes.set(event.lane, [{ event, attempts: 0, functionFailures: 0 }]);
      this.#ready.push(event.lane);
      this.#pump();
    } else {
      lane.push({ event, attempts: 0, functionFailures: 0 });
    }
  }

  status(): DeliveryStatus {
    return {
      pending: this.#pending,
      inFlight: this.#inFlight,
      delivered: this.#delivered,
      failed: this.#failed,
    };
  }

  /** Resolves once nothing is pending or in flight (at once if so already). */
  whenIdle(): Promise<void> {
    if (this.#isIdle()) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Drops what is pending, abandons what is in flight, and wakes `whenIdle` waiters. */
  stop(): void {
    this.#stopping.abort();
    for (const timer of this.#backoffTimers) {
      clearTimeout(timer);
    }
    this.#backoffTimers.clear();
    this.#lanes.clear();
    this.#ready.length = 0;
    this.#readyHead = 0;
    this.#pending = 0;
    this.#inFlight = 0;
    this.#notifyIfIdle();
  }

  #isIdle(): boolean {
    return this.#pending === 0 && this.#inFlight === 0;
  }

  #notifyIfIdle(): void {
    if (this.#isIdle()) {
      for (const resolve of this.#idleWaiters.splice(0)) {
        resolve();
      }
    }
  }

  #pump(): void {
    while (this.#inFlight < this.#options.maxInFlight && this.#readyHead < this.#ready.length) {
      const laneKey = this.#ready[this.#readyHead] ?? '';
      this.#readyHead += 1;
      const queued = this.#lanes.get(laneKey)?.[0];
      if (queued === undefined) {
        continue;
      }
      this.#pending -= 1;
      this.#inFlight += 1;
      queued.attempts += 1;
      this.#attempt(queued).then((outcome) => this.#settle(laneKey, queued, outcome));
    }
    if (this.#readyHead === this.#ready.length) {
      this.#ready.length = 0;
      this.#readyHead = 0;
    }
  }

  /** Sends once; for a failed function, decides here whether it wants another try. */
  async #attempt(queued: QueuedEvent): Promise<AttemptOutcome | 'retry-function'> {
    const { event } = queued;
    const outcome = await this.#endpoint.deliver(
      event.projectId,
      event.triggerKey,
      event.body,
      this.#stopping.signal,
    );
    if (outcome.kind !== 'function-failed') {
      return outcome;
    }
    queued.functionFailures += 1;
    let retries: boolean;
    try {
      retries = await this.#endpoint.retries(event.triggerKey);
    } catch (error) {
      return { kind: 'unavailable', detail: `its retry setting is unknown: ${String(error)}` };
    }
    if (retries && queued.functionFailures < this.#options.maxFunctionAttempts) {
      return 'retry-function';
    }
    return {
      kind: 'function-failed',
      detail: retries
        ? `${outcome.detail} (failure ${queued.functionFailures}, the last allowed)`
        : outcome.detail,
    };
  }

  #settle(laneKey: string, queued: QueuedEvent, outcome: AttemptOutcome | 'retry-function'): void {
    if (this.#stopping.signal.aborted) {
      return;
    }
    this.#inFlight -= 1;
    if (outcome === 'retry-function' || outcome.kind === 'unavailable') {
      this.#pending += 1;
      this.#retryLater(laneKey, queued.attempts);
    } else {
      if (outcome.kind === 'delivered') {
        this.#delivered += 1;
      } else {
        this.#failed += 1;
        this.#log(
          `Realtime Database stand-in: gave up the event ${queued.event.description}: ${outcome.kind}, ${outcome.detail}`,
        );
      }
      const lane = this.#lanes.get(laneKey) ?? [];
      lane.shift();
      if (lane.length === 0) {
        this.#lanes.delete(laneKey);
      } else {
        this.#ready.push(laneKey);
      }
    }
    this.#pump();
    this.#notifyIfIdle();
  }

  #retryLater(laneKey: string, attempts: number): void {
    const delay = Math.min(this.#options.initialBackoffMs * 2 ** (attempts - 1), this.#options.maxBackoffMs);
    const timer = setTimeout(() => {
      this.#backoffTimers.delete(timer);
      this.#ready.push(laneKey);
      this.#pump();
    }, delay);
    this.#backoffTimers.add(timer);
  }
}
