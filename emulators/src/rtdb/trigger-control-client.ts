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

async function readTriggerStatus(url: string, signal?: AbortSignal): Promise<TriggerStatus> {
  const response = await fetch(url, { headers: ownerHeaders, ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`Reading the trigger status answered ${response.status}`);
  return (await response.json()) as TriggerStatus;
}

export function triggerStatus(databaseOrigin: string): Promise<TriggerStatus> {
  return readTriggerStatus(`${databaseOrigin}${triggersLocation}`);
}

// A wait is asked for again after this long: fetch gives up on an answer that takes minutes.
const longestWaitPerRequestMs = 60_000;

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * Resolves once no trigger event is waiting or running, which the stand-in answers the moment it happens. An event
 * counts until its function has returned, and the writes the function awaited have raised their own events by
 * then: a chain of triggers is never idle halfway.
 */
export async function waitForTriggers(databaseOrigin: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const waitMs = Math.min(deadline - Date.now(), longestWaitPerRequestMs);
    if (waitMs <= 0) {
      const { pending, inFlight } = await triggerStatus(databaseOrigin);
      throw new Error(
        `Database triggers still busy after ${timeoutMs} ms: ${pending} waiting, ${inFlight} running`,
      );
    }
    try {
      await readTriggerStatus(`${databaseOrigin}${triggersLocation}?wait=idle`, AbortSignal.timeout(waitMs));
      return;
    } catch (error) {
      if (!isTimeout(error)) throw error;
    }
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
