// The owner's controls of the stand-in's database triggers, over REST: wait for quiet, pause while a dataset is
// loaded (see the README, "Loading large datasets").
const triggersLocation = '/.control/triggers.json';
const ownerHeaders = { authorization: 'Bearer owner', 'content-type': 'application/json' };

export interface TriggerStatus {
  pending: number;
  inFlight: number;
  delivered: number;
  failed: number;
  paused: boolean;
}

export async function triggerStatus(databaseOrigin: string): Promise<TriggerStatus> {
  const response = await fetch(`${databaseOrigin}${triggersLocation}`, { headers: ownerHeaders });
  if (!response.ok) throw new Error(`Reading the trigger status answered ${response.status}`);
  return (await response.json()) as TriggerStatus;
}

/**
 * Resolves once no trigger event is waiting or running, three checks in a row (the functions' own writes have
 * landed by then).
 */
export async function waitForTriggers(databaseOrigin: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  for (;;) {
    const { pending, inFlight } = await triggerStatus(databaseOrigin);
    quietChecks = pending === 0 && inFlight === 0 ? quietChecks + 1 : 0;
    if (quietChecks >= 3) return;
    if (Date.now() > deadline) {
      throw new Error(
        `Database triggers still busy after ${timeoutMs} ms: ${pending} waiting, ${inFlight} running`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function setTriggersPaused(databaseOrigin: string, paused: boolean): Promise<void> {
  const response = await fetch(`${databaseOrigin}${triggersLocation}`, {
    method: 'POST',
    headers: ownerHeaders,
    body: JSON.stringify({ paused }),
  });
  if (!response.ok) throw new Error(`Pausing the database triggers answered ${response.status}`);
}

/** Runs `work` with writes raising no trigger events, after the events already raised have been handled. */
export async function withTriggersPaused<Result>(
  databaseOrigin: string,
  work: () => Promise<Result>,
): Promise<Result> {
  await waitForTriggers(databaseOrigin);
  await setTriggersPaused(databaseOrigin, true);
  try {
    return await work();
  } finally {
    await setTriggersPaused(databaseOrigin, false);
  }
}
