import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendEnvironment } from '@management-center/emulators/launcher/environment';
import { startFirebaseTools } from '@management-center/emulators/launcher/firebase-tools';
import { functionsRuntimeMajor } from '@management-center/emulators/launcher/functions-node';
import { type BackendPorts, freeBackendPorts } from '@management-center/emulators/launcher/ports';
import { projectFile } from '@management-center/emulators/launcher/project';
import { type RunningRealtimeDatabase, startRealtimeDatabase } from '@management-center/emulators/rtdb';
import { build } from 'esbuild';

/** Signed-in app users write the items; the functions write what they saw, which the owner reads. */
const FIXTURE_RULES = {
  rules: {
    'trigger-fixture': { $itemId: { '.write': 'auth != null' } },
    'trigger-fixture-retry': { $itemId: { '.write': 'auth != null' } },
  },
};

export interface TriggerBackendOptions {
  /** The stand-in's limit on events in flight to the Functions emulator (its default, 4, when left out). */
  readonly maxInFlight?: number;
}

export interface TriggerBackend {
  readonly projectId: string;
  readonly host: string;
  readonly ports: BackendPorts;
  readonly database: RunningRealtimeDatabase;
  stop(): Promise<void>;
}

const host = '127.0.0.1';

// Bundled like functions/build.mjs does the real codebase, with the Firebase SDKs left to the project's modules.
async function buildFixtureFunctions(folder: string): Promise<void> {
  mkdirSync(projectFile(folder), { recursive: true });
  await build({
    entryPoints: [new URL('./fixture/index.ts', import.meta.url).pathname],
    outfile: join(projectFile(folder), 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${functionsRuntimeMajor()}`,
    external: ['firebase-admin', 'firebase-functions'],
    logLevel: 'warning',
  });
  const manifest = { private: true, type: 'module', main: 'index.js' };
  writeFileSync(join(projectFile(folder), 'package.json'), JSON.stringify(manifest));
}

/**
 * The smallest backend that runs database triggers for real: the Realtime Database stand-in, and firebase-tools
 * with Auth and the Functions emulator serving the fixture codebase, on free ports under a project id of its own
 * (the suites' shared backend has no database triggers to test). The benchmark of trigger delivery uses it too.
 */
export async function startTriggerBackend(options: TriggerBackendOptions = {}): Promise<TriggerBackend> {
  const projectId = `demo-mc-triggers-${process.pid}`;
  const runFolder = `.runtime/test-runs/${projectId}`;
  const ports = await freeBackendPorts();
  await buildFixtureFunctions(`${runFolder}/functions`);
  const database = await startRealtimeDatabase({
    host,
    port: ports.database,
    rules: FIXTURE_RULES,
    triggers: {
      functionsEmulatorHost: `${host}:${ports.functions}`,
      initialBackoffMs: 100,
      ...(options.maxInFlight === undefined ? {} : { maxInFlight: options.maxInFlight }),
    },
  });
  const removeRunFolder = () => rmSync(projectFile(runFolder), { recursive: true, force: true });
  try {
    const firebaseTools = await startFirebaseTools({
      projectId,
      host,
      ports,
      services: ['auth', 'functions'],
      env: { ...process.env, ...backendEnvironment(host, ports, projectId) },
      logDirectory: projectFile(`${runFolder}/logs`),
      usesProjectPorts: false,
      functionsSource: `${runFolder}/functions`,
      externalEmulators: [{ name: 'database', host, port: ports.database }],
    });
    return {
      projectId,
      host,
      ports,
      database,
      async stop() {
        await firebaseTools.stop();
        await database.stop();
        removeRunFolder();
      },
    };
  } catch (error) {
    await database.stop();
    removeRunFolder();
    throw error;
  }
}
