import { build, type PreviewServer, preview } from 'vite';
import type { LocalBackend } from './backend.ts';
import { consoleEnvironment } from './console-environment.ts';
import { projectFile } from './project.ts';

export interface ServedConsole {
  readonly url: string;
  stop(): Promise<void>;
}

// The production bundle of the console, configured for one local backend and served like hosting would.
export async function buildAndServeConsole(
  backend: Pick<LocalBackend, 'host' | 'ports' | 'projectId'>,
  outDir: string,
): Promise<ServedConsole> {
  Object.assign(process.env, consoleEnvironment(backend));
  const common = {
    root: projectFile('web'),
    configFile: projectFile('web/vite.config.ts'),
    logLevel: 'warn' as const,
  };
  await build({ ...common, build: { outDir: projectFile(outDir), emptyOutDir: true } });
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
