import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type RunningChildProcess, readLog, startChildProcess } from './child-process.ts';
import type { BackendPorts } from './ports.ts';
import { projectFile, projectRoot, readProjectJson } from './project.ts';
import { waitUntilReady } from './readiness.ts';

export type FirebaseToolsService = 'auth' | 'functions' | 'firestore' | 'database';

interface FirebaseToolsOptions {
  projectId: string;
  host: string;
  ports: BackendPorts;
  services: FirebaseToolsService[];
  env: NodeJS.ProcessEnv;
  logDirectory: string;
  usesProjectPorts: boolean;
  functionsSource: string;
}

const readyLine = 'All emulators ready';
// Registers the launcher's Pub/Sub emulator with firebase-tools before its CLI runs (see the module). tsx/esm, not
// tsx: the preload is an ES module, and tsx's require() hook would double the time firebase-tools takes to load.
const pubsubRegistration = new URL('../pubsub/preload.ts', import.meta.url).href;
const startTimeoutMs = 120_000;

function firebaseCli(): string {
  const packageJson = createRequire(import.meta.url).resolve('firebase-tools/package.json');
  return join(dirname(packageJson), 'lib', 'bin', 'firebase.js');
}

// firebase-tools takes the config file's folder as the project root, so a config with other ports or another
// functions folder has to sit beside firebase.json; it is named after the project and removed on stop.
function writeConfigWithPorts(options: FirebaseToolsOptions): string {
  const config = readProjectJson('firebase.json') as {
    emulators: Record<string, unknown>;
    functions: Record<string, unknown>[];
  };
  config.functions = config.functions.map((codebase) => ({ ...codebase, source: options.functionsSource }));
  for (const [service, port] of Object.entries(options.ports)) {
    const entry = config.emulators[service];
    if (entry && typeof entry === 'object')
      config.emulators[service] = { ...entry, host: options.host, port };
  }
  const file = projectFile(`.firebase-${options.projectId}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

export async function startFirebaseTools(options: FirebaseToolsOptions): Promise<RunningChildProcess> {
  const configFile = options.usesProjectPorts ? projectFile('firebase.json') : writeConfigWithPorts(options);
  const child = startChildProcess({
    name: 'firebase-tools',
    command: process.execPath,
    args: [
      '--import',
      'tsx/esm',
      '--import',
      pubsubRegistration,
      firebaseCli(),
      'emulators:start',
      '--only',
      options.services.join(','),
      '--project',
      options.projectId,
      '--config',
      configFile,
    ],
    cwd: projectRoot,
    env: {
      ...options.env,
      // Without it firebase-tools opens a random port in 8000-8999 to discover the functions.
      FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      FORCE_COLOR: '0',
    },
    logDirectory: options.logDirectory,
  });
  const removeGeneratedConfig = () => {
    if (!options.usesProjectPorts) rmSync(configFile, { force: true });
  };
  try {
    await waitUntilReady(
      child,
      `printed "${readyLine}"`,
      () => readLog(child).includes(readyLine),
      startTimeoutMs,
    );
  } catch (error) {
    await child.stop();
    removeGeneratedConfig();
    throw error;
  }
  return {
    ...child,
    async stop() {
      await child.stop();
      removeGeneratedConfig();
    },
  };
}
