import type { TestProject } from 'vitest/node';
import { startIsolatedBackend } from '../../emulators/src/launcher/isolated-backend.ts';
import type { TestBackend } from './support/test-backend.ts';
import { triggersIdleAt } from './support/trigger-status.ts';

export default async function setup(project: TestProject) {
  const { backend, consoleUrl, stop } = await startIsolatedBackend('test');
  // The demo seed sets off the read-model triggers: the suites start on a quiet database.
  await triggersIdleAt(backend, 300_000);
  const provided: TestBackend = {
    projectId: backend.projectId,
    host: backend.host,
    ports: backend.ports,
    environment: backend.environment,
    videoApiKey: backend.videoApiKey,
    consoleUrl,
  };
  project.provide('backend', provided);
  return stop;
}
