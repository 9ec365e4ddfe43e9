import { rmSync } from 'node:fs';
import { loadDemoData } from '../seed/load-demo-data.ts';
import { type LocalBackend, startLocalBackend } from './backend.ts';
import { buildFunctionsInto } from './build-functions.ts';
import { buildAndServeConsole, type ServedConsole } from './console-build.ts';
import { freeBackendPorts } from './ports.ts';
import { projectFile } from './project.ts';

export interface IsolatedBackend {
  readonly backend: LocalBackend;
  readonly consoleUrl: string;
  // The production build of the console that `consoleUrl` serves, as an absolute path.
  readonly consoleFolder: string;
  // The functions codebase the backend serves (its built module is index.js), as an absolute path.
  readonly functionsFolder: string;
  stop(): Promise<void>;
}

/**
 * A whole local backend with the demo data and the production console, for one test or benchmark run. Every run
 * has its own project id, free ports and builds, so runs never meet each other or a running `npm start`
 * (firebase-tools keeps one hub file per project id).
 */
export async function startIsolatedBackend(purpose: 'test' | 'bench'): Promise<IsolatedBackend> {
  const projectId = `demo-mc-${purpose}-${process.pid}`;
  const runFolder = `.runtime/${purpose}-runs/${projectId}`;
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
  });
  let served: ServedConsole;
  try {
    await loadDemoData(backend);
    served = await buildAndServeConsole(backend, `${runFolder}/web`);
  } catch (error) {
    await backend.stop();
    throw error;
  }
  return {
    backend,
    consoleUrl: served.url,
    consoleFolder: projectFile(`${runFolder}/web`),
    functionsFolder: projectFile(`${runFolder}/functions`),
    stop: async () => {
      await served.stop();
      await backend.stop();
      rmSync(projectFile(runFolder), { recursive: true, force: true });
    },
  };
}
