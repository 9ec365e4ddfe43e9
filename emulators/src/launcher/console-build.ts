import { build, type PreviewServer, preview } from 'vite';
import { withEnvironment } from '../shared/scoped-environment.ts';
import type { BackendAddress } from './client-config.ts';
import { consoleEnvironment } from './console-environment.ts';
import { projectFile } from './project.ts';

export interface ServedConsole {
  readonly url: string;
  stop(): Promise<void>;
}

// The production bundle of the console, configured for one local backend and served like hosting would.
// NODE_ENV is forced because a test runner sets it to "test", which would bundle React's development build.
export async function buildAndServeConsole(backend: BackendAddress, outDir: string): Promise<ServedConsole> {
  const common = {
    root: projectFile('web'),
    configFile: projectFile('web/vite.config.ts'),
    logLevel: 'warn' as const,
  };
  await withEnvironment({ ...consoleEnvironment(backend), NODE_ENV: 'production' }, () =>
    // The manifest maps each route's module to its chunks: the bundle benchmark reads it.
    build({ ...common, build: { outDir: projectFile(outDir), emptyOutDir: true, manifest: true } }),
  );
  const server: PreviewServer = await preview({
    ...common,
    build: { outDir: projectFile(outDir) },
    preview: { host: backend.host, port: backend.ports.hosting, strictPort: true },
  });
  return {
    url: `http://${backend.host}:${backend.ports.hosting}`,
    stop: () => server.close(),
  };
}
