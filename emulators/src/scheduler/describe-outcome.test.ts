import { describe, expect, it } from 'vitest';
import { describeOutcome } from './describe-outcome.ts';

const tick = { functionName: 'scheduledCleanup', scheduleTime: '2026-11-23T03:00:00.000Z', durationMs: 243 };

describe('describeOutcome', () => {
  it('says that a run that answered 2xx ran, and how long it took', () => {
    expect(describeOutcome({ ...tick, status: 200 })).toBe(
      'scheduledCleanup: ran for the tick of 2026-11-23T03:00:00.000Z in 243 ms',
    );
    expect(describeOutcome({ ...tick, status: 204 })).toMatch(/: ran for /);
  });

  it('says that a run failed, with its status, and where its error is', () => {
    expect(describeOutcome({ ...tick, status: 500 })).toBe(
      "scheduledCleanup: failed for the tick of 2026-11-23T03:00:00.000Z (HTTP 500 after 243 ms); its error is in firebase-tools' log",
    );
  });

  it('says that a function that could not be called did not run', () => {
    expect(describeOutcome(tick)).toBe(
      'scheduledCleanup: could not be called for the tick of 2026-11-23T03:00:00.000Z',
    );
  });
});
