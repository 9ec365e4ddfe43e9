import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { buildFunctionsInto } from '@management-center/emulators/launcher/build-functions';
import {
  groupHasLiveMembers,
  signalProcessGroup,
  waitUntilGroupEnds,
} from '@management-center/emulators/launcher/child-process';
import { projectPorts } from '@management-center/emulators/launcher/ports';
import { portsInUse } from '@management-center/emulators/launcher/ports-in-use';
import { projectFile } from '@management-center/emulators/launcher/project';
import type { BackendStartFigures, EmulatorStartFigures } from './backend-startup-worker.ts';
import { median } from './statistics.ts';

const RUNS = 3;
const NPM_START_TIMEOUT_MS = 180_000;
const READY_LINE = 'Management Center is running at';

interface NpmStartFigures {
  // From the spawn of `npm start` until each line of its output, in the order printed.
  lines: { line: string; atMs: number }[];
  readyMs: number;
  // What the launcher itself printed: from after its port check.
  ownReadyS: number | null;
  stopMs: number;
  portsFreeAfter: boolean;
}

export interface BackendStartupFigures {
  functionsBuildMs: number;
  backend: BackendStartFigures[];
  pubsub: EmulatorStartFigures[];
  firestore: EmulatorStartFigures[];
  // null when it could not run: `skipped` says why.
  npmStart: NpmStartFigures | null;
  skipped: string | null;
}

function runWorker<Figures>(args: string[]): Figures {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', projectFile('bench/backend-startup-worker.ts'), ...args],
    { cwd: projectFile('.'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = result.stdout.trim().split('\n').at(-1);
  if (result.status !== 0 || line === undefined || line === '') {
    throw new Error(`The start-up benchmark ${args.join(' ')} failed (exit ${result.status})`);
  }
  return JSON.parse(line) as Figures;
}

// The check of scripts/ensure-installed.mjs: `npm start` would install packages first, which is not start-up.
function packagesAreStale(): boolean {
  const installed = projectFile('node_modules/.package-lock.json');
  if (!existsSync(installed)) return true;
  const installedAt = statSync(installed).mtimeMs;
  return [
    'package-lock.json',
    'package.json',
    ...['contract', 'functions', 'web', 'emulators'].map((name) => `${name}/package.json`),
  ]
    .map((file) => projectFile(file))
    .some((file) => existsSync(file) && statSync(file).mtimeMs > installedAt);
}

/** `npm start` once, on the project's fixed ports, until its ready line; then Ctrl-C's way out (SIGTERM). */
async function measureNpmStart(): Promise<NpmStartFigures> {
  const start = performance.now();
  // Its own process group: it is signalled whole, as a terminal's Ctrl-C would.
  const child = spawn('npm', ['start'], {
    cwd: projectFile('.'),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('npm start did not start');
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const lines: { line: string; atMs: number }[] = [];
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  try {
    const ready = new Promise<number>((resolveReady, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const atMs = performance.now() - start;
        lines.push({ line, atMs });
        if (line.includes(READY_LINE)) resolveReady(atMs);
      });
      void exited.then((code) =>
        reject(new Error(`npm start exited (code ${code}) before it was ready\n${errors}`)),
      );
      setTimeout(() => reject(new Error('npm start was not ready in time')), NPM_START_TIMEOUT_MS).unref();
    });
    const readyMs = await ready;
    const ownReady = lines.find(({ line }) => line.includes(READY_LINE))?.line.match(/ready in ([\d.]+) s/);
    const stopStart = performance.now();
    signalProcessGroup(pid, 'SIGTERM');
    if (!(await waitUntilGroupEnds(pid, 60_000))) throw new Error('npm start did not stop in 60 s');
    const stopMs = performance.now() - stopStart;
    const busy = await portsInUse('127.0.0.1', projectPorts());
    return {
      lines,
      readyMs,
      ownReadyS: ownReady?.[1] === undefined ? null : Number(ownReady[1]),
      stopMs,
      portsFreeAfter: busy.length === 0,
    };
  } finally {
    // Whatever happened, nothing of it is left running (its launcher stops its own process groups on SIGTERM).
    if (groupHasLiveMembers(pid)) {
      signalProcessGroup(pid, 'SIGTERM');
      if (!(await waitUntilGroupEnds(pid, 30_000))) signalProcessGroup(pid, 'SIGKILL');
    }
  }
}

async function npmStartIfPossible(): Promise<Pick<BackendStartupFigures, 'npmStart' | 'skipped'>> {
  if (packagesAreStale()) return { npmStart: null, skipped: 'the packages are older than their manifests' };
  const busy = await portsInUse('127.0.0.1', projectPorts());
  if (busy.length > 0)
    return { npmStart: null, skipped: `the project's ports were in use: ${busy.join(', ')}` };
  return { npmStart: await measureNpmStart(), skipped: null };
}

export async function measureBackendStartup(): Promise<BackendStartupFigures> {
  const functionsFolder = `.runtime/bench-runs/startup-functions-${process.pid}`;
  const buildStart = performance.now();
  buildFunctionsInto(functionsFolder);
  const functionsBuildMs = performance.now() - buildStart;
  try {
    const backend: BackendStartFigures[] = [];
    const pubsub: EmulatorStartFigures[] = [];
    const firestore: EmulatorStartFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      console.info(`   run ${run + 1} of ${RUNS}`);
      backend.push(runWorker<BackendStartFigures>(['backend', String(run), functionsFolder]));
      pubsub.push(runWorker<EmulatorStartFigures>(['pubsub', String(run)]));
      firestore.push(runWorker<EmulatorStartFigures>(['firestore', String(run)]));
    }
    console.info('   npm start, once');
    return { functionsBuildMs, backend, pubsub, firestore, ...(await npmStartIfPossible()) };
  } finally {
    rmSync(projectFile(functionsFolder), { recursive: true, force: true });
  }
}

function seconds(value: number): string {
  return `${(value / 1000).toFixed(1)} s`;
}

function medianAndRange(values: readonly number[]): string {
  return `${seconds(median(values))} (${values.map(seconds).join(', ')})`;
}

function npmStartReport(figures: BackendStartupFigures): string[] {
  const { npmStart } = figures;
  if (npmStart === null) return [`\`npm start\` was not measured: ${figures.skipped}.`];
  const at = (text: string) => npmStart.lines.find(({ line }) => line.includes(text))?.atMs;
  const phases: [string, number | undefined][] = [
    ['functions build begins', at('Building the functions')],
    ['local backend starting', at('Starting the local backend')],
    ['stand-ins, Firestore and Pub/Sub answering', at('Realtime Database:')],
    ['demo data loading (Auth and Functions ready)', at('Loading the demo data')],
    ['ready line (Vite listening)', npmStart.readyMs],
  ];
  return [
    `\`npm start\` once, on the project's own ports (nothing else on them), from the spawn of \`npm start\` to its
"${READY_LINE}" line: **${seconds(npmStart.readyMs)}** (the launcher's own "ready in" figure, which starts after
its port check: ${npmStart.ownReadyS === null ? '–' : `${npmStart.ownReadyS.toFixed(1)} s`}). Target: under 40 s: **${npmStart.readyMs < 40_000 ? 'met' : 'not met'}**.
Stopping it with SIGTERM took ${seconds(npmStart.stopMs)}; its ports were ${npmStart.portsFreeAfter ? 'free' : '**still in use**'} after.`,
    '',
    '| `npm start` output | at |',
    '| --- | --- |',
    ...phases.map(([label, atMs]) => `| ${label} | ${atMs === undefined ? '–' : seconds(atMs)} |`),
  ];
}

export function backendStartupReport(figures: BackendStartupFigures): string {
  const ready = figures.backend.map((run) => run.readyMs);
  const parallel = figures.backend.map((run) => run.parallelPhaseMs);
  const firebaseTools = figures.backend.map((run) => run.readyMs - run.parallelPhaseMs);
  return [
    '## 7. Local backend start-up',
    '',
    `\`startLocalBackend\`, the whole backend of \`npm start\` (the Realtime Database, Storage, mail and video
stand-ins; Google's Firestore and Pub/Sub emulators; firebase-tools with Auth and Functions), without the
scheduler, from the call until it resolved, each run in a fresh Node process on free ports under a project id
of its own, serving one functions build made beforehand with \`buildFunctionsInto\` (${seconds(figures.functionsBuildMs)}).
The first phase starts the stand-ins and both gcloud emulators in parallel, after the installation checks (one
\`gcloud --version\`); the second starts firebase-tools, which loads the functions, and ends with the Firestore
rules loaded. The emulators alone: each started by itself in a fresh process, until it answered HTTP (polled every
250 ms; the check before it is the \`gcloud --version\` that the backend's first phase also pays). Median of
${figures.backend.length} runs, the runs in brackets, interleaved (backend, Pub/Sub, Firestore, and again).`,
    '',
    '| what | median (runs) |',
    '| --- | --- |',
    `| \`startLocalBackend\`, call to ready | **${medianAndRange(ready)}** |`,
    `| first phase: checks, stand-ins, Firestore and Pub/Sub | ${medianAndRange(parallel)} |`,
    `| second phase: firebase-tools (Auth, Functions), Firestore rules | ${medianAndRange(firebaseTools)} |`,
    `| stopping it | ${medianAndRange(figures.backend.map((run) => run.stopMs))} |`,
    `| Pub/Sub emulator alone, spawn to answering | ${medianAndRange(figures.pubsub.map((run) => run.answerMs))} |`,
    `| Firestore emulator alone, spawn to answering | ${medianAndRange(figures.firestore.map((run) => run.answerMs))} |`,
    `| installation check (\`gcloud --version\`) | ${medianAndRange(figures.pubsub.map((run) => run.checkMs))} |`,
    '',
    ...npmStartReport(figures),
  ].join('\n');
}
