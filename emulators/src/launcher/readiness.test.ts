import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningChildProcess, readLog } from './child-process.ts';
import { waitUntilReady } from './readiness.ts';

const logDirectory = mkdtempSync(join(tmpdir(), 'readiness-test-'));
afterAll(() => rmSync(logDirectory, { recursive: true, force: true }));

// A child process as the launcher sees it: a log file and an exit, both driven by the test.
function childProcess(name: string) {
  const logFile = join(logDirectory, `${name}.log`);
  writeFileSync(logFile, '');
  let exit: (code: number) => void = () => {};
  const exited = new Promise<number | null>((resolveExit) => {
    exit = resolveExit;
  });
  const child: RunningChildProcess = { name, logFile, exited, stop: async () => {} };
  return { child, print: (line: string) => appendFileSync(logFile, `${line}\n`), exit };
}

describe('waitUntilReady', () => {
  it('returns once the check holds', async () => {
    const { child, print } = childProcess('becomes-ready');
    setTimeout(() => print('ready'), 300);
    await waitUntilReady(child, 'printed ready', () => readLog(child).includes('ready'), 10_000);
    expect(readLog(child)).toBe('ready\n');
  });

  it('fails as soon as the child exits, with the end of its log', async () => {
    const { child, print, exit } = childProcess('exits');
    print('first');
    print('the reason');
    exit(3);
    const startedAt = Date.now();
    await expect(waitUntilReady(child, 'printed ready', () => false, 10_000)).rejects.toThrow(
      'exits exited (code 3) before it printed ready\nfirst\nthe reason',
    );
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('fails when the time is up, naming its log', async () => {
    const { child } = childProcess('never-ready');
    await expect(waitUntilReady(child, 'answered', () => false, 600)).rejects.toThrow(
      `never-ready had not answered within 0.6 s; its log: ${child.logFile}`,
    );
  });
});
