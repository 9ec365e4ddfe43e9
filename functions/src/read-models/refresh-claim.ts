import { z } from 'zod';

// One handling at a time refreshes a user's read models. Two writing at once could each remove only the search
// lists of the name it read before the other wrote, and leave the user in lists of a name it no longer has. A
// handling claims the user (`refreshClaims/{directoryKey}`, named by its event's id); one that finds the claim held
// marks it `again` instead, and the holder passes once more before it lets go. A claim older than any handling can
// run is taken over: its holder stopped. Until then another attempt of the holder's own event (a retry after a
// crash, or the same event delivered twice) cannot tell whether the holder still runs, so it fails to be retried.
export const refreshClaimLeaseMs = 10 * 60 * 1000;

export interface RefreshClaim {
  holder: string;
  until: number;
  again: boolean;
}

const claimSchema = z.object({ holder: z.string(), until: z.number(), again: z.boolean().catch(false) });

export function readRefreshClaim(stored: unknown): RefreshClaim | undefined {
  const parsed = claimSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export type ClaimOutcome = 'holds' | 'handed over' | 'held by this event';

/** The claim after `holder` asks for it at `now`, and whether it now holds it. */
export function claimed(
  current: RefreshClaim | undefined,
  holder: string,
  now: number,
): { claim: RefreshClaim; outcome: ClaimOutcome } {
  if (!current || current.until < now) {
    return { claim: { holder, until: now + refreshClaimLeaseMs, again: false }, outcome: 'holds' };
  }
  // The same event's retry passes itself once the claim is free: the holder need not pass again for it.
  if (current.holder === holder) return { claim: current, outcome: 'held by this event' };
  return { claim: { ...current, again: true }, outcome: 'handed over' };
}

export type ReleaseOutcome = 'released' | 'again' | 'lost';

/**
 * The claim after its holder is done: gone, or kept with `again` cleared when another handling asked meanwhile.
 * A holder that gives up lets go in any case (`giveUp`): its retry passes again.
 */
export function released(
  current: RefreshClaim | undefined,
  holder: string,
  now: number,
  giveUp = false,
): { claim: RefreshClaim | undefined; outcome: ReleaseOutcome } {
  if (!current || current.holder !== holder) return { claim: current, outcome: 'lost' };
  if (current.again && !giveUp)
    return { claim: { holder, until: now + refreshClaimLeaseMs, again: false }, outcome: 'again' };
  return { claim: undefined, outcome: 'released' };
}
