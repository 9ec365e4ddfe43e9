import { startIsolatedBackend } from '@management-center/emulators/launcher/isolated-backend';
import type { TestProject } from 'vitest/node';
import { provideBackend } from './support/provide-backend.ts';

// The backend suites' own local backend: no console build, which only the browser suites load.
export default async function setup(project: TestProject) {
  return provideBackend(project, await startIsolatedBackend('test', 'backend'));
}
