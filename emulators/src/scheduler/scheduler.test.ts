import { dayMs } from '@management-center/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledFunction } from './scheduled-functions.ts';
import { type RunningScheduler, startScheduler } from './scheduler.ts';

const cleanup: ScheduledFunction = {
  name: 'scheduledCleanup',
  trigger: { schedule: 'every day 03:00', timeZone: 'UTC' },
};

describe('startScheduler', () => {
  let scheduler: RunningScheduler | undefined;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-23T02:59:00Z') });
    lines.length = 0;
  });

  afterEach(async () => {
    await scheduler?.stop();
    vi.useRealTimers();
  });

  it('publishes a tick when the schedule is due, with the due time, and logs it and the next run', async () => {
    const publish = vi.fn(async () => {});
    scheduler = startScheduler({ functions: [cleanup], publish, log });
    expect(lines).toEqual([
      'scheduledCleanup: "every day 03:00" (UTC), first run at 2026-11-23T03:00:00.000Z',
    ]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(publish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(publish).toHaveBeenCalledExactlyOnceWith('scheduledCleanup', new Date('2026-11-23T03:00:00Z'));
    expect(lines[1]).toBe(
      'scheduledCleanup: published at 2026-11-23T03:00:00.000Z, next run at 2026-11-24T03:00:00.000Z',
    );
    await vi.advanceTimersByTimeAsync(dayMs);
    expect(publish).toHaveBeenCalledTimes(2);
  });

  it('runs every N seconds instead when asked to', async () => {
    const publish = vi.fn(async (_name: string, _scheduleTime: Date) => {});
    scheduler = startScheduler({ functions: [cleanup], publish, log, everySeconds: 2 });
    expect(lines[0]).toBe(
      'scheduledCleanup: every 2 s (MC_SCHEDULE_EVERY_SECONDS; its own schedule is "every day 03:00"), ' +
        'first run at 2026-11-23T02:59:02.000Z',
    );
    await vi.advanceTimersByTimeAsync(6_000);
    expect(publish.mock.calls.map(([, at]) => at.toISOString())).toEqual([
      '2026-11-23T02:59:02.000Z',
      '2026-11-23T02:59:04.000Z',
      '2026-11-23T02:59:06.000Z',
    ]);
  });

  it('logs a tick that could not be published and keeps the schedule', async () => {
    const publish = vi.fn(async () => {
      throw new Error('Pub/Sub is down');
    });
    scheduler = startScheduler({ functions: [cleanup], publish, log, everySeconds: 5 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(publish).toHaveBeenCalledTimes(2);
    expect(lines[1]).toBe(
      'scheduledCleanup: the run due at 2026-11-23T02:59:05.000Z was not published (Pub/Sub is down), ' +
        'next run at 2026-11-23T02:59:10.000Z',
    );
  });

  it('leaves out a function whose schedule it cannot read, saying why, and runs the others', async () => {
    const publish = vi.fn(async () => {});
    const unreadable = { name: 'nightly', trigger: { schedule: 'every night', timeZone: 'UTC' } };
    scheduler = startScheduler({ functions: [unreadable, cleanup], publish, log, everySeconds: 1 });
    expect(scheduler.functionNames).toEqual(['scheduledCleanup']);
    expect(lines[0]).toMatch(/^nightly: "every night" \(UTC\) cannot run locally: /);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(publish).toHaveBeenCalledExactlyOnceWith('scheduledCleanup', expect.any(Date));
  });

  it('publishes nothing more once stopped', async () => {
    const publish = vi.fn(async () => {});
    scheduler = startScheduler({ functions: [cleanup], publish, log, everySeconds: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(publish).toHaveBeenCalledTimes(1);
  });
});
