// One start-up measurement in a fresh process, which pays what `npm start` pays once (e.g. `gcloud --version`,
// asked once per process): `node --import tsx bench/backend-startup-worker.ts <backend|pubsub|firestore> <run>
// [functions folder]` prints one JSON line.
import { rmSync } from 'node:fs';
import { startLocalBackend } from '@management-center/emulators/launcher/backend';
import { startGcloudFirestore } from '@management-center/emulators/launcher/firestore';
import { freeBackendPorts } from '@management-center/emulators/launcher/ports';
import { projectFile } from '@management-center/emulators/launcher/project';
import { requireGcloudPubsub, startGcloudPubsub } from '@management-center/emulators/launcher/pubsub';

export interface BackendStartFigures {
  kind: 'backend';
  // From the call of startLocalBackend until it resolved: every service answering.
  readyMs: number;
  // Until its first log line: the installation checks, then the stand-ins and both gcloud emulators in parallel.
  parallelPhaseMs: number;
  stopMs: number;
}

export interface EmulatorStartFigures {
  kind: 'pubsub' | 'firestore';
  // The installation check that runs `gcloud --version` (once per process), before the emulator starts.
  checkMs: number;
  // From the spawn of `gcloud ...` until the emulator answered HTTP (polled every 250 ms).
  answerMs: number;
  stopMs: number;
}

const host = '127.0.0.1';
const [kind, run, functionsSource] = process.argv.slice(2);
if ((kind !== 'backend' && kind !== 'pubsub' && kind !== 'firestore') || run === undefined) {
  throw new Error('Usage: backend-startup-worker.ts <backend|pubsub|firestore> <run> [functions folder]');
}
const projectId = `demo-mc-startup-${process.pid}-${run}`;
const runFolder = `.runtime/bench-runs/${projectId}`;
const logDirectory = projectFile(`${runFolder}/logs`);
const ports = await freeBackendPorts();

async function measureBackend(source: string): Promise<BackendStartFigures> {
  const start = performance.now();
  let parallelPhaseMs: number | undefined;
  const backend = await startLocalBackend({
    projectId,
    ports,
    usesProjectPorts: false,
    functionsSource: source,
    logDirectory,
    log: () => {
      parallelPhaseMs ??= performance.now() - start;
    },
    runsSchedules: false,
    postsDeliveryEvents: false,
  });
  const readyMs = performance.now() - start;
  const stopStart = performance.now();
  await backend.stop();
  return {
    kind: 'backend',
    readyMs,
    parallelPhaseMs: parallelPhaseMs ?? readyMs,
    stopMs: performance.now() - stopStart,
  };
}

async function measureEmulator(which: 'pubsub' | 'firestore'): Promise<EmulatorStartFigures> {
  const checkStart = performance.now();
  requireGcloudPubsub();
  const checkMs = performance.now() - checkStart;
  const start = performance.now();
  const emulator =
    which === 'pubsub'
      ? await startGcloudPubsub({ host, port: ports.pubsub, projectId, logDirectory })
      : await startGcloudFirestore({ host, port: ports.firestore, logDirectory });
  const answerMs = performance.now() - start;
  const stopStart = performance.now();
  await emulator.stop();
  return { kind: which, checkMs, answerMs, stopMs: performance.now() - stopStart };
}

try {
  if (kind === 'backend' && functionsSource === undefined)
    throw new Error('backend needs a functions folder');
  const figures =
    kind === 'backend' ? await measureBackend(functionsSource as string) : await measureEmulator(kind);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  rmSync(projectFile(runFolder), { recursive: true, force: true });
  if (functionsSource !== undefined) {
    // The launcher wrote the functions' parameters for this project id into the shared build folder.
    rmSync(projectFile(`${functionsSource}/.env.${projectId}`), { force: true });
  }
}
