import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { functionWorkerPids, killFunctionWorkers } from './function-workers.ts';

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
});

// A process with the environment the Functions emulator gives a worker of `functionName` in `projectId`, once it
// runs (before, its environment is still this process's).
async function fakeWorker(projectId: string, functionName: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    env: { ...process.env, GCLOUD_PROJECT: projectId, FUNCTION_TARGET: functionName },
    stdio: 'ignore',
  });
  started.push(child);
  await once(child, 'spawn');
  return child;
}

describe('the Functions emulator workers of a backend', () => {
  const projectId = `demo-workers-${process.pid}`;

  it('are found by project and function, and killed without touching any other', async () => {
    const approving = await Promise.all([
      fakeWorker(projectId, 'approveBusinessUsers'),
      fakeWorker(projectId, 'approveBusinessUsers'),
    ]);
    const sending = await fakeWorker(projectId, 'sendOwedEmails');
    const otherFunction = await fakeWorker(projectId, 'deleteUsers');
    const otherBackend = await fakeWorker(`${projectId}-other`, 'approveBusinessUsers');
    const pidsOf = (children: ChildProcess[]) => children.map((child) => child.pid).sort();

    expect(functionWorkerPids(projectId, ['approveBusinessUsers', 'sendOwedEmails']).sort()).toEqual(
      pidsOf([...approving, sending]),
    );

    const exits = approving.map((child) => once(child, 'exit'));
    expect(killFunctionWorkers(projectId, ['approveBusinessUsers']).sort()).toEqual(pidsOf(approving));
    for (const [, signal] of await Promise.all(exits)) expect(signal).toBe('SIGKILL');
    expect(functionWorkerPids(projectId, ['approveBusinessUsers'])).toEqual([]);
    for (const child of [sending, otherFunction, otherBackend]) {
      expect([child.exitCode, child.signalCode]).toEqual([null, null]);
    }
  });
});
