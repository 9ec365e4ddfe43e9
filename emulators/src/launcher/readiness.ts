import { type RunningChildProcess, readLog } from './child-process.ts';

export interface ReadinessOptions {
  timeoutMs: number;
  process?: RunningChildProcess;
}

export function lastLines(child: RunningChildProcess, count: number): string {
  return readLog(child).trimEnd().split('\n').slice(-count).join('\n');
}

// Any HTTP answer counts: the services answer their own paths with 404 or 401 long before they are configured.
export async function waitForHttp(name: string, url: string, options: ReadinessOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let exitCode: number | null | undefined;
  options.process?.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      const tail = options.process ? lastLines(options.process, 20) : '';
      throw new Error(`${name} exited (code ${exitCode}) before it answered at ${url}\n${tail}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
  }
  const hint = options.process ? `; its log: ${options.process.logFile}` : '';
  throw new Error(`${name} did not answer at ${url} within ${options.timeoutMs / 1000} s${hint}`);
}
