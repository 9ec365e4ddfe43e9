// The owner's control of the stand-in's restarts, over REST (see the README, "REST for tooling"): every
// connection dropped, new ones refused for `downMs`, the data kept. What clients see of a restart or failover.
const restartLocation = '/.control/restart.json';
const ownerHeaders = { authorization: 'Bearer owner', 'content-type': 'application/json' };

export interface RestartStatus {
  restarts: number;
  armed: { afterWriteTo: string; downMs: number } | null;
}

async function postRestart(databaseOrigin: string, body: { downMs: number; afterWriteTo?: string }) {
  const response = await fetch(`${databaseOrigin}${restartLocation}`, {
    method: 'POST',
    headers: ownerHeaders,
    body: JSON.stringify(body),
  });
  if (response.status !== 204) throw new Error(`Restarting the database answered ${response.status}`);
}

/** Restarts the database now. */
export function restartDatabase(databaseOrigin: string, downMs: number): Promise<void> {
  return postRestart(databaseOrigin, { downMs });
}

/**
 * Restarts the database right after the next write at, above or below `location` is stored, before its writer
 * is answered: the write stays, its acknowledgement is lost.
 */
export function restartDatabaseAfterWriteTo(
  databaseOrigin: string,
  location: string,
  downMs: number,
): Promise<void> {
  return postRestart(databaseOrigin, { downMs, afterWriteTo: location });
}

/** How many times the database restarted so far, and the restart still waiting for its write. */
export async function restartStatus(databaseOrigin: string): Promise<RestartStatus> {
  const response = await fetch(`${databaseOrigin}${restartLocation}`, { headers: ownerHeaders });
  if (!response.ok) throw new Error(`Reading the database's restarts answered ${response.status}`);
  return (await response.json()) as RestartStatus;
}
