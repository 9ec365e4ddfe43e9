import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningChildProcess, readLog, startChildProcess } from './child-process.ts';

const logDirectory = mkdtempSync(join(tmpdir(), 'child-process-test-'));
afterAll(() => rmSync(logDirectory, { recursive: true, force: true }));

// A killed grandchild stays a zombie until PID 1 reaps it, and a zombie runs no code: count it as stopped.
function isRunning(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.charAt(0);
    return state !== 'Z';
  } catch {
    return false;
  }
}

async function grandchildPid(child: RunningChildProcess): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const pid = Number.parseInt(readLog(child), 10);
    if (pid > 0) return pid;
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 20));
  }
  throw new Error('The child never printed its grandchild pid');
}

function start(name: string, script: string, stopTimeoutMs?: number) {
  return startChildProcess({
    name,
    command: 'sh',
    args: ['-c', script],
    cwd: logDirectory,
    env: process.env,
    logDirectory,
    ...(stopTimeoutMs === undefined ? {} : { stopTimeoutMs }),
  });
}

describe('startChildProcess', () => {
  it('kills the groups not yet stopped when the process that started them exits', async () => {
    const script = [
      `import { startChildProcess } from ${JSON.stringify(join(import.meta.dirname, 'child-process.ts'))};`,
      "const child = startChildProcess({ name: 'left-running', command: 'sh', args: ['-c', 'sleep 300 & echo $!; wait'],",
      `  cwd: ${JSON.stringify(logDirectory)}, env: process.env, logDirectory: ${JSON.stringify(logDirectory)} });`,
      'setTimeout(() => process.exit(0), 300);',
    ].join('\n');
    const parent = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(parent.status).toBe(0);
    const pid = Number.parseInt(readFileSync(join(logDirectory, 'left-running.log'), 'utf8'), 10);
    expect(pid).toBeGreaterThan(0);
    await expect.poll(() => isRunning(pid), { timeout: 1_000 }).toBe(false);
  });

  it('stops the whole process group, grandchildren included', async () => {
    const child = start('with-grandchild', 'sleep 300 & echo $!; wait');
    const pid = await grandchildPid(child);
    expect(isRunning(pid)).toBe(true);
    await child.stop();
    expect(isRunning(pid)).toBe(false);
  });

  it('kills a group that ignores SIGTERM once the grace period is over', async () => {
    const child = start('ignores-term', 'trap "" TERM; sleep 300 & echo $!; wait', 300);
    const pid = await grandchildPid(child);
    await child.stop();
    expect(isRunning(pid)).toBe(false);
  });

  it('starts every run with an empty log, so that no previous run is read as this one', async () => {
    await start('same-name', 'echo first run').exited;
    // The second run writes only once the test has read its log: no timing decides what the read finds.
    const go = join(logDirectory, 'second-run-may-write');
    const second = start('same-name', `while [ ! -e '${go}' ]; do sleep 0.02; done; echo second run`);
    expect(readLog(second)).toBe('');
    writeFileSync(go, '');
    await second.exited;
    expect(readLog(second)).toBe('second run\n');
  });

  it('writes the output to its log file and reports the exit code', async () => {
    const child = start('exits', 'echo hello; exit 3');
    expect(await child.exited).toBe(3);
    expect(readLog(child)).toBe('hello\n');
  });
});
