import { describe, expect, it } from 'vitest';
import { claimed, refreshClaimLeaseMs, released } from './refresh-claim.ts';

describe('refresh claims', () => {
  it('is taken when free, handed over (marked again) while held, and taken over once its lease ran out', () => {
    const first = claimed(undefined, 'e1', 1_000);
    expect(first).toEqual({
      claim: { holder: 'e1', until: 1_000 + refreshClaimLeaseMs, again: false },
      outcome: 'holds',
    });
    const second = claimed(first.claim, 'e2', 2_000);
    expect(second).toEqual({ claim: { ...first.claim, again: true }, outcome: 'handed over' });
    const late = claimed(second.claim, 'e3', 1_001 + refreshClaimLeaseMs);
    expect(late.outcome).toBe('holds');
    expect(late.claim.holder).toBe('e3');
  });

  it('refuses another attempt of the holding event without asking the holder to pass again', () => {
    const { claim } = claimed(undefined, 'e1', 0);
    expect(claimed(claim, 'e1', 5)).toEqual({ claim, outcome: 'held by this event' });
  });

  it('lets go when nobody asked, keeps the claim for one more pass when somebody did, and gives up on request', () => {
    const { claim } = claimed(undefined, 'e1', 0);
    expect(released(claim, 'e1', 10)).toEqual({ claim: undefined, outcome: 'released' });
    const asked = { ...claim, again: true };
    expect(released(asked, 'e1', 10)).toEqual({
      claim: { holder: 'e1', until: 10 + refreshClaimLeaseMs, again: false },
      outcome: 'again',
    });
    expect(released(asked, 'e1', 10, true)).toEqual({ claim: undefined, outcome: 'released' });
    expect(released(asked, 'e2', 10)).toEqual({ claim: asked, outcome: 'lost' });
    expect(released(undefined, 'e1', 10)).toEqual({ claim: undefined, outcome: 'lost' });
  });
});
