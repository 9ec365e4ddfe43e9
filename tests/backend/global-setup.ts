import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startLocalBackend } from '../../emulators/src/launcher/backend.ts';
import { buildFunctionsInto } from '../../emulators/src/launcher/build-functions.ts';
import { buildAndServeConsole, type ServedConsole } from '../../emulators/src/launcher/console-build.ts';
import { freeBackendPorts } from '../../emulators/src/launcher/ports.ts';
import { projectFile } from '../../emulators/src/launcher/project.ts';
import { loadDemoData } from '../../emulators/src/seed/load-demo-data.ts';
import type { TestBackend } from './support/test-backend.ts';

// Every run has its own project id, free ports and functions build: runs never meet each other or a running
// `npm start` (firebase-tools keeps one hub file per project id).
const projectId = `demo-mc-test-${process.pid}`;
const runFolder = `.runtime/test-runs/${projectId}`;

export default async function setup(project: TestProject) {
  const functionsSource = buildFunctionsInto(`${runFolder}/functions`);
  const backend = await startLocalBackend({
    projectId,
    ports: await freeBackendPorts(),
    usesProjectPorts: false,
    functionsSource,
    logDirectory: projectFile(`${runFolder}/logs`),
    log: () => {},
  });
  let served: ServedConsole;
  try {
    await loadDemoData(backend);
    served = await buildAndServeConsole(backend, `${runFolder}/web`);
  } catch (error) {
    await backend.stop();
    throw error;
  }
  const provided: TestBackend = {
    projectId,
    host: backend.host,
    ports: backend.ports,
    environment: backend.environment,
    videoApiKey: backend.videoApiKey,
    consoleUrl: served.url,
  };
  project.provide('backend', provided);
  return async () => {
    await served.stop();
    await backend.stop();
    rmSync(projectFile(runFolder), { recursive: true, force: true });
  };
}
