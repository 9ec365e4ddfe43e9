import { rmSync } from 'node:fs';
import { loadDemoData } from '../seed/load-demo-data.ts';
import { type LocalBackend, startLocalBackend } from './backend.ts';
import { buildFunctionsInto } from './build-functions.ts';
import { buildAndServeConsole, consoleUrlOf } from './console-build.ts';
import { freeBackendPorts } from './ports.ts';
import { projectFile } from './project.ts';

export interface IsolatedBackend {
  readonly backend: LocalBackend;
  // Where the console of this backend is served (when it is): the origin its callables answer CORS for.
  readonly consoleUrl: string;
  // The functions codebase the backend serves (its built module is index.js), as an absolute path.
  readonly functionsFolder: string;
  stop(): Promise<void>;
}

export interface IsolatedBackendWithConsole extends IsolatedBackend {
  // The production build of the console that `consoleUrl` serves, as an absolute path.
  readonly consoleFolder: string;
}

type Purpose = 'test' | 'bench';

// The test suites cross the chunks of a bulk action with a tenth of the users production's chunk (500) would take;
// the benchmarks measure production's.
const testBulkChunkSize = 50;

function runFolderOf(projectId: string, purpose: Purpose): string {
  return `.runtime/${purpose}-runs/${projectId}`;
}

/**
 * A whole local backend with the demo data, for one test or benchmark run. Every run has its own project id, free
 * ports and builds, so runs never meet each other or a running `npm start` (firebase-tools keeps one hub file per
 * project id). Two runs of one process (the backend and the browser suites of one test run) differ by `label`.
 */
export async function startIsolatedBackend(
  purpose: Purpose,
  label: string = purpose,
): Promise<IsolatedBackend> {
  const projectId = `demo-mc-${label}-${process.pid}`;
  const runFolder = runFolderOf(projectId, purpose);
  const backend = await startLocalBackend({
    projectId,
    ports: await freeBackendPorts(),
    usesProjectPorts: false,
    functionsSource: buildFunctionsInto(`${runFolder}/functions`),
    logDirectory: projectFile(`${runFolder}/logs`),
    log: () => {},
    // A scheduled run in the middle of a suite would change its data under it: tests run them when they choose.
    runsSchedules: false,
    // Likewise a delivery event landing on an outbox entry: the suites that want them turn them on.
    postsDeliveryEvents: false,
    ...(purpose === 'test' ? { bulkChunkSize: testBulkChunkSize } : {}),
  });
  try {
    await loadDemoData(backend);
  } catch (error) {
    await backend.stop();
    throw error;
  }
  return {
    backend,
    consoleUrl: consoleUrlOf(backend),
    functionsFolder: projectFile(`${runFolder}/functions`),
    stop: async () => {
      await backend.stop();
      rmSync(projectFile(runFolder), { recursive: true, force: true });
    },
  };
}

/** The same, with the production build of the console served as Firebase Hosting serves it. */
export async function startIsolatedBackendWithConsole(
  purpose: Purpose,
  label: string = purpose,
): Promise<IsolatedBackendWithConsole> {
  const isolated = await startIsolatedBackend(purpose, label);
  const consoleFolder = `${runFolderOf(isolated.backend.projectId, purpose)}/web`;
  try {
    const served = await buildAndServeConsole(isolated.backend, consoleFolder);
    return {
      ...isolated,
      consoleFolder: projectFile(consoleFolder),
      stop: async () => {
        await served.stop();
        await isolated.stop();
      },
    };
  } catch (error) {
    await isolated.stop();
    throw error;
  }
}
