import type { TestProject } from 'vitest/node';
import { startLocalBackend } from '../../emulators/src/launcher/backend.ts';
import { buildFunctions } from '../../emulators/src/launcher/build-functions.ts';
import { freeBackendPorts } from '../../emulators/src/launcher/ports.ts';
import { projectFile } from '../../emulators/src/launcher/project.ts';
import { loadDemoData } from '../../emulators/src/seed/load-demo-data.ts';
import type { TestBackend } from './support/test-backend.ts';

// Its own project id and free ports: a test run never meets a running `npm start` (firebase-tools keeps one
// hub file per project id).
const projectId = 'demo-management-center-test';

export default async function setup(project: TestProject) {
  buildFunctions();
  const ports = await freeBackendPorts();
  const backend = await startLocalBackend({
    projectId,
    ports,
    usesProjectPorts: false,
    logDirectory: projectFile(`.runtime/logs/${projectId}`),
    log: () => {},
  });
  try {
    await loadDemoData(backend);
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
  };
  project.provide('backend', provided);
  return () => backend.stop();
}
