import { type RunningChildProcess, readLog } from './child-process.ts';

const pollIntervalMs = 250;

function lastLines(child: RunningChildProcess, count: number): string {
  return readLog(child).trimEnd().split('\n').slice(-count).join('\n');
}

/**
 * Checks `isReady` every 250 ms until it holds. A child that exits first fails the wait at once with the end of
 * its log, one that is still not ready when the time is up with the place of its log. `readiness` completes
 * "exited before it ..." and "had not ... within".
 */
export async function waitUntilReady(
  child: RunningChildProcess,
  readiness: string,
  isReady: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  child.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `${child.name} exited (code ${exitCode}) before it ${readiness}\n${lastLines(child, 25)}`,
      );
    }
    if (await isReady()) return;
    await new Promise((resolveDelay) => setTimeout(resolveDelay, pollIntervalMs));
  }
  throw new Error(
    `${child.name} had not ${readiness} within ${timeoutMs / 1000} s; its log: ${child.logFile}`,
  );
}

// Any HTTP answer counts: the services answer their own paths with 404 or 401 long before they are configured.
export async function answersHttp(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}
