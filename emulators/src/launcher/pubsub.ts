import type { RunningChildProcess } from './child-process.ts';
import { gcloudHasEmulator, startGcloudEmulator } from './gcloud-emulator.ts';

interface GcloudPubsubOptions {
  host: string;
  port: number;
  projectId: string;
  logDirectory: string;
}

// Scheduled functions run locally only through a Pub/Sub emulator (see emulators/src/pubsub), and firebase-tools'
// own needs a jar from a download host that these machines cannot reach: Google's, from the Cloud SDK, serves.
export function requireGcloudPubsub(): void {
  if (gcloudHasEmulator('pubsub-emulator/bin/cloud-pubsub-emulator')) return;
  throw new Error(
    [
      'The Pub/Sub emulator, which runs the scheduled functions locally, is not installed.',
      'Install it from the Google Cloud SDK apt repository (it needs Java 17 or newer):',
      '  apt-get install google-cloud-cli google-cloud-cli-pubsub-emulator',
    ].join('\n'),
  );
}

export function startGcloudPubsub(options: GcloudPubsubOptions): Promise<RunningChildProcess> {
  return startGcloudEmulator({
    name: 'pubsub',
    command: ['beta', 'emulators', 'pubsub', 'start', `--project=${options.projectId}`],
    host: options.host,
    port: options.port,
    logDirectory: options.logDirectory,
    startTimeoutMs: 60_000,
  });
}
