import { dayMs } from '@management-center/contract';
import { nextRunAfter, parseSchedule } from './schedule.ts';
import type { ScheduledFunction } from './scheduled-functions.ts';

interface SchedulerOptions {
  readonly functions: readonly ScheduledFunction[];
  /** Runs one function once, for the tick that was due at `scheduleTime`. */
  readonly publish: (functionName: string, scheduleTime: Date) => Promise<void>;
  readonly log: (line: string) => void;
  /** Runs every function every this many seconds instead of on its own schedule. */
  readonly everySeconds?: number | undefined;
}

export interface RunningScheduler {
  /** The functions it runs; a function whose schedule it cannot read is logged and left out. */
  readonly functionNames: readonly string[];
  stop(): Promise<void>;
}

// setTimeout holds at most about 24.8 days; a longer wait is taken in steps.
const longestTimerMs = dayMs;

/** Publishes each function's ticks when they are due, as Cloud Scheduler does, and logs each one. */
export function startScheduler(options: SchedulerOptions): RunningScheduler {
  const { everySeconds, log, publish } = options;
  const timers = new Set<NodeJS.Timeout>();
  const publishing = new Set<Promise<void>>();
  let stopped = false;

  function wait(dueAt: Date, then: () => void): void {
    if (stopped) return;
    const delay = Math.min(Math.max(dueAt.getTime() - Date.now(), 0), longestTimerMs);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      if (Date.now() < dueAt.getTime()) wait(dueAt, then);
      else then();
    }, delay);
    // The scheduler never keeps a process alive on its own: the services it serves do.
    timer.unref();
    timers.add(timer);
  }

  const functionNames: string[] = [];
  for (const { name, trigger } of options.functions) {
    let nextRun: (after: Date) => Date;
    try {
      const schedule = parseSchedule(trigger);
      nextRun =
        everySeconds === undefined
          ? (after) => nextRunAfter(schedule, after)
          : (after) => new Date(after.getTime() + everySeconds * 1000);
      // A schedule that never runs (30 February) fails here, with the unreadable ones, rather than at a tick.
      nextRun(new Date());
    } catch (error) {
      log(
        `${name}: "${trigger.schedule}" (${trigger.timeZone}) cannot run locally: ${(error as Error).message}`,
      );
      continue;
    }
    functionNames.push(name);

    const run = (dueAt: Date) => {
      const tick = publish(name, dueAt).then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      const rearm = tick.then((failure) => {
        // Counted from the due time, so ticks do not drift; runs missed while the machine slept are not made up.
        const fromDue = nextRun(dueAt);
        const next = fromDue.getTime() > Date.now() ? fromDue : nextRun(new Date());
        log(
          failure === undefined
            ? `${name}: published at ${new Date().toISOString()}, next run at ${next.toISOString()}`
            : `${name}: the run due at ${dueAt.toISOString()} was not published (${failure.message}), ` +
                `next run at ${next.toISOString()}`,
        );
        wait(next, () => run(next));
      });
      publishing.add(rearm);
      void rearm.finally(() => publishing.delete(rearm));
    };

    const first = nextRun(new Date());
    const cadence =
      everySeconds === undefined
        ? `"${trigger.schedule}" (${trigger.timeZone})`
        : `every ${everySeconds} s (MC_SCHEDULE_EVERY_SECONDS; its own schedule is "${trigger.schedule}")`;
    log(`${name}: ${cadence}, first run at ${first.toISOString()}`);
    wait(first, () => run(first));
  }

  return {
    functionNames,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...publishing]);
    },
  };
}
