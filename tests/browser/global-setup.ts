import { startIsolatedBackendWithConsole } from '@management-center/emulators/launcher/isolated-backend';
import type { TestProject } from 'vitest/node';
import { provideBackend } from '../backend/support/provide-backend.ts';

// The browser suites' own local backend, with the production console: it runs beside the backend suites' one.
export default async function setup(project: TestProject) {
  return provideBackend(project, await startIsolatedBackendWithConsole('test', 'browser'));
}
