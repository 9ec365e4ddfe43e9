import type { IsolatedBackend } from '@management-center/emulators/launcher/isolated-backend';
import type { TestProject } from 'vitest/node';
import type { TestBackend } from './test-backend.ts';

// Hands a started backend to every test file of the project (`inject('backend')`); returns the teardown.
export function provideBackend(project: TestProject, { backend, consoleUrl, stop }: IsolatedBackend) {
  const provided: TestBackend = {
    projectId: backend.projectId,
    host: backend.host,
    ports: backend.ports,
    environment: backend.environment,
    videoApiKey: backend.videoApiKey,
    webhookPublicKey: backend.webhookPublicKey,
    bulkChunkSize: backend.bulkChunkSize,
    consoleUrl,
  };
  project.provide('backend', provided);
  return stop;
}
