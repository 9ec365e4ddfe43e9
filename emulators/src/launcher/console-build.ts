import { build } from 'vite';
import { withEnvironment } from '../shared/scoped-environment.ts';
import type { BackendAddress } from './client-config.ts';
import { consoleEnvironment } from './console-environment.ts';
import { hostingForLocalBackend, projectHostingConfig, serveHosting } from './console-hosting.ts';
import { projectFile } from './project.ts';

// Where the console of a local backend is served: its hosting port.
export function consoleUrlOf(backend: BackendAddress): string {
  return `http://${backend.host}:${backend.ports.hosting}`;
}

export interface ServedConsole {
  readonly url: string;
  stop(): Promise<void>;
}

// The production bundle of the console, configured for one local backend and served with firebase.json's hosting
// block (its headers, Content-Security-Policy included, and rewrites), as Firebase Hosting serves it.
// NODE_ENV is forced because a test runner sets it to "test", which would bundle React's development build.
export async function buildAndServeConsole(backend: BackendAddress, outDir: string): Promise<ServedConsole> {
  await withEnvironment({ ...consoleEnvironment(backend), NODE_ENV: 'production' }, () =>
    build({
      root: projectFile('web'),
      configFile: projectFile('web/vite.config.ts'),
      logLevel: 'warn',
      // The manifest maps each route's module to its chunks: the bundle benchmark reads it.
      build: { outDir: projectFile(outDir), emptyOutDir: true, manifest: true },
    }),
  );
  const server = await serveHosting(
    projectFile(outDir),
    hostingForLocalBackend(projectHostingConfig(), backend),
    { host: backend.host, port: backend.ports.hosting },
  );
  return {
    url: consoleUrlOf(backend),
    stop: () => server.close(),
  };
}
