// The Realtime Database stand-in counts the trigger events it delivers to the Functions emulator
// (`GET /.control/triggers.json`, owner only): a suite waits for them to be done before it reads what they write.
export interface TriggerStatus {
  pending: number;
  inFlight: number;
  delivered: number;
  failed: number;
}

interface DatabaseAddress {
  host: string;
  ports: { database: number };
}

export async function triggerStatusAt(backend: DatabaseAddress): Promise<TriggerStatus> {
  const response = await fetch(`http://${backend.host}:${backend.ports.database}/.control/triggers.json`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Reading the trigger status failed: ${response.status}`);
  return (await response.json()) as TriggerStatus;
}

/** Waits until no trigger event is queued or being handled, several checks in a row. */
export async function triggersIdleAt(backend: DatabaseAddress, timeoutMs = 120_000): Promise<TriggerStatus> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  for (;;) {
    const status = await triggerStatusAt(backend);
    quiet = status.pending === 0 && status.inFlight === 0 ? quiet + 1 : 0;
    if (quiet >= 3) return status;
    if (Date.now() > deadline) throw new Error(`Triggers still busy: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
