import { startIsolatedBackend } from '@management-center/emulators/launcher/isolated-backend';
import type { TestProject } from 'vitest/node';
import type { TestBackend } from './support/test-backend.ts';

export default async function setup(project: TestProject) {
  const { backend, consoleUrl, stop } = await startIsolatedBackend('test');
  const provided: TestBackend = {
    projectId: backend.projectId,
    host: backend.host,
    ports: backend.ports,
    environment: backend.environment,
    videoApiKey: backend.videoApiKey,
    webhookPublicKey: backend.webhookPublicKey,
    consoleUrl,
  };
  project.provide('backend', provided);
  return stop;
}
