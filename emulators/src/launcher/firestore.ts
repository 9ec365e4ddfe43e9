import { readFileSync } from 'node:fs';
import type { RunningChildProcess } from './child-process.ts';
import { gcloudHasEmulator, startGcloudEmulator } from './gcloud-emulator.ts';
import { javaMajorVersion } from './java.ts';
import { projectFile } from './project.ts';

type FirestoreEmulatorChoice = 'gcloud' | 'firebase-tools';

// Google's own emulator is preinstalled here and runs on Java 17; firebase-tools' copy needs Java 21.
export function chooseFirestoreEmulator(): FirestoreEmulatorChoice {
  if (gcloudHasEmulator('cloud-firestore-emulator/cloud-firestore-emulator.jar')) return 'gcloud';
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

export function startGcloudFirestore(options: GcloudFirestoreOptions): Promise<RunningChildProcess> {
  return startGcloudEmulator({
    name: 'firestore',
    command: ['emulators', 'firestore', 'start'],
    ...options,
    startTimeoutMs: 60_000,
  });
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
