interface TriggerStatus {
  pending: number;
  inFlight: number;
}

interface DatabaseAddress {
  host: string;
  ports: { database: number };
}

function isTriggerStatus(value: unknown): value is TriggerStatus {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TriggerStatus).pending === 'number' &&
    typeof (value as TriggerStatus).inFlight === 'number'
  );
}

/**
 * Waits until the database triggers have handled every write committed so far: the read models they keep then
 * follow the data. Uses the delivery counters of the Realtime Database stand-in, which queues an event as a write
 * commits; a database without them (the official emulator) is not waited for.
 */
export async function databaseTriggersIdle(target: DatabaseAddress, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`http://${target.host}:${target.ports.database}/.control/triggers.json`, {
      headers: { authorization: 'Bearer owner' },
    });
    if (!response.ok) return;
    const status: unknown = await response.json();
    if (!isTriggerStatus(status)) return;
    if (status.pending === 0 && status.inFlight === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `The database triggers were still busy after ${timeoutMs} ms: ${JSON.stringify(status)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
