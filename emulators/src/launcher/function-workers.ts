import { readdirSync, readFileSync } from 'node:fs';

// firebase-tools' Functions emulator runs each function in Node worker processes of its own (one per request in
// progress), started with the project in GCLOUD_PROJECT and the function's entry point in FUNCTION_TARGET. Another
// backend on the machine runs under another project id, so the pair finds one backend's workers of one function.

/** The environment of process `pid`; undefined for a process gone meanwhile or not readable by this user. */
function environmentOf(pid: number): Map<string, string> | undefined {
  try {
    const variables = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return new Map(
      variables.flatMap((variable) => {
        const separator = variable.indexOf('=');
        return separator > 0 ? [[variable.slice(0, separator), variable.slice(separator + 1)] as const] : [];
      }),
    );
  } catch {
    return undefined;
  }
}

/** The processes running any of `functionNames` for the Functions emulator of `projectId` now. */
export function functionWorkerPids(projectId: string, functionNames: readonly string[]): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      const environment = environmentOf(pid);
      return (
        environment?.get('GCLOUD_PROJECT') === projectId &&
        functionNames.includes(environment.get('FUNCTION_TARGET') ?? '')
      );
    });
}

/**
 * Kills (SIGKILL: no handler runs, nothing is flushed) every worker process running any of `functionNames` for
 * the Functions emulator of `projectId`, as a crash of the instances serving them would. The emulator answers
 * their requests in progress with an error and starts new workers for the next ones. Answers the pids killed.
 */
export function killFunctionWorkers(projectId: string, functionNames: readonly string[]): number[] {
  const pids = functionWorkerPids(projectId, functionNames);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // It ended on its own meanwhile.
    }
  }
  return pids;
}
