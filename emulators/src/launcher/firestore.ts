import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type RunningChildProcess, startChildProcess } from './child-process.ts';
import { javaMajorVersion } from './java.ts';
import { projectFile, projectRoot } from './project.ts';
import { answersHttp, waitUntilReady } from './readiness.ts';

type FirestoreEmulatorChoice = 'gcloud' | 'firebase-tools';

const gcloudFirestoreJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function gcloudHasFirestoreEmulator(): boolean {
  if (spawnSync('gcloud', ['--version'], { encoding: 'utf8' }).status !== 0) return false;
  return existsSync(gcloudFirestoreJar);
}

// Google's own emulator is preinstalled here and runs on Java 17; firebase-tools' copy needs Java 21.
export function chooseFirestoreEmulator(): FirestoreEmulatorChoice {
  if (gcloudHasFirestoreEmulator()) return 'gcloud';
  if ((javaMajorVersion() ?? 0) >= 21) return 'firebase-tools';
  throw new Error(
    [
      'No Firestore emulator can run on this machine.',
      'Install one of:',
      '  - Google Cloud CLI with the Firestore emulator: apt-get install google-cloud-cli google-cloud-cli-firestore-emulator',
      '    (from Google Cloud SDK apt repository), or',
      '  - Java 21 or newer (firebase-tools then runs its own Firestore emulator): apt-get install openjdk-21-jre-headless',
    ].join('\n'),
  );
}

interface GcloudFirestoreOptions {
  host: string;
  port: number;
  logDirectory: string;
}

export async function startGcloudFirestore(options: GcloudFirestoreOptions): Promise<RunningChildProcess> {
  const firestore = startChildProcess({
    name: 'firestore',
    command: 'gcloud',
    args: ['emulators', 'firestore', 'start', `--host-port=${options.host}:${options.port}`, '--quiet'],
    cwd: projectRoot,
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
    logDirectory: options.logDirectory,
  });
  try {
    const url = `http://${options.host}:${options.port}/`;
    await waitUntilReady(firestore, `answered at ${url}`, () => answersHttp(url), 60_000);
  } catch (error) {
    await firestore.stop();
    throw error;
  }
  return firestore;
}

// The emulator's own endpoint, the one @firebase/rules-unit-testing uses to load rules.
export async function loadFirestoreRules(host: string, port: number, projectId: string): Promise<void> {
  const content = readFileSync(projectFile('firestore.rules'), 'utf8');
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) {
    throw new Error(`Firestore rules were refused (${response.status}): ${await response.text()}`);
  }
}
