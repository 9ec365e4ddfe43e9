import type { TestProject } from 'vitest/node';
import { startIsolatedBackendWithConsole } from '../../emulators/src/launcher/isolated-backend.ts';
import { provideBackend } from '../backend/support/provide-backend.ts';

// The browser suites' own local backend, with the production console: it runs beside the backend suites' one.
export default async function setup(project: TestProject) {
  return provideBackend(project, await startIsolatedBackendWithConsole('test', 'browser'));
}
