import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type RunningChildProcess, startChildProcess } from './child-process.ts';
import { projectRoot } from './project.ts';
import { answersHttp, waitUntilReady } from './readiness.ts';

// The Cloud SDK's emulators are Debian packages that put their jar under the SDK's platform folder.
const gcloudPlatform = '/usr/lib/google-cloud-sdk/platform';

let gcloudAnswered: boolean | undefined;

// `gcloud --version` takes over a second (it starts Python): asked once per process, for every emulator.
function gcloudRuns(): boolean {
  gcloudAnswered ??= spawnSync('gcloud', ['--version'], { encoding: 'utf8' }).status === 0;
  return gcloudAnswered;
}

/** Whether `gcloud` runs and the emulator (a path under the SDK's platform folder) is installed. */
export function gcloudHasEmulator(pathInPlatform: string): boolean {
  return gcloudRuns() && existsSync(`${gcloudPlatform}/${pathInPlatform}`);
}

// A local emulator's JVM lives for one session or one test run: the quick compiler alone and one garbage collector
// thread cost less CPU time than the optimizing compiler earns back in so short a life.
const localJvmOptions = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

interface GcloudEmulatorOptions {
  /** Names the child process and its log file. */
  name: string;
  /** The words after `gcloud`, before the host and port. */
  command: string[];
  host: string;
  port: number;
  logDirectory: string;
  startTimeoutMs: number;
}

/**
 * Starts `gcloud <command> --host-port=HOST:PORT` and waits until it answers HTTP there. gcloud starts the
 * emulator as a Java grandchild that outlives gcloud itself: the child process runs in its own process group,
 * which stop() ends whole.
 */
export async function startGcloudEmulator(options: GcloudEmulatorOptions): Promise<RunningChildProcess> {
  const emulator = startChildProcess({
    name: options.name,
    command: 'gcloud',
    args: [...options.command, `--host-port=${options.host}:${options.port}`, '--quiet'],
    cwd: projectRoot,
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: '1', JAVA_TOOL_OPTIONS: localJvmOptions },
    logDirectory: options.logDirectory,
  });
  try {
    const url = `http://${options.host}:${options.port}/`;
    await waitUntilReady(emulator, `answered at ${url}`, () => answersHttp(url), options.startTimeoutMs);
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return emulator;
}
