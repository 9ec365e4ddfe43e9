import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type RunningChildProcess, readLog, startChildProcess } from './child-process.ts';
import { EXTERNAL_EMULATORS_VARIABLE, type ExternalEmulator } from './external-emulators.ts';
import { functionsNodeBinary } from './functions-node.ts';
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
  // Services running outside firebase-tools that it must treat as its own running emulators (see
  // firebase-tools-preload.ts), e.g. the Realtime Database stand-in so that database triggers get registered.
  externalEmulators?: readonly ExternalEmulator[];
}

const readyLine = 'All emulators ready';
const startTimeoutMs = 120_000;

const preloadModule = new URL('./firebase-tools-preload.ts', import.meta.url).href;
const workerPreloadModule = new URL('./function-worker-preload.ts', import.meta.url).href;

/**
 * The NODE_OPTIONS that load function-worker-preload.ts into a process, after `nodeOptions`: given to firebase-tools,
 * whose function workers start with its environment.
 */
export function functionWorkerPreloadOption(nodeOptions?: string): string {
  return [nodeOptions, `--import=${JSON.stringify(workerPreloadModule)}`].filter(Boolean).join(' ');
}

// The preload is TypeScript: tsx's ESM hooks load it, and leave firebase-tools' own CommonJS modules alone (tsx's
// require() hook would double the time firebase-tools takes to load).
const preloadOptions = ['--import', 'tsx/esm', '--import', preloadModule];

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
    // The Functions emulator runs the functions with firebase-tools' own Node.js when its major is the runtime's.
    command: functionsNodeBinary(),
    args: [
      ...preloadOptions,
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
      // Its default is the string "false", which firebase-tools takes as true (utils.envOverride returns the
      // default as given): the logging emulator, which only feeds the Emulator UI (turned off in firebase.json), then
      // parses and keeps every log line of the run.
      START_LOGGING_EMULATOR: 'false',
      // Shared by the backends of one checkout (see function-worker-preload.ts); Node.js checks each entry.
      NODE_COMPILE_CACHE: projectFile('.runtime/node-compile-cache'),
      NODE_OPTIONS: functionWorkerPreloadOption(options.env.NODE_OPTIONS),
      [EXTERNAL_EMULATORS_VARIABLE]: JSON.stringify(options.externalEmulators ?? []),
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
