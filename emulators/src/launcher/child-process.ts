import { type ChildProcess, spawn } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { join } from 'node:path';

interface ChildProcessOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  logDirectory: string;
  stopTimeoutMs?: number;
}

export interface RunningChildProcess {
  readonly name: string;
  readonly logFile: string;
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function readLog(child: Pick<RunningChildProcess, 'logFile'>): string {
  return readFileSync(child.logFile, 'utf8');
}

/** Signals every member of the process group `groupId` leads; a group that is gone already is left alone. */
export function signalProcessGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal);
  } catch {
    // The group is already gone.
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid !== undefined) signalProcessGroup(child.pid, signal);
}

// The groups started and not yet stopped. A group is detached, so it outlives this process: whatever way this
// process ends (Ctrl-C while the backend is still starting, before anything could call stop(); an error), what is
// left of them is killed with it. An exit handler can only do synchronous work, hence SIGKILL.
const unstoppedGroups = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of unstoppedGroups) signalGroup(child, 'SIGKILL');
});

// /proc/<pid>/stat: "pid (name) state ppid pgrp ...". A zombie runs nothing and holds no port: it only waits for
// its parent (here often PID 1) to reap it, so it does not count as alive.
export function groupHasLiveMembers(groupId: number): boolean {
  if (!existsSync('/proc')) return true;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .some((pid) => {
      try {
        const [state, , group] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return Number(group) === groupId && state !== 'Z';
      } catch {
        return false;
      }
    });
}

/** Waits for every member of the process group to end; answers whether they did within `timeoutMs`. */
export async function waitUntilGroupEnds(groupId: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupHasLiveMembers(groupId)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 25));
  }
  return true;
}

// Each child leads its own process group: gcloud and firebase-tools start Java and Node grandchildren that
// outlive a signal sent only to the parent, so stopping signals the whole group.
export function startChildProcess(options: ChildProcessOptions): RunningChildProcess {
  mkdirSync(options.logDirectory, { recursive: true });
  const logFile = join(options.logDirectory, `${options.name}.log`);
  // Truncated now, not later: readiness checks read this file, and must never see a previous run's lines.
  const log = openSync(logFile, 'w');
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  unstoppedGroups.add(child);
  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code) => resolveExit(code));
    child.once('error', (error) => {
      appendFileSync(logFile, `${error.message}\n`);
      resolveExit(null);
    });
  });

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child, 'SIGTERM');
      const timeout = new Promise<'timeout'>((resolveTimeout) =>
        setTimeout(() => resolveTimeout('timeout'), options.stopTimeoutMs ?? 10_000).unref(),
      );
      if ((await Promise.race([exited, timeout])) === 'timeout') signalGroup(child, 'SIGKILL');
      await exited;
    }
    // Grandchildren that ignored SIGTERM, or outlived their parent, still belong to the group.
    signalGroup(child, 'SIGKILL');
    if (child.pid !== undefined) await waitUntilGroupEnds(child.pid, 5_000);
    unstoppedGroups.delete(child);
  }

  return { name: options.name, logFile, exited, stop };
}
